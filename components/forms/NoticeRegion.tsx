import type { Notice } from '@/lib/resource/resource';

/**
 * Where a page or a card says how a change went: a polite status for success, an alert for
 * a refusal. Both regions are always in the page, so screen readers announce what appears.
 */
export function NoticeRegion({ notice, className = 'form__message' }: { notice: Notice | undefined; className?: string }) {
  return (
    <>
      <p role="status" className={`${className} ${className}--success`}>
        {notice?.kind === 'success' ? notice.text : null}
      </p>
      <p role="alert" className={`${className} ${className}--error`}>
        {notice?.kind === 'error' ? notice.text : null}
      </p>
    </>
  );
}
