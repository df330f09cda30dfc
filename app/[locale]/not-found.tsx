import { getLocale } from 'next-intl/server';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { NotFoundScreen } from '@/components/NotFoundScreen';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';

// Reached when a layout below says "not found" (an unknown producer): the site's own
// header and footer frame the message, since there is no producer to brand the page.
export default async function LocaleNotFound() {
  const requested = await getLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return (
    <>
      <Header locale={locale} />
      <main id="main" className="main">
        <NotFoundScreen />
      </main>
      <Footer locale={locale} />
    </>
  );
}
