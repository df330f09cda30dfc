import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import qs from 'qs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInUser } from './accounts';
import { cms } from './api';
import { scriptInBackground } from './script';
import { seed as seedData } from '../support/seed-data';

const apiDir = path.resolve(import.meta.dirname, '..', '..', 'cms', 'src', 'api');

/** Every content type of the cms, read from its schema file: a new type is tried here too. */
const types = readdirSync(apiDir).flatMap((name) => {
  const folder = path.join(apiDir, name, 'content-types', name, 'schema.json');
  try {
    const schema = JSON.parse(readFileSync(folder, 'utf8')) as { kind: string; info: { singularName: string; pluralName: string } };
    // A type without routes of its own (written by another type's service) has no path: a 404
    // where the depth guard, which answers first, lets the question through.
    const routed = existsSync(path.join(apiDir, name, 'routes'));
    return [{ name, routed, path: `/${schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName}` }];
  } catch {
    return [];
  }
});

/**
 * For each type, a path of four relations (an API token may follow three in a populate, two in
 * a filter, one to-one in a sort). Types without relations of their own go through the
 * admin's createdBy, a relation every type has.
 */
const deepPath: Record<string, string[]> = {
  surface: ['product', 'producer', 'products', 'surfaces'],
  product: ['producer', 'products', 'surfaces', 'product'],
  producer: ['products', 'surfaces', 'product', 'producer'],
  page: ['localizations', 'localizations', 'localizations', 'localizations'],
  home: ['localizations', 'localizations', 'localizations', 'localizations'],
  global: ['privacyPolicy', 'localizations', 'localizations', 'localizations'],
  material: ['surface', 'product', 'producer', 'products'],
  measurement: ['surface', 'product', 'producer', 'products'],
  project: ['materials', 'surface', 'product', 'surfaces'],
  'share-link': ['project', 'materials', 'surface', 'product'],
  'sample-order': ['user', 'role', 'users', 'role'],
  'consent-record': ['createdBy', 'roles', 'users', 'roles'],
  'contact-message': ['createdBy', 'roles', 'users', 'roles'],
  'order-mail': ['createdBy', 'roles', 'users', 'roles'],
  'account-event': ['createdBy', 'roles', 'users', 'roles'],
  'search-synonym': ['localizations', 'localizations', 'localizations', 'localizations'],
  epd: ['products', 'producer', 'products', 'surfaces'],
  'epd-upload': ['product', 'producer', 'products', 'surfaces'],
  'generic-climate-value': ['createdBy', 'roles', 'users', 'roles'],
  'sample-order-line': ['order', 'user', 'role', 'users'],
  'surface-week-count': ['createdBy', 'roles', 'users', 'roles'],
  'catalogue-job': ['createdBy', 'roles', 'users', 'roles'],
};

function deepQueries(relations: string[]) {
  const populate = relations.reduceRight<Record<string, unknown> | true>(
    (below, relation) => ({ [relation]: below === true ? true : { populate: below } }),
    true,
  );
  const filters = relations.reduceRight<Record<string, unknown>>((below, relation) => ({ [relation]: below }), { createdAt: { $notNull: true } });
  return {
    sort: qs.stringify({ sort: [`${relations.join('.')}.createdAt:asc`] }, { encodeValuesOnly: true }),
    filter: qs.stringify({ filters }, { encodeValuesOnly: true }),
    populate: qs.stringify({ populate }, { encodeValuesOnly: true }),
  };
}

/** A refusal: a 4xx (400 for a question too deep, 403 for a type the caller may not read) and no data. */
function expectRefused(answer: Awaited<ReturnType<typeof cms>>, what: string, statuses = [400, 403]) {
  expect(statuses, `${what}: ${answer.status} ${JSON.stringify(answer.body?.error)}`).toContain(answer.status);
  expect(answer.body?.data ?? null, what).toBeNull();
}

const siteToken = () => ({ token: inject('cmsToken') });

describe('the public role', () => {
  it('reads no content type, list or document, nor the custom catalogue routes', async () => {
    const product = (await cms('/products?locale=sv&fields[0]=name&pagination[pageSize]=1', siteToken())).body.data as { documentId: string }[];
    expect(product.length).toBe(1);
    const id = product[0]!.documentId;
    const readable = ['/products', '/surfaces', '/producers', '/pages', '/home', '/global'];
    const paths = [
      ...types.map((type) => `${type.path}?locale=sv`),
      ...readable.filter((p) => !['/home', '/global'].includes(p)).map((p) => `${p}/${id}?locale=sv`),
      '/product-list?locale=sv',
      '/site-search?locale=sv&q=ek',
      '/sitemap',
      '/colour-neighbours?locale=sv&l=50&a=0&b=0',
      '/less-carbon?locale=sv&surface=aaaaaaaaaaaaaaaaaaaaaaaa',
      '/shared-projects/not-a-token',
    ];
    expect(paths.length).toBeGreaterThan(types.length);
    // A type the content API never lists (consent records, order mails) is a 404 for everyone.
    for (const p of paths) expectRefused(await cms(p), `GET ${p}`, [403, 404]);
  });
});

describe("the site's token", () => {
  const locales = ['sv', 'en'] as const;
  const catalogue = [
    { path: '/products', field: 'name', expected: (locale: 'sv' | 'en') => seedData.products.map((p) => p.name[locale]) },
    { path: '/surfaces', field: 'name', expected: (locale: 'sv' | 'en') => seedData.surfaces.map((s) => s.name[locale]) },
    { path: '/producers', field: 'name', expected: () => seedData.producers.map((p) => p.name) },
    { path: '/pages', field: 'title', expected: (locale: 'sv' | 'en') => seedData.pages.map((p) => p.title[locale]) },
  ];

  it.each(locales)('reads every published product, surface, producer and page in %s', async (locale) => {
    for (const { path: p, field, expected } of catalogue) {
      const wanted = expected(locale).sort();
      expect(wanted.length, p).toBeGreaterThan(0);
      const { status, body } = await cms(`${p}?locale=${locale}&fields[0]=${field}&pagination[pageSize]=100`, siteToken());
      expect(status, p).toBe(200);
      expect((body.data as Record<string, string>[]).map((entry) => entry[field]).sort(), p).toEqual(wanted);
    }
  });

  it.each(locales)('reads the home page and the global settings in %s', async (locale) => {
    const home = await cms(`/home?locale=${locale}`, siteToken());
    expect(home.status).toBe(200);
    expect(home.body.data).toMatchObject({ title: seedData.home.title[locale] });
    const global = await cms(`/global?locale=${locale}`, siteToken());
    expect(global.status).toBe(200);
    expect(global.body.data).toMatchObject({ contactEmail: seedData.global.contact.email });
  });

  it("reads the site's own deepest questions: a surface with its product's surfaces, a page's blocks", async () => {
    const surfaces = (await cms('/surfaces?locale=sv&fields[0]=name&pagination[pageSize]=1', siteToken())).body.data as { documentId: string }[];
    const populate = {
      swatch: true,
      product: {
        fields: ['name'],
        populate: {
          producer: { fields: ['name'], populate: { logo: true } },
          surfaces: { fields: ['hex'], sort: ['articleNumber:asc'], populate: { swatch: true } },
        },
      },
    };
    const surface = await cms(`/surfaces/${surfaces[0]!.documentId}?${qs.stringify({ locale: 'sv', populate }, { encodeValuesOnly: true })}`, siteToken());
    expect(surface.status, JSON.stringify(surface.body.error)).toBe(200);
    expect((surface.body.data as { product: { surfaces: unknown[] } }).product.surfaces.length).toBeGreaterThan(0);

    const blocks = {
      on: {
        'blocks.product-grid': {
          populate: { products: { fields: ['name'], populate: { images: true, producer: { fields: ['name'] }, surfaces: { fields: ['hex'] } } } },
        },
      },
    };
    const home = await cms(`/home?${qs.stringify({ locale: 'sv', populate: { blocks } }, { encodeValuesOnly: true })}`, siteToken());
    expect(home.status, JSON.stringify(home.body.error)).toBe(200);
  });
});

describe('a question deeper than the limits', () => {
  let userJwt = '';
  beforeAll(async () => {
    userJwt = (await signedInUser()).jwt;
  });

  it('has a path for every content type', () => {
    expect(types.length).toBeGreaterThanOrEqual(16);
    expect(types.map((type) => type.name).filter((name) => !deepPath[name])).toEqual([]);
  });

  it('is refused for the public role, a user and the site token alike, in sort, filters and populate', async () => {
    const callers = { public: {}, user: { token: userJwt }, site: siteToken() };
    for (const type of types) {
      const queries = deepQueries(deepPath[type.name]!);
      for (const [caller, init] of Object.entries(callers)) {
        for (const [kind, query] of Object.entries(queries)) {
          const answer = await cms(`${type.path}?locale=sv&${query}`, init);
          // The site's token may read every catalogue type, and a user lists surfaces: a 400, not a 403, shows the limit refused it.
          const mayRead =
            caller === 'site'
              ? ['surface', 'product', 'producer', 'page', 'home', 'global', 'epd', 'generic-climate-value'].includes(type.name)
              : caller === 'user' && ['surface', 'product', 'producer', 'material', 'measurement', 'project', 'sample-order', 'share-link'].includes(type.name);
          expectRefused(answer, `${caller} ${kind} ${type.path}`, mayRead ? [400] : type.routed ? [400, 403] : [400, 404]);
        }
      }
    }
  });

  it("refuses the audit's own examples and their kin, even to the site's token", async () => {
    const examples = [
      '/surfaces?locale=sv&fields[0]=name&sort[0]=product.surfaces.name&sort[1]=product.producer.products.name',
      '/surfaces?locale=sv&sort=product.producer.name:asc',
      '/products?locale=sv&sort[surfaces][name]=asc',
      '/products?locale=sv&populate[producer][populate][products][populate][surfaces]=true',
      '/products?locale=sv&populate=producer.products.surfaces',
      '/producers?locale=sv&populate[0]=products.surfaces',
      '/surfaces?locale=sv&filters[product][surfaces][product][surfaces][searchText][$contains]=ek',
      '/products?locale=sv&populate[images][populate][related]=*',
      `/products?locale=sv&pagination[page]=200&pagination[pageSize]=100`,
      // Each relation a condition crosses is a join: 30 of two would pass SQLite's 64 tables.
      `/surfaces?locale=sv&${qs.stringify({ filters: { $or: Array.from({ length: 30 }, (_, i) => ({ product: { producer: { name: { $eq: `n${i}` } } } })) } }, { encodeValuesOnly: true })}`,
      `/products?locale=sv&${qs.stringify({ filters: { $or: Array.from({ length: 61 }, (_, i) => ({ name: { $eq: `n${i}` } })) } }, { encodeValuesOnly: true })}`,
    ];
    for (const example of examples) expectRefused(await cms(example, siteToken()), example, [400]);
  });
});

describe('drafts', () => {
  const draftName = `Aldrig publicerad ${Date.now()}`;
  let userJwt = '';
  beforeAll(async () => {
    userJwt = (await signedInUser()).jwt;
    const [created] = await scriptInBackground<{ documentId?: string; error?: string }[]>(
      'create',
      'api::product.product',
      JSON.stringify({ name: draftName, category: 'paints', locale: 'sv' }),
    );
    expect(created?.error).toBeUndefined();
  });

  it("are read by the site's token only: any other status reads as published", async () => {
    const byName = `filters[name][$eq]=${encodeURIComponent(draftName)}&fields[0]=name&fields[1]=publishedAt`;
    const asSite = await cms(`/products?locale=sv&status=draft&${byName}`, siteToken());
    expect((asSite.body.data as { name: string }[]).map((p) => p.name)).toEqual([draftName]);

    const statuses = ['status=draft', 'status=x', 'status=DRAFT', 'status=draft%20', 'status[0]=draft', 'status[$eq]=draft', 'status='];
    for (const type of ['/products', '/surfaces', '/producers']) {
      for (const status of statuses) {
        const answer = await cms(`${type}?locale=sv&${status}&fields[0]=publishedAt&pagination[pageSize]=100`, { token: userJwt });
        expect(answer.status, `${type} ${status}`).toBe(200);
        const rows = answer.body.data as { publishedAt: string | null }[];
        expect(rows.length, `${type} ${status}`).toBeGreaterThan(0);
        expect(
          rows.filter((row) => row.publishedAt === null),
          `${type} ${status}`,
        ).toEqual([]);
      }
    }
    for (const status of statuses) {
      const drafts = await cms(`/products?locale=sv&${status}&${byName}`, { token: userJwt });
      expect(drafts.body.data, status).toEqual([]);
    }
  });
});

describe('the cms root', () => {
  it('serves its favicon, not a 500', async () => {
    const answer = await fetch(`${inject('cmsUrl')}/favicon.ico`);
    expect(answer.status).toBe(200);
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
