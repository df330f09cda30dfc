import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MaterialsList } from '@/components/materials/MaterialsList';
import { requireUser } from '@/lib/auth/page';
import { localeFrom } from '@/lib/i18n/locale';
import { PageHeader } from '@/components/PageHeader';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-materials'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeFrom(params), namespace: 'Materials' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

// Sign-in required: the page checks the session itself; the list comes from /api/materials.
export default async function MyMaterialsPage({ params, searchParams }: PageProps<'/[locale]/my-materials'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  await requireUser(locale, '/my-materials', await searchParams);
  const t = await getTranslations('Materials');
  const keys = [
    'loading', 'empty', 'browse', 'surface', 'product', 'producer', 'note', 'saveNote', 'savingNote', 'remove', 'confirmRemove',
    'yes', 'no', 'addToProject', 'chooseProject', 'add', 'added', 'noProjects', 'createProject',
  ] as const;
  const labels = Object.fromEntries(keys.map((key) => [key, t.raw(key) as string])) as Record<(typeof keys)[number], string>;
  const errors = Object.fromEntries(
    (['failed', 'notFound', 'unauthorized', 'invalid', 'tooMany', 'noteTooLong'] as const).map((key) => [key, t(`errors.${key}`)]),
  );
  return (
    <div className="container">
      <PageHeader title={t('title')} intro={t('intro')} />
      <MaterialsList labels={{ ...labels, errors }} />
    </div>
  );
}
