import { openMailDraft } from '@site/shared/forms/mailto';
import type { CareerOpening } from '@site/shared/types/entities';
import { openingMailto } from './opening-mail';
import styles from './Careers.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { formsMessages } from '../../messages/forms';

/** One current opening with its Apply now mail draft (spec §5). */
export function OpeningCard({ opening }: { opening: CareerOpening }) {
  const t = useMessages(formsMessages);
  const href = openingMailto(opening, t);
  return (
    <article className={styles.opening}>
      <h3 className={styles.openingTitle}>{opening.job_Roll}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('opening.position')}</dt>
          <dd>{opening.position}</dd>
        </div>
        <div>
          <dt>{t('opening.location')}</dt>
          <dd>{opening.job_Location}</dd>
        </div>
        <div>
          <dt>{t('opening.education')}</dt>
          <dd>{opening.education}</dd>
        </div>
        <div>
          <dt>{t('opening.experience')}</dt>
          <dd>{opening.experience}</dd>
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
        <span className="visually-hidden">: {opening.job_Roll}</span>
      </a>
    </article>
  );
}
