'use client';

import { useTranslations } from 'next-intl';
import { ErrorScreen } from './ErrorScreen';

/**
 * What an error boundary shows: "Something went wrong" in the page's language; the
 * message, status and stack only in development.
 */
export function ErrorBoundaryScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  const development = process.env.NODE_ENV === 'development';
  const status = 'status' in error && typeof error.status === 'number' ? error.status : 500;
  return (
    <ErrorScreen title={t('title')} heading={t('heading')} text={t('text')}>
      <button type="button" className="button" onClick={reset}>
        {t('retry')}
      </button>
      {development && (
        <details className="error-details">
          <summary>{t('status', { status })}</summary>
          <p>{error.message}</p>
          <pre>{error.stack}</pre>
        </details>
      )}
    </ErrorScreen>
  );
}
