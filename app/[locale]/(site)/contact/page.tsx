import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/features/contact/ContactForm';
import { Link } from '@/i18n/navigation';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { getGlobal } from '@/lib/strapi';
import { sendContactMessage } from '@/features/contact/server';
import styles from './contact.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return pageMetadata({ locale, path: '/contact', title: t('title'), description: t('intro') });
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const [t, tFooter, global] = await Promise.all([getTranslations('Contact'), getTranslations('Footer'), getGlobal(locale)]);
  const { contact } = global;

  return (
    <div className="container contact-page">
      <header className="page__header">
        <h1>{t('title')}</h1>
        <p className="lead">{t('intro')}</p>
      </header>
      <div className={styles.grid}>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t('formHeading')}</h2>
          <ContactForm
            action={sendContactMessage.bind(null, locale)}
            labels={{
              name: t('name'),
              email: t('email'),
              message: t('message'),
              website: t('website'),
              consent: t('consent'),
              required: t('required'),
              submit: t('submit'),
              pending: t('pending'),
            }}
            privacyLink={<Link href="/integrity">{t('privacyLink')}</Link>}
          />
        </section>
        <section aria-labelledby="contact-details-heading" className={styles.details}>
          <h2 id="contact-details-heading">{t('details')}</h2>
          <address>
            <p className="pre-line">{contact.address}</p>
            {contact.phone && (
              <p>
                {tFooter('phone')}: <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
              </p>
            )}
            {contact.email && (
              <p>
                {tFooter('email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            )}
          </address>
        </section>
      </div>
    </div>
  );
}
