import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { SearchParamsRecord } from '@/lib/http/query';
import { pageMetadata } from '@/lib/seo/metadata';
import { withQuery } from './return-to';
import { currentUser } from './session';

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
