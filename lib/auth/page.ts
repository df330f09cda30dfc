import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { SearchParamsRecord } from '@/lib/http/query';
import { pageMetadata } from '@/lib/seo/metadata';
import { withQuery } from './return-to';
import { currentUser, pageToken } from './session';
import { needsRefresh } from './tokens';

/** Account pages: a title in the page's language, and never in a search engine. */
export async function authMetadata(locale: Locale, path: string, key: 'login' | 'register' | 'forgot' | 'reset' | 'account'): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return { ...pageMetadata({ locale, path, title: t(`${key}.title`) }), robots: { index: false, follow: false } };
}

/**
 * The signed-in user for a page that requires one. Anonymous visitors go to the login
 * page with a returnTo that brings them back to the same address (its locale-less path and
 * its query). Each protected page calls this itself: the proxy is a convenience, not the guard.
 */
export async function requireUser(locale: Locale, pathname: string, searchParams?: SearchParamsRecord) {
  const user = await currentUser();
  if (!user) redirect({ href: { pathname: '/login', query: { returnTo: withQuery(pathname, searchParams) } }, locale });
  return user!;
}

/**
 * requireUser, with the page's own reads started beside the session check rather than after
 * it, so a signed-in page waits for the cms once, not twice. `read` gets the user's token; the
 * cms checks it and the ownership of what is read on its own, and nothing read is handed back
 * before the session check has passed (an anonymous visitor is sent to sign in first). A token
 * past its time is not sent ahead: then the reads wait for the check, as requireUser's would.
 */
export async function requireUserWith<T>(
  locale: Locale,
  pathname: string,
  read: (token: string | null) => Promise<T>,
  searchParams?: SearchParamsRecord,
): Promise<{ user: Awaited<ReturnType<typeof requireUser>>; data: T }> {
  const token = await pageToken();
  const early = token && !needsRefresh(token) ? read(token) : null;
  // Handled below; left alone when the visitor is sent to sign in instead.
  early?.catch(() => undefined);
  const user = await requireUser(locale, pathname, searchParams);
  return { user, data: await (early ?? read(token)) };
}
