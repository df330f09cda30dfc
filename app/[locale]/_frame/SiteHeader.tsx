import { Header } from '@/components/layout/Header';
import { logout } from '@/features/auth/server';
import { UserMenu } from '@/features/auth/UserMenu';
import { HeaderSearch } from '@/features/search/HeaderSearch';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { User } from '@/lib/strapi';

/**
 * The site's header with its search and account corner, the same above the site's pages, a
 * producer's pages and the not-found page, so a visitor can search and sign in from any of them.
 */
export function SiteHeader({ locale, user }: { locale: Locale; user: User | null }) {
  return (
    <Header
      locale={locale}
      search={<HeaderSearch action={getPathname({ href: '/search', locale })} />}
      account={<UserMenu user={user} locale={locale} signOut={logout.bind(null, locale)} />}
    />
  );
}
