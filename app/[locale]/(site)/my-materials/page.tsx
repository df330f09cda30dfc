import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/auth/page';
import { localeFrom } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-materials'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeFrom(params), namespace: 'Protected' });
  return { title: t('materials'), robots: { index: false, follow: false } };
}

// Sign-in required: the page checks the session itself.
export default async function Page({ params }: PageProps<'/[locale]/my-materials'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const user = await requireUser(locale, '/my-materials');
  const t = await getTranslations('Protected');
  return (
    <div className="container">
      <header className="page__header">
        <h1>{t('materials')}</h1>
        <p className="lead">{t('materialsIntro')}</p>
        <p className="muted">{t('signedInAs', { name: user.username })}</p>
      </header>
    </div>
  );
}
