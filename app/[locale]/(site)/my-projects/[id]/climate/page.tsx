import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/PageHeader';
import { ProjectClimate } from '@/features/project-climate/ProjectClimate';
import { ownClimateSource, projectClimateTable } from '@/features/project-climate/server';
import { Link } from '@/i18n/navigation';
import { requireUserWith } from '@/lib/auth/page';
import { localeFrom } from '@/lib/i18n/locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-projects/[id]/climate'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeFrom(params), namespace: 'ProjectClimate' });
  return { title: t('heading'), robots: { index: false, follow: false } };
}

// Sign-in required: the page checks the session itself, and reads the project with the
// user's own token, so the cms answers another user's project as an unknown one (404).
export default async function ProjectClimatePage({ params }: PageProps<'/[locale]/my-projects/[id]/climate'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const { id } = await params;
  const { data: source } = await requireUserWith(locale, `/my-projects/${id}/climate`, (token) =>
    token ? ownClimateSource(token, id, locale) : Promise.resolve(null),
  );
  if (!source) notFound();
  const [t, table] = await Promise.all([getTranslations('ProjectClimate'), projectClimateTable(source, locale, { swaps: true })]);
  return (
    <div className="container">
      <p>
        <Link href="/my-projects">{t('back')}</Link>
      </p>
      <PageHeader title={t('title', { name: source.name })} />
      <ProjectClimate table={table} locale={locale} downloads={`/api/projects/${id}/climate`} />
    </div>
  );
}
