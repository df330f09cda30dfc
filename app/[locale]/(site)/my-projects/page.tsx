import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SWRConfig } from 'swr';
import { firstData } from '@/lib/auth/first-data';
import { materialsRead } from '@/features/materials/server';
import { ProjectsManager } from '@/features/projects/ProjectsManager';
import { projectsRead } from '@/features/projects/server';
import { Link } from '@/i18n/navigation';
import { currentUser } from '@/lib/auth/session';
import { localeFrom } from '@/lib/i18n/locale';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { PageHeader } from '@/components/PageHeader';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-projects'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeFrom(params), namespace: 'Projects' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

// Unlike the other signed-in areas, an anonymous visitor is invited to sign in here rather
// than sent away: the page checks the session itself and shows what projects are for.
export default async function Page({ params }: PageProps<'/[locale]/my-projects'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const [user, t] = await Promise.all([currentUser(), getTranslations('Projects')]);

  if (!user) {
    return (
      <div className="container narrow">
        <h1>{t('title')}</h1>
        <p className="lead">{t('invitation.text')}</p>
        <p>
          <Link className="button" href={{ pathname: '/login', query: { returnTo: '/my-projects' } }}>
            {t('invitation.signIn')}
          </Link>
        </p>
        <p>
          {t('invitation.noAccount')} <Link href="/register">{t('invitation.register')}</Link>
        </p>
      </div>
    );
  }

  // The projects and the saved materials are read here with the user's token and handed to
  // swr, which keeps them and their changes in the browser.
  const [messages, fallback] = await Promise.all([
    pickMessages(locale, ['Projects', 'Share', 'ProjectClimate']),
    firstData({ ...projectsRead(), ...materialsRead(locale) }),
  ]);
  return (
    <div className="container">
      <PageHeader title={t('title')} intro={t('intro')} />
      {/* The client part gets its own messages only. */}
      <NextIntlClientProvider messages={messages}>
        <SWRConfig value={{ fallback, revalidateIfStale: false }}>
          <ProjectsManager />
        </SWRConfig>
      </NextIntlClientProvider>
    </div>
  );
}
