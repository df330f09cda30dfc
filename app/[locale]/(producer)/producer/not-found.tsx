import { getLocale } from 'next-intl/server';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { logout } from '@/features/auth/server';
import { UserMenu } from '@/features/auth/UserMenu';
import { HeaderSearch } from '@/features/search/HeaderSearch';
import { getPathname } from '@/i18n/navigation';
import { NotFoundScreen } from '@/components/NotFoundScreen';

// Reached when a producer's layout says "not found" (an unknown producer): the site's own
// header and footer frame the message, since there is no producer to brand the page. It lives
// here rather than beside the locale's layout because every page below a boundary carries
// that boundary's page in its payload: here, only producer pages carry this second header.
export default async function LocaleNotFound() {
  const locale = await getLocale();
  return (
    <>
      <Header
        locale={locale}
        search={<HeaderSearch action={getPathname({ href: '/search', locale })} />}
        account={<UserMenu user={null} locale={locale} signOut={logout.bind(null, locale)} />}
      />
      <main id="main" className="main">
        <NotFoundScreen />
      </main>
      <Footer locale={locale} />
    </>
  );
}
