import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getGlobal } from '@/lib/strapi';
import { LocaleSwitcher } from './LocaleSwitcher';

/** The site's header; `account` is what the layout puts in its account corner (sign in, or the user's menu). */
export async function Header({ locale, account }: { locale: Locale; account: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  // The header stays usable while the cms is down: the page below shows the error.
  const global = await getGlobal(locale).catch(() => null);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="brand" aria-label={t('home')}>
          <span className="brand__mark" aria-hidden="true" />
          {global?.siteName ?? 'Ytbanken'}
        </Link>
        {global && global.navigation.length > 0 && (
          <nav aria-label={t('mainNavigation')} className="site-nav">
            <ul>
              {global.navigation.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="site-header__tools">
          <Link href="/search" className="icon-link" aria-label={t('search')} title={t('search')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Link>
          {account}
          <LocaleSwitcher locale={locale} />
        </div>
      </div>
    </header>
  );
}
