import { env } from '@/lib/env';
import { currentSitemapFiles, sitemapFileName } from '@/lib/seo/sitemap';
import { sitemapIndexXml, xmlResponse } from '@/lib/seo/sitemap-xml';

// Read on request from the cms's counts (cached by tag), never at build time, when the cms may be away.
export const dynamic = 'force-dynamic';

/** The sitemap index: one file per slice of SITEMAP_MAX_URLS addresses (lib/seo/sitemap.ts). */
export async function GET() {
  const files = await currentSitemapFiles();
  return xmlResponse(sitemapIndexXml(files.map((file) => new URL(`/sitemaps/${sitemapFileName(file)}`, env().SITE_URL).toString())));
}
