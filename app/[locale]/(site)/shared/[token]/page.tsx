import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ProjectClimate } from '@/features/project-climate/ProjectClimate';
import { projectClimateTable, sharedClimateSource } from '@/features/project-climate/server';
import { sharedProject } from '@/features/share/server';
import { SharedProjectView } from '@/features/share/SharedProjectView';
import { localeFrom } from '@/lib/i18n/locale';

// The address is the secret: it is kept out of search engines and out of the Referer
// header of links followed from here. The page is read fresh on every request and the
// edge never keeps it (lib/http/edge.ts), so a revoked link is a 404 at once.
const PRIVATE: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' };

export async function generateMetadata({ params }: PageProps<'/[locale]/shared/[token]'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const project = await sharedProject((await params).token, locale).catch(() => null);
  if (!project) return PRIVATE;
  const t = await getTranslations({ locale, namespace: 'SharedProject' });
  return { ...PRIVATE, title: t('title', { name: project.name }) };
}

export default async function SharedPage({ params }: PageProps<'/[locale]/shared/[token]'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  // A malformed token is a 404 without asking the cms (getSharedProject checks its shape).
  const project = await sharedProject((await params).token, locale);
  if (!project) notFound();
  const { token } = await params;
  // A live link allows reading, so its holder may download the table as well; the download
  // reads the project by the link again and stops working with it. The project stands
  // without its climate table when the figures cannot be read.
  const table = await sharedClimateSource(project, locale)
    .then((source) => projectClimateTable(source, locale, { swaps: true }))
    .catch(() => null);
  return (
    <SharedProjectView project={project} locale={locale}>
      {table && <ProjectClimate table={table} locale={locale} downloads={`/api/shared-projects/${token}/climate`} />}
    </SharedProjectView>
  );
}
