import { INVESTOR_ARCHIVE_ENDPOINTS, type InvestorMeet } from '@site/shared/contract/investor-archive';
import { DownloadLink } from '@site/shared/ui/DocumentList/DownloadLink';
import { useEffect, useMemo, useState } from 'react';
import { toArchiveDocuments, type ArchiveDocument, type CountNoun } from '../../logic/archive';
import { dateOrdinal, parseCalendarDate } from '../../logic/financial-year';
import { ArchiveView, DocumentDetails } from '../../components/ArchiveView/ArchiveView';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { useInvestorPage } from '../../messages/pages';
import { textField } from '../../logic/records';
import { useAdminList } from '@site/shared/api/useAdminList';
import styles from './InvestorMeets.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { investorsMessages } from '../../messages/investors';

const ENDPOINT = INVESTOR_ARCHIVE_ENDPOINTS.investorMeets;
const MEET_NOUN: CountNoun = ['meet', 'meets'];
const field = (record: unknown, name: keyof InvestorMeet) => textField(record, name);

/** Today's date as a sortable number, known only in the browser (the server render shows no badge). */
function useToday(): number | null {
  const [today, setToday] = useState<number | null>(null);
  useEffect(() => {
    const now = new Date();
    setToday(now.getFullYear() * 10_000 + (now.getMonth() + 1) * 100 + now.getDate());
  }, []);
  return today;
}

function MeetList({ meets, label, today }: { meets: readonly ArchiveDocument[]; label: string; today: number | null }) {
  const t = useMessages(investorsMessages);
  // The meet's title is the admin host's English: marked so on a page in another language.
  const dataLang = useEnglishDataLang();
  return (
    <ul className={styles.meets} aria-label={label}>
      {meets.map((meet) => {
        const date = parseCalendarDate(meet.date);
        const upcoming = today !== null && date !== null && dateOrdinal(date) >= today;
        const transcript = field(meet.record, 'transcript');
        const recording = field(meet.record, 'recording_Url');
        return (
          <li key={meet.id} className={styles.meet}>
            <div className={styles.text}>
              <p className={styles.name}>
                <span lang={dataLang}>{meet.name}</span>
                {upcoming && <span className={styles.badge}>{t('meets.upcoming')}</span>}
              </p>
              <p className={styles.details}>
                <DocumentDetails document={meet} />
              </p>
            </div>
            <ul className={styles.links}>
              <li>
                {meet.path ? (
                  <DownloadLink label={t('meets.presentation')} name={`${meet.name} - presentation`} path={meet.path} fileSize={meet.fileSize} pageCount={meet.pageCount} />
                ) : (
                  <span className={styles.none}>{upcoming ? t('meets.presentationLater') : t('meets.noPresentation')}</span>
                )}
              </li>
              <li>
                {transcript ? (
                  <DownloadLink label={t('meets.transcript')} name={`${meet.name} - transcript`} path={transcript} />
                ) : (
                  <span className={styles.none}>{upcoming ? t('meets.transcriptLater') : t('meets.noTranscript')}</span>
                )}
              </li>
              <li>
                {recording ? (
                  <a href={recording} target="_blank" rel="noopener noreferrer" className={styles.recording}>
                    {t('meets.recording')}
                    <span className="visually-hidden">{t('meets.recordingOf', { name: meet.name })}</span>
                  </a>
                ) : (
                  <span className={styles.none}>{t('meets.noRecording')}</span>
                )}
              </li>
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Investor and Analyst Meets (Reg 46(2)(o)): the schedule, grouped by financial year, with the
 * presentation and transcript of each meet, and its recording when one was made.
 */
export default function InvestorMeets() {
  const { title, summary } = useInvestorPage('/investors/investor-meets');
  const { records, loading } = useAdminList<unknown>(ENDPOINT);
  const meets = useMemo(
    () => toArchiveDocuments(records, { nameField: 'title', documentField: 'presentation', dateField: 'meet_Date', extraFields: ['meet_Type', 'venue'] }),
    [records],
  );
  const today = useToday();
  const t = useMessages(investorsMessages);
  return (
    <InvestorPage title={title} intro={summary}>
      <p className={styles.note}>{t('meets.note')}</p>
      <ArchiveView
        title={title}
        documents={meets}
        loading={loading}
        renderList={(list, label) => <MeetList meets={list} label={label} today={today} />}
        noun={MEET_NOUN}
      />
    </InvestorPage>
  );
}
