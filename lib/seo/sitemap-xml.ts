import { optIntoEdgeCache } from '@/lib/http/edge';
/** One address of a sitemap file, with its language versions (hreflang alternates). */
export interface SitemapUrl {
  loc: string;
  lastModified?: string;
  alternates: { hreflang: string; href: string }[];
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * A sitemap file in sitemaps.org's format with Google's xhtml:link alternates, written as
 * Next.js's own sitemap.ts would write it. Built as one array joined once: a full file is
 * 50,000 addresses.
 */
export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const parts = [HEAD, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'];
  for (const url of urls) {
    parts.push('<url>\n<loc>', escape(url.loc), '</loc>\n');
    for (const { hreflang, href } of url.alternates) {
      parts.push('<xhtml:link rel="alternate" hreflang="', escape(hreflang), '" href="', escape(href), '" />\n');
    }
    if (url.lastModified) parts.push('<lastmod>', escape(url.lastModified), '</lastmod>\n');
    parts.push('</url>\n');
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** A sitemap index: where the sitemap files are. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap>\n<loc>${escape(loc)}</loc>\n</sitemap>\n`);
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/**
 * How a sitemap file or index is answered: the edge may keep it for a moment like a public
 * page (decision 037), so crawlers asking in loops cost about one answer a second.
 */
export function xmlResponse(xml: string): Response {
  const response = new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
  optIntoEdgeCache(response);
  return response;
}
