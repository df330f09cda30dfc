import { describe, expect, it, vi } from 'vitest';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { parseSitemapFileName, sitemapFileName, sitemapFiles, sitemapFileUrls, sitemapFileXml, type SitemapFile } from './sitemap';
import { sitemapIndexXml, urlSetXml, xmlResponse } from './sitemap-xml';

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));
/** Next's data cache stood in for: what was kept, by key, with its tags. */
const kept = vi.hoisted(() => new Map<string, { value: unknown; tags: string[] | undefined }>());
vi.mock('next/cache', () => ({
  unstable_cache: (write: () => Promise<unknown>, keyParts: string[], options: { tags?: string[] }) => async () => {
    const key = keyParts.join('|');
    if (!kept.has(key)) kept.set(key, { value: await write(), tags: options.tags });
    return kept.get(key)!.value;
  },
}));

const counts = (products: number, en = products) => ({
  data: { products: { sv: products, en }, surfaces: { sv: 0, en: 0 }, producers: { sv: 1, en: 1 }, pages: { sv: 0, en: 0 } },
});
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('sitemap files', () => {
  it('are as many per type and language as the limit needs, named for what they hold', () => {
    const files = sitemapFiles(
      [
        { type: 'products', locale: 'sv', count: 5 },
        { type: 'products', locale: 'en', count: 4 },
        { type: 'pages', locale: 'sv', count: 0 },
      ],
      2,
    );
    expect(files.map(sitemapFileName)).toEqual([
      'site.xml',
      'products-sv-1.xml',
      'products-sv-2.xml',
      'products-sv-3.xml',
      'products-en-1.xml',
      'products-en-2.xml',
    ]);
    for (const file of files) expect(parseSitemapFileName(sitemapFileName(file))).toEqual(file);
  });

  it.each(['products-sv-0.xml', 'products-de-1.xml', 'users-sv-1.xml', 'products-sv-1', 'products-sv-01.xml', '../site.xml', 'site.xml.gz'])(
    '%s is no file',
    (name) => {
      expect(parseSitemapFileName(name)).toBeNull();
    },
  );
});

describe('a sitemap file', () => {
  const fetchMock = cmsFetchMock();

  it('reads only its own slice, in questions of at most 5,000 rows, tagged with its type only', async () => {
    fetchMock.mockImplementation(async (url) => {
      const { pathname, searchParams } = new URL(url);
      if (pathname === '/api/sitemap') return json(counts(30_000));
      const start = Number(searchParams.get('start'));
      const rows = Array.from({ length: Number(searchParams.get('limit')) }, (_, i) => ({
        documentId: `doc${start + i}`,
        updatedAt: '2026-11-25T12:00:00.000Z',
        localizations: [{ locale: 'en' }],
      }));
      return json({ data: rows });
    });
    const file: SitemapFile = { type: 'products', locale: 'sv', page: 3 };
    const urls = await sitemapFileUrls(file, 12_000);
    expect(urls).toHaveLength(6000);
    expect(urls![0]).toEqual({
      loc: 'http://site.test/products/doc24000',
      lastModified: '2026-11-25T12:00:00.000Z',
      alternates: [
        { hreflang: 'sv', href: 'http://site.test/products/doc24000' },
        { hreflang: 'en', href: 'http://site.test/en/products/doc24000' },
      ],
    });
    const slices = fetchMock.mock.calls
      .map(([url, init]) => ({ url: new URL(url), tags: init?.next?.tags }))
      .filter(({ url }) => url.pathname !== '/api/sitemap');
    expect(slices.map(({ url }) => [url.searchParams.get('start'), url.searchParams.get('limit')])).toEqual([
      ['24000', '5000'],
      ['29000', '1000'],
    ]);
    for (const { url, tags } of slices) {
      expect(url.pathname).toBe('/api/sitemap/products');
      expect(url.searchParams.get('locale')).toBe('sv');
      expect(tags).toEqual(['strapi:product']);
    }
  });

  it('past the last one is none, without asking for rows', async () => {
    fetchMock.mockResolvedValue(json(counts(20)));
    expect(await sitemapFileUrls({ type: 'products', locale: 'sv', page: 3 }, 10)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("links a page's languages by their own slugs, and only the languages it has", async () => {
    fetchMock.mockImplementation(async (url) =>
      new URL(url).pathname === '/api/sitemap'
        ? json({ data: { products: {}, surfaces: {}, producers: {}, pages: { sv: 2 } } })
        : json({
            data: [
              { documentId: 'a', slug: 'om-oss', updatedAt: '2026-01-01T00:00:00.000Z', localizations: [{ locale: 'en', slug: 'about-us' }] },
              { documentId: 'b', slug: 'bara-svenska', updatedAt: '2026-01-02T00:00:00.000Z', localizations: [] },
            ],
          }),
    );
    const urls = await sitemapFileUrls({ type: 'pages', locale: 'sv', page: 1 });
    expect(urls!.map((u) => [u.loc, u.alternates.map((a) => `${a.hreflang} ${a.href}`)])).toEqual([
      ['http://site.test/om-oss', ['sv http://site.test/om-oss', 'en http://site.test/en/about-us']],
      ['http://site.test/bara-svenska', ['sv http://site.test/bara-svenska']],
    ]);
  });
});

describe("a sitemap file's XML", () => {
  const fetchMock = cmsFetchMock();
  const rows = (url: string) => {
    const { searchParams } = new URL(url);
    const start = Number(searchParams.get('start'));
    return json({
      data: Array.from({ length: Number(searchParams.get('limit')) }, (_, i) => ({
        documentId: `doc${start + i}`,
        updatedAt: '2026-11-25T12:00:00.000Z',
        localizations: [],
      })),
    });
  };

  it("is written once and kept under its type's tag; the next request asks for no rows", async () => {
    kept.clear();
    fetchMock.mockImplementation(async (url) => (new URL(url).pathname === '/api/sitemap' ? json(counts(30)) : rows(url)));
    const file: SitemapFile = { type: 'products', locale: 'en', page: 2 };
    const first = await sitemapFileXml(file, 20);
    expect(first).toBe(urlSetXml((await sitemapFileUrls(file, 20))!));
    expect(first).toContain('<loc>http://site.test/en/products/doc20</loc>');
    expect([...kept.values()].map(({ tags }) => tags)).toEqual([['strapi:product']]);
    fetchMock.mockClear();
    expect(await sitemapFileXml(file, 20)).toBe(first);
    expect(fetchMock.mock.calls.map(([url]) => new URL(url).pathname).filter((path) => path !== '/api/sitemap')).toEqual([]);
  });

  it('past the last file is none, and nothing is kept for a made-up name', async () => {
    kept.clear();
    fetchMock.mockResolvedValue(json(counts(20)));
    for (const page of [3, 4, 9_999_999]) expect(await sitemapFileXml({ type: 'products', locale: 'sv', page }, 10)).toBeNull();
    expect(kept.size).toBe(0);
  });

  it('is answered for the edge to keep a moment, like a public page', () => {
    const response = xmlResponse('<urlset/>');
    expect([response.headers.get('x-edge-cache'), response.headers.get('cache-control')]).toEqual(['public', 'public, max-age=0, s-maxage=1']);
  });
});

describe('sitemap XML', () => {
  it('escapes what XML must not carry bare', () => {
    const xml = urlSetXml([{ loc: 'http://site.test/a&b', alternates: [{ hreflang: 'sv', href: 'http://site.test/"<x>' }] }]);
    expect(xml).toContain('<loc>http://site.test/a&amp;b</loc>');
    expect(xml).toContain('href="http://site.test/&quot;&lt;x&gt;"');
    expect(sitemapIndexXml(['http://site.test/sitemaps/site.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap>\n<loc>http://site.test/sitemaps/site.xml</loc>\n</sitemap>\n</sitemapindex>\n',
    );
  });

  it('keeps a full file of the longest addresses we make well under 50 MB', () => {
    const id = 'x'.repeat(24);
    const url = (locale: string) => `https://www.ytbanken.example/${locale}/producer/${'a'.repeat(120)}/surfaces/${id}`;
    const entry = { loc: url('en'), lastModified: '2026-11-25T12:00:00.000Z', alternates: ['sv', 'en'].map((l) => ({ hreflang: l, href: url(l) })) };
    const bytes = Buffer.byteLength(urlSetXml(Array.from({ length: 50_000 }, () => entry)));
    expect(bytes).toBeLessThan(50 * 1024 * 1024);
  });
});
