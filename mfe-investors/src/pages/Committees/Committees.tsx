import type { CommitteeMember } from '@site/shared/types/entities';
import { DataTable, type DataTableColumn } from '@site/shared/ui/DataTable/DataTable';
import { useMemo } from 'react';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { ENDPOINTS } from '../../api/endpoints';
import { useInvestorPage } from '../../messages/pages';
import { splitCommittees } from '../../logic/split';
import { useAdminList } from '@site/shared/api/useAdminList';
import styles from './Committees.module.css';

const columns: readonly DataTableColumn<CommitteeMember>[] = [
  { key: 'name', header: 'Name of Director', render: (member) => member.name_Of_Director, rowHeader: true, nowrap: true },
  { key: 'status', header: 'Status in Committee', render: (member) => member.status },
  { key: 'nature', header: 'Nature of Directorship', render: (member) => member.nature_Of_Directorship },
];

/** Committees: three tables split client-side by committee_Type (spec §2.11, §7). */
export default function Committees() {
  const { title, summary } = useInvestorPage('/investors/committee');
  const { records, loading } = useAdminList<CommitteeMember>(ENDPOINTS.committees);
  const committees = useMemo(() => splitCommittees(records), [records]);
  return (
    <InvestorPage title={title} intro={summary}>
      {committees.map(({ key: committee, items: members }) => (
        <section key={committee} className={styles.committee}>
          <h2 className={styles.heading}>{committee}</h2>
          <DataTable
            caption={`Members of the ${committee}`}
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
