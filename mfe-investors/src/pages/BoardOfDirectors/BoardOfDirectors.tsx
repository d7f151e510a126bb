import type { Director } from '@site/shared/types/entities';
import { DataTable, type DataTableColumn } from '@site/shared/ui/DataTable/DataTable';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { ENDPOINTS } from '../../api/endpoints';
import { useInvestorPage } from '../../messages/pages';
import { useAdminList } from '@site/shared/api/useAdminList';
import { useMemo } from 'react';
import { useEnglishDataLang, useMessages, type Translator } from '@site/shared/i18n/react';
import { investorsMessages, type investorsEn } from '../../messages/investors';

/**
 * The table's columns in the page's language (made once per loaded catalog). What the admin host
 * publishes (PAN, names, designations) is English: marked so on a page in another language.
 */
const columnsOf = (t: Translator<typeof investorsEn>, dataLang: 'en-IN' | undefined): readonly DataTableColumn<Director>[] => [
  { key: 'serial', header: t('board.serial'), render: (_director, index) => index + 1, numeric: true },
  { key: 'pan', header: t('board.pan'), render: (director) => <span lang={dataLang}>{director.PAN}</span> },
  { key: 'name', header: t('board.name'), render: (director) => <span lang={dataLang}>{director.name}</span>, rowHeader: true, nowrap: true },
  { key: 'designation', header: t('board.designation'), render: (director) => <span lang={dataLang}>{director.designation}</span> },
];

/** Board of Directors and KMP: serial number, DIN/PAN, name, designation (spec §2.11). */
export default function BoardOfDirectors() {
  const { title, summary } = useInvestorPage('/investors/board-of-directors');
  const { records, loading } = useAdminList<Director>(ENDPOINTS.boardOfDirectors);
  const t = useMessages(investorsMessages);
  const dataLang = useEnglishDataLang();
  const columns = useMemo(() => columnsOf(t, dataLang), [t, dataLang]);
  return (
    <InvestorPage title={title} intro={summary}>
      <DataTable
        caption={t('board.caption')}
        captionHidden
        columns={columns}
        rows={records}
        rowKey={(director, index) => `${index}:${director.PAN}:${director.name}`}
        busy={loading}
      />
    </InvestorPage>
  );
}
