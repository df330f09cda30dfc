import { afterAll, describe, expect, it } from 'vitest';
import { siteRead } from './api';
import { script } from './script';
import { data, type Locale } from './seed-data';

const LOCALES = ['sv', 'en'] as const;

/** What the site searches in: the fields, one per line, in Swedish lowercase (NFC). */
const expected = (...fields: string[]) => fields.map((field) => field.toLocaleLowerCase('sv').normalize('NFC')).join('\n');

interface Row {
  documentId: string;
  locale: string;
  status: 'draft' | 'published';
  searchText: string | null;
  [field: string]: unknown;
}

async function list(type: string, locale: Locale, fields: string[]) {
  const query = [...fields, 'searchText'].map((field, i) => `fields[${i}]=${field}`).join('&');
  const { status, body } = await siteRead(`/${type}?locale=${locale}&${query}&pagination[pageSize]=100`);
  expect(status).toBe(200);
  return body.data as Record<string, string | null>[];
}

/** Edits one document in one locale through Strapi's document service and publishes it. */
const update = (uid: string, filters: object, locale: Locale, values: object) =>
  script<Row[]>('update', uid, JSON.stringify(filters), locale, JSON.stringify(values));

describe('searchText of the seeded content', () => {
  it.each(LOCALES)('is the lowercased name and summary of every product (%s)', async (locale) => {
    const products = await list('products', locale, ['slug']);
    expect(products).toHaveLength(data.products.length);
    for (const product of data.products) {
      const row = products.find((p) => p.slug === product.slug[locale]);
      expect(row?.searchText, product.slug[locale]).toBe(expected(product.name[locale], product.summary[locale]));
    }
  });

  it.each(LOCALES)('is the lowercased name, article number and NCS code of every surface (%s)', async (locale) => {
    const surfaces = await list('surfaces', locale, ['articleNumber']);
    expect(surfaces).toHaveLength(data.surfaces.length);
    for (const surface of data.surfaces) {
      const row = surfaces.find((s) => s.articleNumber === surface.articleNumber);
      expect(row?.searchText, surface.articleNumber).toBe(expected(surface.name[locale], surface.articleNumber, surface.ncs));
    }
  });

  it.each(LOCALES)('is the lowercased name of every producer and title of every page (%s)', async (locale) => {
    const producers = await list('producers', locale, ['slug']);
    expect(producers).toHaveLength(data.producers.length);
    for (const producer of data.producers) {
      expect(producers.find((p) => p.slug === producer.slug)?.searchText, producer.slug).toBe(expected(producer.name));
    }
    const pages = await list('pages', locale, ['slug']);
    expect(pages).toHaveLength(data.pages.length);
    for (const page of data.pages) {
      expect(pages.find((p) => p.slug === page.slug[locale])?.searchText, page.slug[locale]).toBe(expected(page.title[locale]));
    }
  });

  it('folds å, ä and ö, which the database cannot', async () => {
    const product = data.products.find((p) => /[ÅÄÖåäö]/.test(p.name.sv))!;
    const [row] = await list('products', 'sv', ['slug']).then((rows) => rows.filter((r) => r.slug === product.slug.sv));
    expect(row?.searchText).toContain(product.name.sv.toLocaleLowerCase('sv'));
    expect(row?.searchText).not.toMatch(/[A-ZÅÄÖ]/);
  });
});

describe('searchText after an edit', () => {
  const product = data.products.find((p) => /[åäö]/.test(p.name.sv))!;
  const surface = data.surfaces[0]!;
  afterAll(() => {
    // Put the seeded values back for the test files that run after this one.
    update('api::product.product', { slug: product.slug.sv }, 'sv', { name: product.name.sv });
    update('api::surface.surface', { articleNumber: surface.articleNumber }, 'sv', { ncs: surface.ncs });
  });

  it("is recomputed when a product's name changes, from the new name and the stored summary", async () => {
    const rows = update('api::product.product', { slug: product.slug.sv }, 'sv', { name: 'Ändrad ÖVERSKRIFT Å' });
    const sv = expected('Ändrad ÖVERSKRIFT Å', product.summary.sv);
    expect(sv).toContain('ändrad överskrift å\n');
    expect(
      rows
        .filter((r) => r.locale === 'sv')
        .map((r) => [r.status, r.searchText])
        .sort(),
    ).toEqual([
      ['draft', sv],
      ['published', sv],
    ]);
    // The other language keeps its own text.
    const en = expected(product.name.en, product.summary.en);
    expect(rows.filter((r) => r.locale === 'en').every((r) => r.searchText === en)).toBe(true);

    const [published] = (await list('products', 'sv', ['slug'])).filter((p) => p.slug === product.slug.sv);
    expect(published?.searchText).toBe(sv);
  });

  it("is recomputed on the other language's rows when a surface's shared NCS code changes", async () => {
    const rows = update('api::surface.surface', { articleNumber: surface.articleNumber }, 'sv', { ncs: 'S 9999-Ä' });
    // i18n copies the NCS code onto the English draft (the update carries no name there),
    // and every row's text is made of its own name and codes.
    expect(rows.find((r) => r.locale === 'en' && r.status === 'draft')?.ncs).toBe('S 9999-Ä');
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const name = surface.name[row.locale as Locale];
      expect(row.searchText, `${row.locale} ${row.status}`).toBe(expected(name, surface.articleNumber, row.ncs as string));
    }
    expect(rows.filter((r) => r.ncs === 'S 9999-Ä').length).toBeGreaterThanOrEqual(3);
  });
});

describe('searchText in the admin', () => {
  it('is read-only in the admin', () => {
    const uids = ['product', 'surface', 'producer', 'page'].map((type) => `api::${type}.${type}`);
    const edits = script<Record<string, { editable?: boolean; description?: string } | null>>('admin-edit', 'searchText', ...uids);
    for (const uid of uids) {
      expect(edits[uid]?.editable, uid).toBe(false);
      expect(edits[uid]?.description, uid).toMatch(/automatically/);
    }
  });
});
