import { describe, expect, inject, it } from 'vitest';
import { cms } from './api';
import { signedInUser } from './accounts';

const locales = ['sv', 'en'] as const;
const TYPES = ['products', 'surfaces', 'producers', 'pages'] as const;
const asSite = { token: inject('cmsToken') };

interface Row {
  documentId: string;
  slug?: string;
  updatedAt: string;
  localizations: { locale: string; slug?: string }[];
}

/** The same documents as the REST API lists to the site, with the fields the sitemap needs. */
async function restList(type: string, locale: string) {
  const { body } = await cms(`/${type}?locale=${locale}&fields[0]=updatedAt&pagination[pageSize]=100&sort=id:asc`, asSite);
  return body.data as { documentId: string; updatedAt: string }[];
}

describe('the sitemap API', () => {
  it('is for the site alone: the public and signed-in users are refused', async () => {
    const user = await signedInUser();
    for (const token of [undefined, user.jwt]) {
      for (const path of ['/sitemap', '/sitemap/products?locale=sv&limit=10']) {
        expect((await cms(path, { token })).status, path).toBe(403);
      }
    }
  });

  it('counts the published documents of every type in every language, as the REST API lists them', async () => {
    const { status, body } = await cms('/sitemap', asSite);
    expect(status).toBe(200);
    const counts = body.data as Record<string, Record<string, number>>;
    for (const type of TYPES) {
      for (const locale of locales) {
        const listed = await restList(type, locale);
        expect(listed.length, `${type} ${locale}`).toBeGreaterThan(0);
        expect(counts[type]![locale], `${type} ${locale}`).toBe(listed.length);
      }
    }
  });

  it('answers a type in slices, in id order, each document once, with only its address fields and its other languages', async () => {
    for (const type of TYPES) {
      for (const locale of locales) {
        const expected = await restList(type, locale);
        const rows: Row[] = [];
        for (let start = 0; start < expected.length + 5; start += 5) {
          const { status, body } = await cms(`/sitemap/${type}?locale=${locale}&start=${start}&limit=5`, asSite);
          expect(status).toBe(200);
          rows.push(...(body.data as Row[]));
        }
        expect(rows.map((r) => r.documentId)).toEqual(expected.map((e) => e.documentId));
        expect(rows.map((r) => r.updatedAt)).toEqual(expected.map((e) => e.updatedAt));
        const other = locale === 'sv' ? 'en' : 'sv';
        for (const row of rows) {
          const keys =
            type === 'producers' || type === 'pages' ? ['documentId', 'localizations', 'slug', 'updatedAt'] : ['documentId', 'localizations', 'updatedAt'];
          expect(Object.keys(row).sort()).toEqual(keys);
          // The demo content has every document in both languages.
          expect(row.localizations.map((l) => l.locale)).toEqual([other]);
        }
      }
    }
  });

  it("gives a page's other language with that language's slug", async () => {
    const { body } = await cms('/sitemap/pages?locale=sv&limit=100', asSite);
    const en = (await cms('/pages?locale=en&fields[0]=slug&pagination[pageSize]=100', asSite)).body.data as { documentId: string; slug: string }[];
    for (const row of body.data as Row[]) {
      expect(row.localizations).toEqual([{ locale: 'en', slug: en.find((p) => p.documentId === row.documentId)!.slug }]);
    }
  });

  it('refuses an unknown type, a missing language and limits out of range', async () => {
    expect((await cms('/sitemap/users?locale=sv&limit=5', asSite)).status).toBe(404);
    for (const query of ['limit=5', 'locale=sv', 'locale=sv&limit=0', 'locale=sv&limit=5001', 'locale=sv&limit=5&start=-1', 'locale=sv&limit=5&start=x']) {
      expect((await cms(`/sitemap/products?${query}`, asSite)).status, query).toBe(400);
    }
  });
});
