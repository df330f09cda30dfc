import type { ReactNode } from 'react';
import { Session } from '@/components/auth/Session';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { logout } from '@/features/auth/server';
import { UserMenu } from '@/features/auth/UserMenu';
import { HeaderSearch } from '@/features/search/HeaderSearch';
import { getPathname } from '@/i18n/navigation';
import { Tray } from '@/features/picks/Picks';
import { localeFrom } from '@/lib/i18n/locale';

/** The default layout: the site's header and footer around every page but the producers'. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeFrom(params);
  return (
    <Session>
      {(user) => (
        <>
          <Header
            locale={locale}
            search={<HeaderSearch action={getPathname({ href: '/search', locale })} />}
            account={<UserMenu user={user} locale={locale} signOut={logout.bind(null, locale)} />}
          />
          <main id="main" className="main">
            {children}
          </main>
          <Tray locale={locale} />
          <Footer locale={locale} />
        </>
      )}
    </Session>
  );
}
