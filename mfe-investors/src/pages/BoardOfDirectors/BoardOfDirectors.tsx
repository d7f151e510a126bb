import type { Director } from '@site/shared/types/entities';
import { DataTable, type DataTableColumn } from '@site/shared/ui/DataTable/DataTable';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { ENDPOINTS } from '../../api/endpoints';
import { useInvestorPage } from '../../messages/pages';
import { useAdminList } from '@site/shared/api/useAdminList';

const columns: readonly DataTableColumn<Director>[] = [
  { key: 'serial', header: 'Sr. No.', render: (_director, index) => index + 1, numeric: true },
  { key: 'pan', header: 'DIN/PAN', render: (director) => director.PAN },
  { key: 'name', header: 'Name of Director', render: (director) => director.name, rowHeader: true, nowrap: true },
  { key: 'designation', header: 'Designation', render: (director) => director.designation },
];

/** Board of Directors and KMP: serial number, DIN/PAN, name, designation (spec §2.11). */
export default function BoardOfDirectors() {
  const { title, summary } = useInvestorPage('/investors/board-of-directors');
  const { records, loading } = useAdminList<Director>(ENDPOINTS.boardOfDirectors);
  return (
    <InvestorPage title={title} intro={summary}>
      <DataTable
        caption="Board of Directors and Key Managerial Personnel"
        captionHidden
        columns={columns}
        rows={records}
        rowKey={(director, index) => `${index}:${director.PAN}:${director.name}`}
        busy={loading}
      />
    </InvestorPage>
  );
}
