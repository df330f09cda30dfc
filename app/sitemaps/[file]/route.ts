import { parseSitemapFileName, sitemapFileUrls } from '@/lib/seo/sitemap';
import { urlSetXml, xmlResponse } from '@/lib/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

/** One file of the sitemap index, read from its own slice of the cms (lib/seo/sitemap.ts). */
export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  const file = parseSitemapFileName((await params).file);
  const urls = file && (await sitemapFileUrls(file));
  if (!urls) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return xmlResponse(urlSetXml(urls));
}
