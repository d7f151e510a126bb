import { useMessages } from '@site/shared/i18n/react';
import { shellMessages } from '../messages/shell';
import styles from './ScreenLoading.module.css';

/** Placeholder while a screen loads: holds a viewport of height so the footer does not jump. */
export function ScreenLoading() {
  const t = useMessages(shellMessages);
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
