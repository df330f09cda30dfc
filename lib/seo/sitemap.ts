import 'server-only';
import { gunzipSync, gzipSync } from 'node:zlib';
import { unstable_cache } from 'next/cache';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { sitePaths } from '@/lib/catalogue/paths';
import { env } from '@/lib/env';
import {
  getSitemapCounts,
  getSitemapSlice,
  SITEMAP_LIFETIME_SECONDS,
  SITEMAP_SLICE,
  SITEMAP_TYPE_TAG,
  SITEMAP_TYPES,
  type SitemapCount,
  type SitemapRow,
  type SitemapType,
} from '@/lib/strapi/sitemap';
import { urlSetXml, type SitemapUrl } from './sitemap-xml';

/**
 * The sitemap is an index (/sitemap.xml) over files (/sitemaps/{name}.xml) of at most
 * SITEMAP_MAX_URLS addresses each: the site's own pages in one file, then each content type in
 * each language in as many files as its count needs, in the cms's id order. A file is named by
 * what it holds, so it can read exactly its own slice: `products-en-3.xml` is the third
 * SITEMAP_MAX_URLS published English products (docs/decisions/024-sitemap-index-from-slices.md).
 */
export type SitemapFile = { type: 'site' } | { type: SitemapType; locale: Locale; page: number };

/** The site's own pages, not in the cms; a cms page's address is its slug. */
const SITE_PATHS = ['/', '/products', '/contact'];

const FILE_NAME = new RegExp(`^(${SITEMAP_TYPES.join('|')})-(${routing.locales.join('|')})-([1-9][0-9]{0,6})\\.xml$`);

const isType = (value: string | undefined): value is SitemapType => (SITEMAP_TYPES as readonly (string | undefined)[]).includes(value);
const isLocale = (value: string | undefined): value is Locale => (routing.locales as readonly (string | undefined)[]).includes(value);

export function sitemapFileName(file: SitemapFile): string {
  return file.type === 'site' ? 'site.xml' : `${file.type}-${file.locale}-${file.page}.xml`;
}

/** The file a name stands for, or null for a name no file could have. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  if (name === 'site.xml') return { type: 'site' };
  const [, type, locale, page] = FILE_NAME.exec(name) ?? [];
  return isType(type) && isLocale(locale) ? { type, locale, page: Number(page) } : null;
}

/** Every file of the index: as many per type and language as its published documents fill. */
export function sitemapFiles(counts: readonly SitemapCount[], perFile: number): SitemapFile[] {
  return [
    { type: 'site' },
    ...counts.flatMap(({ type, locale, count }) => Array.from({ length: Math.ceil(count / perFile) }, (_, i) => ({ type, locale, page: i + 1 }))),
  ];
}

/** The index's files, from the cms's counts (one small cached question). */
export async function currentSitemapFiles(): Promise<SitemapFile[]> {
  return sitemapFiles(await getSitemapCounts(), env().SITEMAP_MAX_URLS);
}

/** Where a document is, in one language: null when it has no address there (no slug). */
const PATHS: Record<SitemapType, (row: { documentId: string; slug: string | null }) => string | null> = {
  products: (row) => sitePaths.product(row.documentId),
  surfaces: (row) => sitePaths.surface(row.documentId),
  producers: (row) => (row.slug ? `/producer/${row.slug}` : null),
  pages: (row) => (row.slug ? `/${row.slug}` : null),
};

const absolute = (path: string, locale: Locale) => new URL(getPathname({ href: path, locale }), env().SITE_URL).toString();

/** An address with every language's version of it, in the site's order of languages. */
function withAlternates(locale: Locale, versions: Partial<Record<Locale, string>>, lastModified?: string): SitemapUrl {
  const alternates = routing.locales.flatMap((l) => {
    const path = versions[l];
    return path ? [{ hreflang: l, href: absolute(path, l) }] : [];
  });
  return { loc: absolute(versions[locale]!, locale), lastModified, alternates };
}

function documentUrl(type: SitemapType, locale: Locale, row: SitemapRow): SitemapUrl | null {
  const path = PATHS[type](row);
  if (!path) return null;
  const versions: Partial<Record<Locale, string>> = { [locale]: path };
  for (const other of row.localizations) {
    const otherPath = PATHS[type]({ documentId: row.documentId, slug: other.slug });
    if (otherPath) versions[other.locale] = otherPath;
  }
  return withAlternates(locale, versions, row.updatedAt);
}

/**
 * A file's addresses, or null when there is no such file (a page past its type's count).
 * Reads only the file's own slice of its type, in questions of SITEMAP_SLICE rows.
 */
export async function sitemapFileUrls(file: SitemapFile, perFile = env().SITEMAP_MAX_URLS): Promise<SitemapUrl[] | null> {
  if (file.type === 'site') {
    return routing.locales.flatMap((locale) => SITE_PATHS.map((path) => withAlternates(locale, Object.fromEntries(routing.locales.map((l) => [l, path])))));
  }
  const { type, locale, page } = file;
  const count = (await getSitemapCounts()).find((c) => c.type === type && c.locale === locale)?.count ?? 0;
  const start = (page - 1) * perFile;
  if (start >= count) return null;
  const end = Math.min(start + perFile, count);
  const slices: Promise<SitemapRow[]>[] = [];
  for (let from = start; from < end; from += SITEMAP_SLICE) slices.push(getSitemapSlice(type, locale, from, Math.min(SITEMAP_SLICE, end - from)));
  return (await Promise.all(slices)).flatMap((rows) => rows.flatMap((row) => documentUrl(type, locale, row) ?? []));
}

/** Whether the index has this file: a name past its type's count is no file. */
async function isCurrentFile(file: SitemapFile, perFile: number): Promise<boolean> {
  if (file.type === 'site') return true;
  const count = (await getSitemapCounts()).find((c) => c.type === file.type && c.locale === file.locale)?.count ?? 0;
  return (file.page - 1) * perFile < count;
}

/**
 * A file's XML, or null when the index has no such file. Kept in the data cache until the
 * webhook expires its type's tag (a day at most, like its slices): writing a full file from
 * its slices costs a site process far more CPU than a page, and crawlers ask in loops.
 * Only files the index has are kept, so a made-up name leaves nothing behind. Kept gzipped:
 * a file of 10,000 addresses is larger than the 2 MB Next.js's file cache keeps of one entry.
 */
export async function sitemapFileXml(file: SitemapFile, perFile = env().SITEMAP_MAX_URLS): Promise<string | null> {
  if (!(await isCurrentFile(file, perFile))) return null;
  const write = async () => {
    const urls = await sitemapFileUrls(file, perFile);
    return urls && gzipSync(urlSetXml(urls)).toString('base64');
  };
  const kept = await unstable_cache(write, ['sitemap-file', sitemapFileName(file), String(perFile)], {
    tags: file.type === 'site' ? [] : [SITEMAP_TYPE_TAG[file.type]],
    revalidate: SITEMAP_LIFETIME_SECONDS,
  })();
  return kept === null ? null : gunzipSync(Buffer.from(kept, 'base64')).toString('utf8');
}
