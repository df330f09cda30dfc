import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { currentUser } from '@/lib/auth/session';
import { ACCESS_COOKIE } from '@/lib/auth/tokens';
import { localeFrom } from '@/lib/i18n/locale';

/** The default layout: the site's header and footer around every page but the producers'. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeFrom(params);
  let user = null;
  let stale = false;
  try {
    user = await currentUser();
    // The cookie holds a session the cms refused (expired, revoked, user removed).
    stale = !user && (await cookies()).has(ACCESS_COOKIE);
  } catch {
    // A cms that is down must not take the frame with it, nor sign anybody out.
  }
  return (
    <AuthProvider user={user} stale={stale}>
      <Header locale={locale} user={user} />
      <main id="main" className="main">
        {children}
      </main>
      <Footer locale={locale} />
    </AuthProvider>
  );
}
