import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/auth/page';
import { localeFrom } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/measurements'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeFrom(params), namespace: 'Protected' });
  return { title: t('measurements'), robots: { index: false, follow: false } };
}

// Sign-in required: the page checks the session itself.
export default async function Page({ params }: PageProps<'/[locale]/measurements'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const user = await requireUser(locale, '/measurements');
  const t = await getTranslations('Protected');
  return (
    <div className="container">
      <header className="page__header">
        <h1>{t('measurements')}</h1>
        <p className="lead">{t('measurementsIntro')}</p>
        <p className="muted">{t('signedInAs', { name: user.username })}</p>
      </header>
    </div>
  );
}
