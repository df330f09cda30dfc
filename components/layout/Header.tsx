import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getGlobal, type NavLink } from '@/lib/strapi';
import { HeaderMenu } from './HeaderMenu';
import { LocaleSwitcher } from './LocaleSwitcher';

const COLOUR_SEARCH = '/colour-search';

/**
 * The editors' navigation with the colour search, a page of the site's own rather than
 * content, after the product list (or first, without one); not twice if editors list it.
 */
function withColourSearch(navigation: NavLink[], label: string): NavLink[] {
  if (navigation.some((item) => item.href === COLOUR_SEARCH)) return navigation;
  const at = navigation.findIndex((item) => item.href === '/products') + 1;
  return [...navigation.slice(0, at), { label, href: COLOUR_SEARCH }, ...navigation.slice(at)];
}

/**
 * The site's header; `search` is the layout's search field, `account` what it puts in its
 * account corner (sign in, or the user's menu). On a phone the navigation and the account
 * corner fold into a menu (HeaderMenu) and the search stays in sight.
 */
export async function Header({ locale, search, account }: { locale: Locale; search: ReactNode; account: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  // The header stays usable while the cms is down: the page below shows the error.
  const global = await getGlobal(locale).catch(() => null);
  const navigation = withColourSearch(global?.navigation ?? [], t('colourSearch'));

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="brand" aria-label={t('home')}>
          <span className="brand__mark" aria-hidden="true" />
          {global?.siteName ?? 'Ytbanken'}
        </Link>
        <HeaderMenu>
          <nav aria-label={t('mainNavigation')} className="site-nav site-menu__more">
            <ul>
              {navigation.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__tools">
            {search}
            <div className="site-header__account site-menu__more">
              {account}
              <LocaleSwitcher locale={locale} />
            </div>
          </div>
        </HeaderMenu>
      </div>
    </header>
  );
}
