import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/PageHeader';
import { CatalogueUpload } from '@/features/producer-catalogue/CatalogueUpload';
import { NotProducer } from '@/features/producer-desk/NotProducer';
import { Link } from '@/i18n/navigation';
import { requireUser } from '@/lib/auth/page';
import { pageToken } from '@/lib/auth/session';
import { localeFrom } from '@/lib/i18n/locale';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { deskProducersOf } from '@/lib/strapi/producer-desk';

export async function generateMetadata({ params }: PageProps<'/[locale]/producer-desk/catalogue'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeFrom(params), namespace: 'ProducerDesk.catalogue' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

// Sign-in required and, as on the desk, only for accounts an editor linked to a producer. An
// account acting for several producers picks one (?producer=); the upload is for that one,
// and the cms checks again that it is the account's.
export default async function ProducerCataloguePage({ params, searchParams }: PageProps<'/[locale]/producer-desk/catalogue'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const query = await searchParams;
  await requireUser(locale, '/producer-desk/catalogue', query);
  const [t, token] = await Promise.all([getTranslations('ProducerDesk'), pageToken()]);

  const producers = await deskProducersOf(token ?? '', locale);
  if (producers.length === 0) return <NotProducer title={t('catalogue.title')} intro={t('notProducer')} />;

  const producer = producers.length === 1 ? producers[0] : producers.find((p) => p.id === query.producer);
  if (!producer) {
    return (
      <div className="container narrow">
        <PageHeader title={t('catalogue.title')} intro={t('catalogue.chooseProducer')} />
        <ul>
          {producers.map((p) => (
            <li key={p.id}>
              <Link href={{ pathname: '/producer-desk/catalogue', query: { producer: p.id } }}>{p.name}</Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const messages = await pickMessages(locale, ['ProducerDesk']);
  const template = (format: 'csv' | 'xlsx') => `/api/producer-desk/catalogue/template?${new URLSearchParams({ format, locale })}`;
  return (
    <div className="container narrow">
      <PageHeader title={t('catalogue.title')} intro={t('catalogue.intro')} />
      <p>
        <Link href="/producer-desk">{t('catalogue.back')}</Link>
      </p>
      <p>{t('catalogue.producer', { name: producer.name })}</p>
      <section aria-labelledby="catalogue-template">
        <h2 id="catalogue-template">{t('catalogue.template.heading')}</h2>
        <ul>
          <li>
            <a href={template('csv')} download>
              {t('catalogue.template.csv')}
            </a>
          </li>
          <li>
            <a href={template('xlsx')} download>
              {t('catalogue.template.xlsx')}
            </a>
          </li>
        </ul>
      </section>
      <NextIntlClientProvider messages={messages}>
        <CatalogueUpload producer={producer.id} />
      </NextIntlClientProvider>
    </div>
  );
}
