import styles from './ComingSoon.module.css';

/** Placeholder carried by the Initial Public Offer menu entry (spec §2.11): only its heading. */
export default function ComingSoon() {
  return (
    <div className={`container page-section ${styles.page}`}>
      <h1 className="page-title">Coming Soon...</h1>
    </div>
  );
}
