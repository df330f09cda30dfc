import { hasLocale } from 'next-intl';
import { LOCALE_COOKIE, routing, type Locale } from '@/i18n/routing';
import { firstString, parseQuery } from './query';
import { isSiteAddress } from './site-origin';

/**
 * The language to answer a route handler's caller in: an explicit ?locale=, then the page
 * the request came from (the Referer's path: /en… is English), then the locale cookie,
 * then Accept-Language, then Swedish. The page comes before the cookie because the
 * answer is shown on that page.
 */
export function requestLocale(request: Request): Locale {
  const url = new URL(request.url);
  const chosen = firstString(parseQuery(url.search), 'locale');
  if (hasLocale(routing.locales, chosen)) return chosen;
  return (
    refererLocale(request.headers.get('referer'), request) ??
    cookieLocale(request.headers.get('cookie')) ??
    acceptedLocale(request.headers.get('accept-language')) ??
    routing.defaultLocale
  );
}

/** The locale of a page path: English under /en, Swedish everywhere else. */
export function pathLocale(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : routing.defaultLocale;
}

function refererLocale(referer: string | null, request: Request): Locale | undefined {
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    // Another site's paths say nothing about this site's pages.
    return isSiteAddress(from, request) ? pathLocale(from.pathname) : undefined;
  } catch {
    return undefined;
  }
}

function cookieLocale(header: string | null): Locale | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE && hasLocale(routing.locales, value)) return value;
  }
  return undefined;
}

/** The best of the site's languages by the header's quality values; ties keep the header's order. */
export function acceptedLocale(header: string | null): Locale | undefined {
  const ranges = (header ?? '')
    .split(',')
    .slice(0, 50)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((range) => range.language).find((language) => hasLocale(routing.locales, language));
}
