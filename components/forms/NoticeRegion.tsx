import type { Notice } from '@/lib/resource/resource';
import styles from './NoticeRegion.module.css';

/**
 * Where a page or a card says how a change went: a polite status for success, an alert for
 * a refusal. Both regions are always in the page, so screen readers announce what appears.
 * In a card (`compact`) the notice sits tighter, without the space a page's message keeps under it.
 */
export function NoticeRegion({ notice, compact = false }: { notice: Notice | undefined; compact?: boolean }) {
  const look = compact
    ? { success: `${styles.notice} ${styles.success}`, error: `${styles.notice} ${styles.error}` }
    : { success: 'form__message form__message--success', error: 'form__message form__message--error' };
  return (
    <>
      <p role="status" className={look.success}>
        {notice?.kind === 'success' ? notice.text : null}
      </p>
      <p role="alert" className={look.error}>
        {notice?.kind === 'error' ? notice.text : null}
      </p>
    </>
  );
}
