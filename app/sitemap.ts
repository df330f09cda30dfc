import type { MetadataRoute } from 'next';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { getSitemapEntries } from '@/lib/strapi/sitemap';

// Built on request from the cms (cached by tag), never at build time when the cms may be away.
export const dynamic = 'force-dynamic';

type Entry = { documentId: string; slug?: string | null; updatedAt: string; locale: string };

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().SITE_URL;
  const url = (href: string, locale: Locale) => new URL(getPathname({ href, locale }), site).toString();
  const both = (href: string, lastModified?: string): MetadataRoute.Sitemap =>
    routing.locales.map((locale) => ({
      url: url(href, locale),
      lastModified,
      alternates: { languages: Object.fromEntries(routing.locales.map((l) => [l, url(href, l)])) },
    }));

  const { products, surfaces, producers, pages } = await getSitemapEntries();
  const perLocale = (entries: Entry[], href: (entry: Entry) => string) => {
    // A page's slug differs per language: alternates link its localizations by documentId.
    const byDocument = new Map<string, Entry[]>();
    for (const entry of entries) byDocument.set(entry.documentId, [...(byDocument.get(entry.documentId) ?? []), entry]);
    return entries.map((entry) => ({
      url: url(href(entry), entry.locale as Locale),
      lastModified: entry.updatedAt,
      alternates: {
        languages: Object.fromEntries(byDocument.get(entry.documentId)!.map((e) => [e.locale, url(href(e), e.locale as Locale)])),
      },
    }));
  };

  return [
    ...both('/'),
    ...both('/products'),
    ...both('/contact'),
    ...perLocale(products, (p) => `/products/${p.documentId}`),
    ...perLocale(surfaces, (s) => `/surfaces/${s.documentId}`),
    ...perLocale(producers, (p) => `/producer/${p.slug}`),
    ...perLocale(pages, (p) => `/${p.slug}`),
  ];
}
