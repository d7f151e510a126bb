import { openMailDraft } from '@site/shared/forms/mailto';
import type { CareerOpening } from '@site/shared/types/entities';
import { openingMailto } from './opening-mail';
import styles from './Careers.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { EnglishText } from '@site/shared/i18n/EnglishText';
import { formsMessages } from '../../messages/forms';

/** One current opening with its Apply now mail draft (spec §5). */
export function OpeningCard({ opening }: { opening: CareerOpening }) {
  const t = useMessages(formsMessages);
  const href = openingMailto(opening, t);
  // The opening is the admin host's English; the labels are translated.
  const dataLang = useEnglishDataLang();
  return (
    <article className={styles.opening}>
      <h3 className={styles.openingTitle} lang={dataLang}>
        {opening.job_Roll}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('opening.position')}</dt>
          <dd lang={dataLang}>{opening.position}</dd>
        </div>
        <div>
          <dt>{t('opening.location')}</dt>
          <dd lang={dataLang}>{opening.job_Location}</dd>
        </div>
        <div>
          <dt>{t('opening.education')}</dt>
          <dd lang={dataLang}>{opening.education}</dd>
        </div>
        <div>
          <dt>{t('opening.experience')}</dt>
          <dd lang={dataLang}>{opening.experience}</dd>
        </div>
      </dl>
      <a
        className={`btn btn-primary ${styles.apply}`}
        href={href}
        onClick={(event) => {
          // Same address with or without JavaScript; with it, the draft is also announced.
          event.preventDefault();
          openMailDraft(href);
        }}
      >
        {t('opening.apply')}
        <span className="visually-hidden">
          : <EnglishText>{opening.job_Roll}</EnglishText>
        </span>
      </a>
    </article>
  );
}
