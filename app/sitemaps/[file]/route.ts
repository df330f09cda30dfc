import { parseSitemapFileName, sitemapFileXml } from '@/lib/seo/sitemap';
import { xmlResponse } from '@/lib/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

/** One file of the sitemap index, written from its own slice of the cms and kept (lib/seo/sitemap.ts). */
export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  const file = parseSitemapFileName((await params).file);
  const xml = file && (await sitemapFileXml(file));
  if (!xml) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return xmlResponse(xml);
}
