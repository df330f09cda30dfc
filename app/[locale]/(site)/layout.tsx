import type { ReactNode } from 'react';
import { Session } from '@/components/auth/Session';
import { Footer } from '@/components/layout/Footer';
import { SiteHeader } from '@/app/[locale]/_frame/SiteHeader';
import { Tray } from '@/features/picks/Picks';
import { localeFrom } from '@/lib/i18n/locale';

/** The default layout: the site's header and footer around every page but the producers'. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeFrom(params);
  return (
    <Session>
      {(user) => (
        <>
          <SiteHeader locale={locale} user={user} />
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
