import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { Session } from '@/components/auth/Session';
import { SiteHeader } from '@/app/[locale]/_frame/SiteHeader';
import { Link } from '@/i18n/navigation';
import { countryName } from '@/lib/i18n/country';
import { localeFrom } from '@/lib/i18n/locale';
import { getProducer } from '@/lib/strapi';
import { Tray } from '@/features/picks/Picks';
import styles from './producer.module.css';

/**
 * The producer layout: under the site's header (its search and account stay in reach), the
 * producer's logo, brand colour and menu, and the producer's footer instead of the site's,
 * around the producer's page and its products and surfaces. The producer's band is not a
 * second banner landmark: the site's header is the page's one.
 */
export default async function ProducerLayout({ children, params }: LayoutProps<'/[locale]/producer/[slug]'>) {
  const locale = await localeFrom(params);
  const producer = await getProducer((await params).slug, locale);
  if (!producer) notFound();
  const t = await getTranslations({ locale, namespace: 'ProducerPage' });
  const base = `/producer/${producer.slug}`;
  const brand = { '--brand': producer.brandColor ?? 'var(--accent)' } as CSSProperties;

  return (
    <Session>
      {(user) => (
        <div className={styles.layout} style={brand} data-layout="producer">
          <SiteHeader locale={locale} user={user} />
          <div className={styles.header} data-testid="producer-band">
            <div className={`container ${styles.headerInner}`}>
              <Link href={base} className={styles.brand}>
                {producer.logo && <Image src={producer.logo.url} alt={t('logoAlt', { name: producer.name })} width={48} height={48} className={styles.logo} />}
                <span>{producer.name}</span>
              </Link>
              <nav aria-label={t('navigation')} className={styles.nav}>
                <ul>
                  <li>
                    <Link href={base}>{t('overview')}</Link>
                  </li>
                  <li>
                    <Link href={`${base}#products`}>{t('products')}</Link>
                  </li>
                  {producer.website && (
                    <li>
                      <a href={producer.website} rel="noopener noreferrer">
                        {t('website')}
                      </a>
                    </li>
                  )}
                </ul>
              </nav>
            </div>
          </div>
          <main id="main" className="main">
            {children}
          </main>
          <Tray locale={locale} />
          <footer className={styles.footer}>
            <div className={`container ${styles.footerInner}`}>
              <p>
                {t('presentedBy', { name: producer.name })}
                {producer.country && ` · ${countryName(producer.country, locale)}`}
              </p>
              <Link href="/">{t('backToSite')}</Link>
            </div>
          </footer>
        </div>
      )}
    </Session>
  );
}
