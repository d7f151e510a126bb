import { useAdminList } from '@site/shared/api/useAdminList';
import type { InvestorEvent } from '@site/shared/contract/investor-calendar';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { DownloadLink } from '@site/shared/ui/DocumentList/DownloadLink';
import { useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HIGHLIGHT_ENDPOINTS, UPCOMING_EVENTS_ENDPOINT } from '../../api/endpoints';
import { useAdminRecord } from '../../api/useAdminRecord';
import { ReportCover } from '../../components/ReportCover/ReportCover';
import { documentListPage } from '../../data/document-lists';
import { toArchiveDocuments, type ArchiveDocument } from '../../logic/archive';
import { formatInvestorDate } from '../../logic/dates';
import { financialYearLabel, isoDay } from '../../logic/financial-year';
import { newestDocument, nextMeeting, reportedYear } from '../../logic/highlights';
import { isUpcomingAnswer, validEvents } from '../../logic/investor-events';
import { investorsMessages, type investorsEn } from '../../messages/investors';
import styles from './HighlightsBand.module.css';

const RESULTS = documentListPage('/investors/financial-result')!;
const REPORTS = documentListPage('/investors/annual-report')!;

/** The newest document of a list with a file, as the band shows it. */
function useNewest(endpoint: string, fields: typeof RESULTS): { document: ArchiveDocument | undefined; loading: boolean } {
  const { records, loading } = useAdminList<unknown>(endpoint);
  const document = useMemo(() => newestDocument(toArchiveDocuments(records, fields)), [records, fields]);
  return { document, loading };
}

function Card({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <article className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        {title}
      </h3>
      {children}
    </article>
  );
}

const Day = ({ value }: { value: string | null }) => (value ? <time dateTime={isoDay(value)}>{formatInvestorDate(value)}</time> : null);

function LatestResult({ result }: { result: ArchiveDocument }) {
  const t = useMessages(investorsMessages);
  const dataLang = useEnglishDataLang();
  return (
    <Card title={t('band.result')}>
      {result.quarter ? <p className={styles.headline}>{result.quarter.label}</p> : null}
      <p className={styles.name} lang={dataLang}>
        {result.name}
      </p>
      <p className={styles.meta}>
        <Day value={result.date} />
      </p>
      <DownloadLink name={result.name} path={result.path} fileSize={result.fileSize} pageCount={result.pageCount} className={styles.download} />
      <Link to="/investors/financial-result" className={styles.more}>
        {t('band.allResults')}
      </Link>
    </Card>
  );
}

function NextMeeting({ meeting }: { meeting: InvestorEvent | undefined }) {
  const t = useMessages(investorsMessages);
  const dataLang = useEnglishDataLang();
  const time = !meeting?.start_Time
    ? t('upcoming.allDay')
    : meeting.end_Time
      ? t('upcoming.timeRange', { start: meeting.start_Time, end: meeting.end_Time })
      : t('upcoming.time', { start: meeting.start_Time });
  return (
    <Card title={t('band.meeting')}>
      {meeting ? (
        <>
          <p className={styles.headline}>
            <time dateTime={meeting.start_Time ? `${isoDay(meeting.event_Date)}T${meeting.start_Time}+05:30` : isoDay(meeting.event_Date)}>
              {formatInvestorDate(meeting.event_Date)}
            </time>
          </p>
          <p className={styles.meta}>
            {t(`kind:${meeting.kind}` as keyof typeof investorsEn)}
            <span aria-hidden="true"> · </span>
            {time}
          </p>
          <p className={styles.name} lang={dataLang}>
            {meeting.title}
          </p>
          {meeting.venue ? (
            <p className={styles.meta} lang={dataLang}>
              {meeting.venue}
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.meta}>{t('band.noMeeting')}</p>
      )}
      <a href="#upcoming-heading" className={styles.more}>
        {t('band.allDates')}
      </a>
    </Card>
  );
}

function AnnualReport({ report }: { report: ArchiveDocument }) {
  const t = useMessages(investorsMessages);
  const dataLang = useEnglishDataLang();
  const year = reportedYear(report);
  return (
    <Card title={t('band.report')} wide>
      <div className={styles.report}>
        {/* The PDF's own title page, drawn from the same data: components/ReportCover. */}
        <ReportCover title={report.name} financialYear={year ? `Financial Year ${year}` : ''} label={t('band.cover', { name: report.name })} className={styles.cover} />
        <div className={styles.reportText}>
          {year ? <p className={styles.headline}>{financialYearLabel(year)}</p> : null}
          <p className={styles.name} lang={dataLang}>
            {report.name}
          </p>
          {report.date ? <p className={styles.meta}>{t('band.published', { date: formatInvestorDate(report.date) })}</p> : null}
          <DownloadLink name={report.name} path={report.path} fileSize={report.fileSize} pageCount={report.pageCount} className={styles.download} />
          <Link to="/investors/annual-report" className={styles.more}>
            {t('band.allReports')}
          </Link>
        </div>
      </div>
    </Card>
  );
}

/**
 * The band at the top of /investors (issue 29): the latest financial result, the next general or
 * board meeting and the newest annual report with its cover. Server-rendered with the data the
 * screen declares (screens.ts), so it is there in the first paint; a list the admin host did not
 * answer leaves its card out rather than showing a loader where the figures go.
 */
export function HighlightsBand() {
  const t = useMessages(investorsMessages);
  const result = useNewest(HIGHLIGHT_ENDPOINTS.financialResults, RESULTS);
  const report = useNewest(HIGHLIGHT_ENDPOINTS.annualReports, REPORTS);
  const upcoming = useAdminRecord(UPCOMING_EVENTS_ENDPOINT, isUpcomingAnswer);
  const meeting = useMemo(() => nextMeeting(validEvents(upcoming.data?.results ?? [])), [upcoming.data]);
  if (!result.document && !report.document && !upcoming.data) return null;
  return (
    <section className={styles.band} aria-labelledby="band-heading">
      <h2 id="band-heading" className="visually-hidden">
        {t('band.title')}
      </h2>
      {result.document ? <LatestResult result={result.document} /> : null}
      {upcoming.data ? <NextMeeting meeting={meeting} /> : null}
      {report.document ? <AnnualReport report={report.document} /> : null}
    </section>
  );
}
