import { INVESTOR_ARCHIVE_ENDPOINTS, type CreditRating } from '@site/shared/contract/investor-archive';
import { formatInvestorDate } from '../../logic/dates';
import { DataTable, type DataTableColumn } from '@site/shared/ui/DataTable/DataTable';
import { DownloadLink } from '@site/shared/ui/DocumentList/DownloadLink';
import { useMemo } from 'react';
import { dateOrdinal, isoDay, parseCalendarDate } from '../../logic/financial-year';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { useInvestorPage } from '../../messages/pages';
import { numberField, textField } from '../../logic/records';
import { useAdminList } from '@site/shared/api/useAdminList';
import { useEnglishDataLang, useMessages, type Translator } from '@site/shared/i18n/react';
import { investorsMessages, type investorsEn } from '../../messages/investors';

interface RatingRow {
  id: string;
  agency: string;
  instrument: string;
  rating: string;
  date: string;
  document: string;
  fileSize: number | null;
  pageCount: number | null;
}

const ENDPOINT = INVESTOR_ARCHIVE_ENDPOINTS.creditRatings;

/** Rows from server records, newest rating first; records without agency and rating are left out. */
export function toRatingRows(records: readonly unknown[]): RatingRow[] {
  const field = (record: unknown, name: keyof CreditRating) => textField(record, name);
  const order = (row: RatingRow) => {
    const date = parseCalendarDate(row.date);
    return date ? dateOrdinal(date) : 0;
  };
  return records
    .map((record, index) => ({
      id: `${index}`,
      agency: field(record, 'agency'),
      instrument: field(record, 'instrument'),
      rating: field(record, 'rating'),
      date: field(record, 'rating_Date'),
      document: field(record, 'document'),
      fileSize: numberField(record, 'file_Size'),
      pageCount: numberField(record, 'page_Count'),
    }))
    .filter((row) => row.agency || row.rating)
    .sort((a, b) => order(b) - order(a));
}

/**
 * The table's columns in the page's language (made once per loaded catalog). What the admin host
 * publishes (agency, instrument, rating) is English: marked so on a page in another language.
 */
const columnsOf = (t: Translator<typeof investorsEn>, dataLang: 'en-IN' | undefined): readonly DataTableColumn<RatingRow>[] => [
  { key: 'agency', header: t('rating.agency'), render: (row) => <span lang={dataLang}>{row.agency}</span>, rowHeader: true },
  { key: 'instrument', header: t('rating.instrument'), render: (row) => <span lang={dataLang}>{row.instrument}</span> },
  { key: 'rating', header: t('rating.rating'), render: (row) => <strong lang={dataLang}>{row.rating}</strong> },
  {
    key: 'date',
    header: t('rating.date'),
    nowrap: true,
    render: (row) => (parseCalendarDate(row.date) ? <time dateTime={isoDay(row.date)}>{formatInvestorDate(row.date)}</time> : '—'),
  },
  {
    key: 'document',
    header: t('rating.letter'),
    render: (row) =>
      row.document ? (
        <DownloadLink
          name={`${row.agency} rating letter ${isoDay(row.date)}`.trim()}
          path={row.document}
          fileSize={row.fileSize}
          pageCount={row.pageCount}
        />
      ) : (
        t('rating.none')
      ),
  },
];

/** Credit Ratings (Reg 46(2)(r)): agency, instrument, rating, date and the rating letter. */
export default function CreditRatings() {
  const { title, summary } = useInvestorPage('/investors/credit-ratings');
  const t = useMessages(investorsMessages);
  const dataLang = useEnglishDataLang();
  const columns = useMemo(() => columnsOf(t, dataLang), [t, dataLang]);
  const { records, loading } = useAdminList<unknown>(ENDPOINT);
  const rows = useMemo(() => toRatingRows(records), [records]);
  return (
    <InvestorPage title={title} intro={summary}>
      <DataTable caption={t('rating.caption')} columns={columns} rows={rows} rowKey={(row) => row.id} busy={loading} />
    </InvestorPage>
  );
}
