'use client';

import { useTranslations } from 'next-intl';
import { ErrorScreen } from '@/components/ErrorScreen';

// Error boundaries must be client components; this one is only the boundary; the screen
// it shows is shared with the not-found page.
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
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
