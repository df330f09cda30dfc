import qs from 'qs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInUser } from './accounts';
import { DECLARATION_FIELDS, productCarbon, type Declaration, type Generic } from './climate-figures';
import { cms } from './api';
import { generateCatalogue, script, scriptInBackground } from './script';

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
interface Sample {
  producer: string;
  colours: string[];
  categories: string[];
}
interface Choice {
  locale: 'sv' | 'en';
  category?: string;
  producer?: string;
  colour?: string;
  sort?: 'name' | 'newest' | 'carbon';
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
  // The REST API reads at most 10,000 entries in (decision 039): a page past that is asked as
  // the first page, for the totals, and is as empty as any page past the end.
  const beyond = (page - 1) * 12 >= 10_000;
  const asked = beyond ? { ...query, pagination: { page: 1, pageSize: 12 } } : query;
  const { status, body } = await cms(`/products?${qs.stringify(asked, { encodeValuesOnly: true })}`, asSite);
  expect(status, JSON.stringify(body.error)).toBe(200);
  const pagination = body.meta!.pagination!;
  if (beyond) {
    expect(page).toBeGreaterThan(pagination.pageCount!);
    return { cards: [], pagination: { ...pagination, page } };
  }
  return { cards: shown(body.data as Card[]), pagination };
}

/** A published product as the REST API reads it, with what the facets look at. */
interface FullProduct {
  category: string;
  fireClass: string | null;
  slipResistance: string | null;
  useClass: number | null;
  placement: string | null;
  leadTimeDays: number | null;
  epd: { url: string } | null;
  producer: { slug: string } | null;
  surfaces: { colourFamily: string | null; finish: string | null; lrv: number | null; gloss: number | null }[];
  documentId: string;
  thickness: number | string | null;
  declaration: Declaration | null;
  /** Worked out here: A1–A3 per m² (own EPD, else the category's generic value), and a valid EPD. */
  carbon: number | null;
  validEpd: boolean;
}
type Surface = FullProduct['surfaces'][number];
interface Filters {
  locale: 'sv' | 'en';
  category?: string[];
  producer?: string;
  colour?: string[];
  finish?: string[];
  fire?: string[];
  slip?: string[];
  use?: string[];
  placement?: ('indoor' | 'outdoor')[];
  epd?: boolean;
  maxLead?: number;
  minLrv?: number;
  maxLrv?: number;
  minGloss?: number;
  maxGloss?: number;
  maxCarbon?: number;
  validEpd?: boolean;
}

/** Every published product of a locale, page by page through Strapi's REST API: the slow way. */
async function everyProduct(locale: 'sv' | 'en'): Promise<FullProduct[]> {
  const all: FullProduct[] = [];
  const generics = (await cms('/generic-climate-values?pagination[pageSize]=100', asSite)).body.data as Generic[];
  const today = new Date().toISOString().slice(0, 10);
  for (let page = 1; ; page++) {
    const query = {
      locale,
      fields: ['category', 'fireClass', 'slipResistance', 'useClass', 'placement', 'leadTimeDays', 'thickness'],
      populate: {
        epd: { fields: ['url'] },
        producer: { fields: ['slug'] },
        surfaces: { fields: ['colourFamily', 'finish', 'lrv', 'gloss'] },
        declaration: { fields: DECLARATION_FIELDS },
      },
      pagination: { page, pageSize: 100 },
    };
    const { status, body } = await cms(`/products?${qs.stringify(query, { encodeValuesOnly: true })}`, asSite);
    expect(status).toBe(200);
    for (const product of body.data as FullProduct[]) {
      const epd = product.declaration;
      product.carbon = productCarbon(product, generics);
      product.validEpd = epd !== null && (epd.validUntil === null || epd.validUntil >= today);
      all.push(product);
    }
    if (page >= body.meta!.pagination!.pageCount!) return all;
  }
}

const CARBON_STEPS = ['1', '2', '3', '5', '7', '10', '15', '20', '30', '50'];

const PLACED = { indoor: ['indoor', 'indoor-outdoor'], outdoor: ['outdoor', 'indoor-outdoor'] };
const inList = (list: string[] | undefined, value: string | number | null) => !list?.length || (value !== null && list.includes(String(value)));

/** Whether a product passes the filters, `except` one left out; surface filters need one surface meeting them all. */
function passes(product: FullProduct, f: Filters, except?: keyof Filters, surfaceTest?: (s: Surface) => boolean) {
  const skip = (name: keyof Filters) => name === except;
  if (!skip('category') && !inList(f.category, product.category)) return false;
  if (!skip('fire') && !inList(f.fire, product.fireClass)) return false;
  if (!skip('slip') && !inList(f.slip, product.slipResistance)) return false;
  if (!skip('use') && !inList(f.use, product.useClass)) return false;
  if (!skip('placement') && f.placement?.length && !f.placement.some((p) => PLACED[p].includes(product.placement ?? ''))) return false;
  if (!skip('epd') && f.epd && !product.epd) return false;
  if (!skip('producer') && f.producer && product.producer?.slug !== f.producer) return false;
  if (!skip('maxLead') && f.maxLead !== undefined && !(product.leadTimeDays !== null && product.leadTimeDays <= f.maxLead)) return false;
  if (!skip('maxCarbon') && f.maxCarbon !== undefined && !(product.carbon !== null && product.carbon <= f.maxCarbon)) return false;
  if (!skip('validEpd') && f.validEpd && !product.validEpd) return false;
  const surfaceFilters = (s: Surface) =>
    (skip('colour') || inList(f.colour, s.colourFamily)) &&
    (skip('finish') || inList(f.finish, s.finish)) &&
    (f.minLrv === undefined || (s.lrv !== null && Number(s.lrv) >= f.minLrv)) &&
    (f.maxLrv === undefined || (s.lrv !== null && Number(s.lrv) <= f.maxLrv)) &&
    (f.minGloss === undefined || (s.gloss !== null && Number(s.gloss) >= f.minGloss)) &&
    (f.maxGloss === undefined || (s.gloss !== null && Number(s.gloss) <= f.maxGloss));
  const anySurfaceFilter = ['colour', 'finish', 'minLrv', 'maxLrv', 'minGloss', 'maxGloss'].some((k) => {
    const v = f[k as keyof Filters];
    return k !== except && v !== undefined && (!Array.isArray(v) || v.length > 0);
  });
  if (!anySurfaceFilter && !surfaceTest) return true;
  return product.surfaces.some((s) => surfaceFilters(s) && (surfaceTest?.(s) ?? true));
}

/** The list pages compared with Strapi's REST list, in both languages. */
function listChoices(sample: Sample): Choice[] {
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
  return choices;
}

/** The filter combinations whose facet counts are compared with a count done the slow way. */
const facetCombinations = (sample: Sample, locale: 'sv' | 'en'): Filters[] => [
  { locale },
  { locale, category: ['flooring'] },
  { locale, category: ['tiles', 'flooring'], slip: ['R10', 'R11'] },
  { locale, colour: ['grey', 'white'], finish: ['matt'] },
  { locale, fire: ['Bfl-s1', 'Cfl-s1'], use: ['32', '33'], epd: true },
  { locale, placement: ['outdoor'], maxLead: 20 },
  { locale, placement: ['indoor', 'outdoor'], minLrv: 40, maxLrv: 80 },
  { locale, minGloss: 10, maxGloss: 40, colour: ['brown', 'beige'] },
  { locale, producer: sample.producer, colour: ['grey'] },
  { locale, category: ['paints'], colour: ['blue'], finish: ['gloss'], epd: true, maxLead: 5 },
  { locale, maxCarbon: 10 },
  { locale, validEpd: true },
  { locale, colour: ['grey', 'white', 'beige', 'brown'], maxCarbon: 20 },
  { locale, validEpd: true, maxCarbon: 50 },
  { locale, maxCarbon: 3, placement: ['indoor'] },
];

/** Climate-sorted lists compared with a sort of every product done the slow way. */
const carbonSorted = (sample: Sample, locale: 'sv' | 'en'): Filters[] => [
  { locale },
  { locale, category: ['flooring'], maxCarbon: 15 },
  { locale, producer: sample.producer },
  { locale, colour: ['grey', 'white'], validEpd: true },
];

interface Answer {
  data: Card[];
  meta: { pagination: Record<string, number>; facets?: Record<string, unknown> };
}
type Source = 'http' | 'sql' | 'memory';

describe('the product list API (cms/src/api/product-list)', () => {
  let sample: Sample;
  /** Each query answered in the cms's own process both ways: in SQL and from the catalogue index. */
  const bothWays = new Map<string, { sql: Answer; memory: Answer }>();
  const listQuery = (choice: Choice) => ({ ...choice, pageSize: 12 });
  const facetQuery = (filters: Filters) => ({ ...filters, facets: true });
  const carbonQuery = (filters: Filters) => ({ ...filters, sort: 'carbon', pageSize: 100 });

  /** The same query three ways: over HTTP (as the site asks), and in SQL and from memory. */
  async function answers(query: object): Promise<[Source, Answer][]> {
    const { status, body } = await cms(`/product-list?${qs.stringify(query, { arrayFormat: 'repeat' })}`, asSite);
    expect(status, JSON.stringify(query)).toBe(200);
    const other = bothWays.get(JSON.stringify(query));
    expect(other, JSON.stringify(query)).toBeDefined();
    return [
      ['http', body as unknown as Answer],
      ['sql', other!.sql],
      ['memory', other!.memory],
    ];
  }

  beforeAll(async () => {
    // A small generated catalogue beside the demo: producers with several products, colours spread.
    generateCatalogue('--surfaces', '1500', '--producers', '30', '--products', '300', '--seed', 'product-list');
    const producers = (await cms('/producers?locale=sv&fields[0]=slug&pagination[pageSize]=100&sort=name:asc', asSite)).body.data as { slug: string }[];
    sample = {
      producer: producers.find((p) => p.slug.startsWith('gen-'))?.slug ?? producers[0]!.slug,
      colours: ['grey', 'blue', 'green', 'beige'],
      categories: ['tiles', 'flooring', 'paints'],
    };
    const queries = [
      ...listChoices(sample).map(listQuery),
      ...(['sv', 'en'] as const).flatMap((locale) => facetCombinations(sample, locale).map(facetQuery)),
      ...(['sv', 'en'] as const).flatMap((locale) => carbonSorted(sample, locale).map(carbonQuery)),
    ];
    // The cms's API takes use classes as numbers once parsed.
    const parsed = queries.map((query) => ('use' in query && query.use ? { ...query, use: query.use.map(Number) } : query));
    const both = await scriptInBackground<{ sql: Answer; memory: Answer }[]>('lists', JSON.stringify(parsed));
    queries.forEach((query, i) => bothWays.set(JSON.stringify(query), both[i]!));
  });

  afterAll(() => generateCatalogue('--remove'));

  it('is for the site alone: the public and signed-in users are refused', async () => {
    const user = await signedInUser();
    for (const token of [undefined, user.jwt]) expect((await cms('/product-list?locale=sv', { token })).status).toBe(403);
  });

  it('gives the same pages, cards and totals as the REST list, for every kind of filter and both orders, in both languages, in SQL and from memory', async () => {
    const choices = listChoices(sample);
    let nonEmpty = 0;
    for (const choice of choices) {
      const expected = await restPage(choice);
      for (const [source, body] of await answers(listQuery(choice))) {
        const label = `${source} ${JSON.stringify(choice)}`;
        expect(shown(body.data), label).toEqual(expected.cards);
        expect(body.meta.pagination, label).toEqual(expected.pagination);
      }
      if (expected.cards.length > 0) nonEmpty++;
    }
    // The comparison is worth something only where there was something to compare.
    expect(nonEmpty).toBeGreaterThan(choices.length * 0.7);
  });

  it('counts each facet choice within the other filters exactly as a count over every product read the slow way, in both languages', async () => {
    const schemaValues = {
      category: ['flooring', 'wall-panels', 'tiles', 'laminates', 'paints'],
      colour: ['white', 'grey', 'black', 'beige', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink'],
      finish: ['matt', 'satin', 'gloss', 'structured'],
      slip: ['R9', 'R10', 'R11', 'R12', 'R13'],
      use: ['21', '22', '23', '31', '32', '33', '34', '41', '42', '43'],
    };
    for (const locale of ['sv', 'en'] as const) {
      const products = await everyProduct(locale);
      for (const filters of facetCombinations(sample, locale))
        for (const [source, body] of await answers(facetQuery(filters))) {
          const label = `${source} ${JSON.stringify(filters)}`;
          const facets = body.meta.facets!;
          const count = (except: keyof Filters | undefined, own: (p: FullProduct) => boolean, surfaceTest?: (s: Surface) => boolean) =>
            products.filter((p) => own(p) && passes(p, filters, except, surfaceTest)).length;
          expect(body.meta.pagination.total, label).toBe(count(undefined, () => true));
          // A surface facet's choice: the products with a surface of that value meeting the other filters.
          const surfaceCounts = (facet: 'colour' | 'finish', field: 'colourFamily' | 'finish') =>
            Object.fromEntries(
              schemaValues[facet].map((v) => [
                v,
                count(
                  facet,
                  () => true,
                  (s) => s[field] === v,
                ),
              ]),
            );
          const expected = {
            category: Object.fromEntries(schemaValues.category.map((v) => [v, count('category', (p) => p.category === v)])),
            colour: surfaceCounts('colour', 'colourFamily'),
            finish: surfaceCounts('finish', 'finish'),
            slip: Object.fromEntries(schemaValues.slip.map((v) => [v, count('slip', (p) => p.slipResistance === v)])),
            use: Object.fromEntries(schemaValues.use.map((v) => [v, count('use', (p) => String(p.useClass) === v)])),
            placement: {
              indoor: count('placement', (p) => PLACED.indoor.includes(p.placement ?? '')),
              outdoor: count('placement', (p) => PLACED.outdoor.includes(p.placement ?? '')),
            },
            epd: count('epd', (p) => p.epd !== null),
            validEpd: count('validEpd', (p) => p.validEpd),
            carbon: Object.fromEntries(CARBON_STEPS.map((step) => [step, count('maxCarbon', (p) => p.carbon !== null && p.carbon <= Number(step))])),
          };
          expect(facets, label).toMatchObject(expected);
          const fire = facets.fire as Record<string, number>;
          for (const [value, n] of Object.entries(fire)) expect(n, `${label} fire ${value}`).toBe(count('fire', (p) => p.fireClass === value));
          expect(
            Object.values(fire).reduce((a, b) => a + b, 0),
            label,
          ).toBeGreaterThan(0);
          for (const producer of facets.producer as { slug: string; count: number }[]) {
            expect(producer.count, `${label} ${producer.slug}`).toBe(count('producer', (p) => p.producer?.slug === producer.slug));
          }
        }
      // Worth something only if the catalogue gave the filters something to count.
      expect(products.filter((p) => p.epd).length).toBeGreaterThan(10);
      expect(products.filter((p) => p.fireClass === null).length).toBeGreaterThan(0);
      expect(products.filter((p) => p.validEpd).length).toBeGreaterThan(0);
      expect(products.filter((p) => p.declaration !== null && !p.validEpd).length).toBeGreaterThan(0);
      expect(new Set(products.map((p) => p.carbon)).size).toBeGreaterThan(5);
    }
  });

  it('sorts by A1–A3 per m², lowest first and products without a figure last, the same products as a sort of every product done the slow way', async () => {
    for (const locale of ['sv', 'en'] as const) {
      const products = await everyProduct(locale);
      for (const filters of carbonSorted(sample, locale)) {
        const expected = products.filter((p) => passes(p, filters)).sort((x, y) => (x.carbon ?? Infinity) - (y.carbon ?? Infinity));
        const carbonOf = new Map(products.map((p) => [p.documentId, p.carbon]));
        expect(expected.length, JSON.stringify(filters)).toBeGreaterThan(0);
        for (const [source, body] of await answers(carbonQuery(filters))) {
          const label = `${source} ${JSON.stringify(filters)}`;
          const ids = body.data.map((card) => card.documentId);
          expect(body.meta.pagination.total, label).toBe(expected.length);
          // Ties may come in any order: the figures must, and the products must be those.
          expect(
            ids.map((id) => carbonOf.get(id) ?? null),
            label,
          ).toEqual(expected.slice(0, 100).map((p) => p.carbon));
          expect(new Set(ids).size, label).toBe(ids.length);
          if (expected.length <= 100) expect(new Set(ids), label).toEqual(new Set(expected.map((p) => p.documentId)));
        }
      }
    }
  });

  it('lists an edit made in another process at once, and from memory once the catalogue index has read it', async () => {
    const query = { locale: 'sv', filters: { category: { $eq: 'tiles' }, slug: { $startsWith: 'gen-' } }, fields: ['slug'] };
    const found = await cms(`/products?${qs.stringify({ ...query, populate: { producer: { fields: ['slug'] } }, pagination: { pageSize: 1 } })}`, asSite);
    const product = (found.body.data as { documentId: string; slug: string; producer: { slug: string } }[])[0]!;
    const list = { locale: 'sv', category: 'paints', producer: product.producer.slug, pageSize: 100 };
    const listed = async () => {
      const { status, headers, body } = await cms(`/product-list?${qs.stringify(list)}`, asSite);
      expect(status).toBe(200);
      return { ids: (body.data as Card[]).map((card) => card.documentId), source: /desc="(\w+)"/.exec(headers.get('server-timing') ?? '')?.[1] };
    };
    // The index is read in the background after a first question; once it answers, it must
    // not answer for a catalogue that has changed since.
    await expect.poll(async () => (await listed()).source, { timeout: 60_000 }).toBe('memory');
    expect((await listed()).ids).not.toContain(product.documentId);
    // An editor moves the product to paints (the document service, in a Strapi process of its own).
    script('update', 'api::product.product', JSON.stringify({ slug: product.slug }), 'sv', JSON.stringify({ category: 'paints' }));
    expect((await listed()).ids).toContain(product.documentId);
    await expect.poll(async () => (await listed()).source, { timeout: 60_000 }).toBe('memory');
    expect((await listed()).ids).toContain(product.documentId);
  });

  it('refuses what is not a choice with a 400, and names the parameter', async () => {
    for (const [query, name] of [
      ['category=stone', 'category'],
      ['fire=B-s1,d9', 'fire'],
      ['use=24', 'use'],
      ['placement=roof', 'placement'],
      ['epd=yes', 'epd'],
      ['validEpd=1', 'validEpd'],
      ['maxCarbon=4', 'maxCarbon'],
      ['maxCarbon=-1', 'maxCarbon'],
      ['maxLead=-1', 'maxLead'],
      ['minLrv=101', 'minLrv'],
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
