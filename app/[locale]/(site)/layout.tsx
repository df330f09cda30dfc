import type { ReactNode } from 'react';
import { Session } from '@/components/auth/Session';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { PicksTray } from '@/features/picks/PicksTray';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { NextIntlClientProvider } from 'next-intl';
import { localeFrom } from '@/lib/i18n/locale';

/** The default layout: the site's header and footer around every page but the producers'. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeFrom(params);
  const trayMessages = await pickMessages(locale, ['PicksTray']);
  return (
    <Session>
      {(user) => (
        <>
          <Header locale={locale} user={user} />
          <main id="main" className="main">
            {children}
          </main>
          <NextIntlClientProvider messages={trayMessages}>
            <PicksTray />
          </NextIntlClientProvider>
          <Footer locale={locale} />
        </>
      )}
    </Session>
  );
}
