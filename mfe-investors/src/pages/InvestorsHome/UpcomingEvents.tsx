import type { InvestorEvent } from '@site/shared/contract/investor-calendar';
import { formatInvestorDate } from '../../logic/dates';
import { adminFileUrl } from '@site/shared/config/env';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { useMemo } from 'react';
import { useAdminRecord } from '../../api/useAdminRecord';
import { isoDay } from '../../logic/financial-year';
import { CALENDAR_FEED_PATH, UPCOMING_EVENTS_ENDPOINT } from '../../api/endpoints';
import { isUpcomingAnswer, validEvents } from '../../logic/investor-events';
import { investorsMessages, type investorsEn } from '../../messages/investors';
import styles from './UpcomingEvents.module.css';

/** `<time dateTime>` of an event: its day, or its day and IST start time. */
const machineTime = (event: InvestorEvent) => (event.start_Time ? `${isoDay(event.event_Date)}T${event.start_Time}+05:30` : isoDay(event.event_Date));

/**
 * 'Upcoming events' on /investors (issue 28): the next dates of the investor calendar (day, time in
 * IST, kind, title, venue) and the link that adds the whole calendar to the visitor's own. Rendered
 * on the server with the page's data, like LatestDocuments.
 */
export function UpcomingEvents() {
  const t = useMessages(investorsMessages);
  // Titles and venues are the admin host's English: marked so on a page in another language.
  const dataLang = useEnglishDataLang();
  const { data, loading } = useAdminRecord(UPCOMING_EVENTS_ENDPOINT, isUpcomingAnswer);
  const events = useMemo(() => validEvents(data?.results ?? []), [data]);
  // The admin host did not answer: the rest of the page is enough (as with the latest documents).
  if (!loading && !data) return null;

  const when = (event: InvestorEvent) => {
    if (!event.start_Time) return t('upcoming.allDay');
    return event.end_Time ? t('upcoming.timeRange', { start: event.start_Time, end: event.end_Time }) : t('upcoming.time', { start: event.start_Time });
  };
  return (
    <section className={styles.upcoming} aria-labelledby="upcoming-heading" aria-busy={loading || undefined}>
      <h2 id="upcoming-heading" className={styles.title}>
        {t('upcoming.title')}
      </h2>
      {loading ? (
        <p className={styles.note}>{t('upcoming.loading')}</p>
      ) : events.length === 0 ? (
        <p className={styles.note}>{t('upcoming.none')}</p>
      ) : (
        <ol className={styles.events} aria-labelledby="upcoming-heading">
          {events.map((event) => (
            <li key={event.id} className={styles.event}>
              <p className={styles.when}>
                <time dateTime={machineTime(event)}>{formatInvestorDate(event.event_Date)}</time>
                <span aria-hidden="true"> · </span>
                {when(event)}
              </p>
              <p className={styles.kind}>{t(`kind:${event.kind}` as keyof typeof investorsEn)}</p>
              <p className={styles.name} lang={dataLang}>
                {event.title}
              </p>
              {event.venue && (
                <p className={styles.venue} lang={dataLang}>
                  {event.venue}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <p className={styles.subscribe}>
        <a href={adminFileUrl(CALENDAR_FEED_PATH)} type="text/calendar" className={styles.feed}>
          {t('upcoming.subscribe')}
        </a>
        <span className={styles.hint}>{t('upcoming.subscribeHint')}</span>
      </p>
    </section>
  );
}
