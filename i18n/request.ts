import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    // The catalogue's own time zone, whatever the server's: dates read the same on every
    // instance and in the browser, and next-intl need not build an Intl.DateTimeFormat on
    // every request to find the server's zone.
    timeZone: 'Europe/Stockholm',
  };
});
