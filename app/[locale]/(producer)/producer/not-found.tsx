import { getLocale } from 'next-intl/server';
import { Footer } from '@/components/layout/Footer';
import { SiteHeader } from '@/app/[locale]/_frame/SiteHeader';
import { NotFoundScreen } from '@/components/NotFoundScreen';

// Reached when a producer's layout says "not found" (an unknown producer): the site's own
// header and footer frame the message, since there is no producer to brand the page. It lives
// here rather than beside the locale's layout because every page below a boundary carries
// that boundary's page in its payload: here, only producer pages carry this second header.
export default async function LocaleNotFound() {
  const locale = await getLocale();
  return (
    <>
      <SiteHeader locale={locale} user={null} />
      <main id="main" className="main">
        <NotFoundScreen />
      </main>
      <Footer locale={locale} />
    </>
  );
}
