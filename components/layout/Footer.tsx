import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getGlobal } from '@/lib/strapi';
import styles from './Footer.module.css';

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const global = await getGlobal(locale).catch(() => null);
  if (!global) return <footer className={styles.footer} />;

  const { contact, footer } = global;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className="brand">{global.siteName}</p>
          <p className="muted">{footer.text}</p>
        </div>
        <nav aria-label={t('links')}>
          <ul>
            {footer.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              {/* vanilla-cookieconsent opens its preferences for any element with this attribute. */}
              <button type="button" className="link-button" data-cc="show-preferencesModal">
                {t('cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <address>
          <p className={styles.heading}>{t('contact')}</p>
          {contact.address && <p className="pre-line">{contact.address}</p>}
          {contact.phone && (
            <p>
              {t('phone')}: <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
            </p>
          )}
          {contact.email && (
            <p>
              {t('email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          )}
        </address>
      </div>
    </footer>
  );
}
