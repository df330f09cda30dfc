import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/i18n/routing';
import type { SearchParamsRecord } from '@/lib/http/query';
import { isSafePath } from '@/lib/i18n/switch-target';

/**
 * Where to go after signing in: only a path on this site that begins with a single "/",
 * checked once decoded too; anything else (other hosts, schemes, tricks) goes home.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !isSafePath(value)) return '/';
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  return isSafePath(decoded) && !/^\/[a-z][a-z0-9+.-]*:/i.test(decoded) ? value : '/';
}

/**
 * The sign-in's way back, for the navigation helpers: the safe returnTo without a locale
 * prefix, and the locale to put in front of it. The site's own links send locale-less paths
 * (the sign-in page's language is theirs); a returnTo copied from the address bar names its
 * language (/en/my-materials), which decides, and is not put in front twice. The path is
 * checked again without its prefix: "/sv//evil.example" would otherwise lead to another site.
 */
export function returnDestination(value: unknown, locale: Locale): { href: string; locale: Locale } {
  const path = safeReturnTo(value);
  const prefix = /^\/([^/?#]+)(?=$|[/?#])/.exec(path)?.[1];
  if (!hasLocale(routing.locales, prefix)) return { href: path, locale };
  const rest = path.slice(prefix.length + 1);
  return { href: safeReturnTo(rest.startsWith('/') ? rest : `/${rest}`), locale: prefix };
}

/** A page's path with its query, as a returnTo: the visitor comes back to the same address. */
export function withQuery(pathname: string, searchParams: SearchParamsRecord = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one);
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}
