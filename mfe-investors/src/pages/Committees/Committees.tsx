import type { CommitteeMember } from '@site/shared/types/entities';
import { DataTable, type DataTableColumn } from '@site/shared/ui/DataTable/DataTable';
import { useMemo } from 'react';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { ENDPOINTS } from '../../api/endpoints';
import { useInvestorPage } from '../../messages/pages';
import { splitCommittees } from '../../logic/split';
import { useAdminList } from '@site/shared/api/useAdminList';
import styles from './Committees.module.css';
import { useEnglishDataLang, useMessages, type Translator } from '@site/shared/i18n/react';
import { investorsMessages, type investorsEn } from '../../messages/investors';

/**
 * The tables' columns in the page's language (made once per loaded catalog). What the admin host
 * publishes (names, status, nature of directorship) is English: marked so on a page in another language.
 */
const columnsOf = (t: Translator<typeof investorsEn>, dataLang: 'en-IN' | undefined): readonly DataTableColumn<CommitteeMember>[] => [
  { key: 'name', header: t('board.name'), render: (member) => <span lang={dataLang}>{member.name_Of_Director}</span>, rowHeader: true, nowrap: true },
  { key: 'status', header: t('committee.status'), render: (member) => <span lang={dataLang}>{member.status}</span> },
  { key: 'nature', header: t('committee.nature'), render: (member) => <span lang={dataLang}>{member.nature_Of_Directorship}</span> },
];

/** Committees: three tables split client-side by committee_Type (spec §2.11, §7). */
export default function Committees() {
  const { title, summary } = useInvestorPage('/investors/committee');
  const { records, loading } = useAdminList<CommitteeMember>(ENDPOINTS.committees);
  const committees = useMemo(() => splitCommittees(records), [records]);
  const t = useMessages(investorsMessages);
  const dataLang = useEnglishDataLang();
  const columns = useMemo(() => columnsOf(t, dataLang), [t, dataLang]);
  // The spec's committee names; a translation names them in its language.
  const nameOf = (committee: string) => t(`committee:${committee}` as keyof typeof investorsEn) || committee;
  return (
    <InvestorPage title={title} intro={summary}>
      {committees.map(({ key: committee, items: members }) => (
        <section key={committee} className={styles.committee}>
          <h2 className={styles.heading}>{nameOf(committee)}</h2>
          <DataTable
            caption={t('committee.caption', { committee: nameOf(committee) })}
            captionHidden
            columns={columns}
            rows={members}
            rowKey={(member, index) => `${index}:${member.name_Of_Director}`}
            busy={loading}
          />
        </section>
      ))}
    </InvestorPage>
  );
}
