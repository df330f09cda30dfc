import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';

/**
 * A locale that did not come from the route (an action's argument, a query, the request's
 * locale) when the site has it, else the default: a wrong value still gets an answer, in Swedish.
 */
export function localeOrDefault(candidate: unknown): Locale {
  return hasLocale(routing.locales, candidate) ? candidate : routing.defaultLocale;
}
