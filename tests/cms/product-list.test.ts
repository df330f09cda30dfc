import qs from 'qs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInUser } from './accounts';
import { cms } from './api';
import { generateCatalogue } from './script';

const asSite = { token: inject('cmsToken') };

interface Card {
  documentId: string;
  name: string;
  slug: string;
  summary: string | null;
  category: string;
  images?: { url: string; alternativeText: string | null; width: number | null; height: number | null }[];
  producer?: { name: string; slug: string } | null;
  surfaces?: { hex: string | null }[];
}
interface Choice {
  locale: 'sv' | 'en';
  category?: string;
  producer?: string;
  colour?: string;
  sort?: 'name' | 'newest';
  page?: number;
}

/** What a card shows, comparable between the two APIs. */
const shown = (cards: Card[]) =>
  cards.map((c) => ({
    documentId: c.documentId,
    name: c.name,
    slug: c.slug,
    summary: c.summary ?? null,
    category: c.category,
    images: (c.images ?? []).map(({ url, alternativeText, width, height }) => ({ url, alternativeText, width, height })),
    producer: c.producer ? { name: c.producer.name, slug: c.producer.slug } : null,
    hexes: (c.surfaces ?? []).map((s) => s.hex),
  }));

/** The same page through Strapi's own REST list, with the filters the site used to send. */
async function restPage({ locale, category, producer, colour, sort = 'name', page = 1 }: Choice) {
  const query = {
    locale,
    filters: {
      ...(category && { category: { $eq: category } }),
      ...(producer && { producer: { slug: { $eq: producer } } }),
      ...(colour && { surfaces: { colourFamily: { $eq: colour } } }),
    },
    sort: sort === 'newest' ? ['createdAt:desc', 'name:asc'] : ['name:asc'],
    pagination: { page, pageSize: 12 },
    fields: ['name', 'slug', 'summary', 'category'],
    populate: { images: true, producer: { fields: ['name', 'slug'] }, surfaces: { fields: ['hex'] } },
  };
  const { status, body } = await cms(`/products?${qs.stringify(query, { encodeValuesOnly: true })}`, asSite);
  expect(status).toBe(200);
  return { cards: shown(body.data as Card[]), pagination: body.meta!.pagination };
}

describe('the product list API (cms/src/api/product-list)', () => {
  let sample: { producer: string; colours: string[]; categories: string[] };

  beforeAll(async () => {
    // A small generated catalogue beside the demo: producers with several products, colours spread.
    generateCatalogue('--surfaces', '1500', '--producers', '30', '--products', '300', '--seed', 'product-list');
    const producers = (await cms('/producers?locale=sv&fields[0]=slug&pagination[pageSize]=100&sort=name:asc', asSite)).body.data as { slug: string }[];
    sample = {
      producer: producers.find((p) => p.slug.startsWith('gen-'))?.slug ?? producers[0]!.slug,
      colours: ['grey', 'blue', 'green', 'beige'],
      categories: ['tiles', 'flooring', 'paints'],
    };
  }, 300_000);

  afterAll(() => generateCatalogue('--remove'));

  it('is for the site alone: the public and signed-in users are refused', async () => {
    const user = await signedInUser();
    for (const token of [undefined, user.jwt]) expect((await cms('/product-list?locale=sv', { token })).status).toBe(403);
  });

  it('gives the same pages, cards and totals as the REST list, for every kind of filter and both orders, in both languages', async () => {
    const choices: Choice[] = [];
    for (const locale of ['sv', 'en'] as const) {
      choices.push({ locale }, { locale, page: 7 }, { locale, sort: 'newest', page: 2 });
      for (const category of sample.categories) choices.push({ locale, category }, { locale, category, page: 3 });
      for (const colour of sample.colours) choices.push({ locale, colour }, { locale, colour, sort: 'newest', page: 2 });
      choices.push(
        { locale, producer: sample.producer },
        { locale, producer: sample.producer, colour: 'grey', sort: 'newest' },
        { locale, category: 'tiles', colour: 'blue', page: 2 },
        { locale, category: 'paints', producer: sample.producer, colour: 'white' },
        { locale, producer: 'no-such-producer' },
        { locale, page: 10_000 },
      );
    }
    let nonEmpty = 0;
    for (const choice of choices) {
      const expected = await restPage(choice);
      const { status, body } = await cms(`/product-list?${qs.stringify({ ...choice, pageSize: 12 })}`, asSite);
      expect(status, JSON.stringify(choice)).toBe(200);
      expect(shown(body.data as Card[]), JSON.stringify(choice)).toEqual(expected.cards);
      expect(body.meta!.pagination, JSON.stringify(choice)).toEqual(expected.pagination);
      if (expected.cards.length > 0) nonEmpty++;
    }
    // The comparison is worth something only where there was something to compare.
    expect(nonEmpty).toBeGreaterThan(choices.length * 0.7);
  });

  it('refuses what is not a choice with a 400, and names the parameter', async () => {
    for (const [query, name] of [
      ['category=stone', 'category'],
      ['colour=teal', 'colour'],
      ['producer=Not%20A%20Slug', 'producer'],
      ['sort=price', 'sort'],
      ['page=0', 'page'],
      ['pageSize=101', 'pageSize'],
      ['page=1&page=2', 'page'],
    ] as const) {
      const { status, body } = await cms(`/product-list?locale=sv&${query}`, asSite);
      expect(status, query).toBe(400);
      expect(body.error?.message, query).toContain(name);
    }
    expect((await cms('/product-list', asSite)).status).toBe(400);
  });
});
