import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInUser } from './accounts';
import { adminEditor, cms } from './api';
import { scriptAfterBoot, scriptInBackground } from './script';
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

/** A refusal the cms gave before any database work: a 400 whose body is only the reason. */
function expectRefusedAtOnce(answer: Awaited<ReturnType<typeof cms>>, what: string) {
  expectRefused(answer, what, [400]);
  expect(JSON.stringify(answer.body).length, what).toBeLessThan(600);
}

const query = (value: Record<string, unknown>) => qs.stringify(value, { encodeValuesOnly: true });

describe('a fan-out', () => {
  let userJwt = '';
  let producerSlug = '';
  beforeAll(async () => {
    userJwt = (await signedInUser()).jwt;
    // The producer with the most products: every one of them would come again for each row.
    const producers = (await cms('/producers?locale=sv&fields[0]=slug&populate[products][fields][0]=name&pagination[pageSize]=100', siteToken())).body.data as {
      slug: string;
      products: unknown[];
    }[];
    producerSlug = producers.toSorted((a, b) => b.products.length - a.products.length)[0]!.slug;
  });

  it('is refused to a signed-in user at once: a to-many relation is populated only at the top', async () => {
    const examples = [
      `/products?locale=sv&filters[producer][slug][$eq]=${producerSlug}&pagination[pageSize]=100&populate[producer][populate][products]=true`,
      '/products?locale=sv&pagination[pageSize]=100&populate=producer.products',
      '/products?locale=sv&pagination[pageSize]=100&populate[producer][populate]=*',
      '/surfaces?locale=sv&pagination[pageSize]=100&populate[product][populate][surfaces]=true',
      `/surfaces?locale=sv&${query({ populate: { product: { populate: { producer: { populate: { products: { fields: ['name'] } } } } } } })}`,
      `/materials?${query({ populate: { product: { populate: { surfaces: true } } } })}`,
      '/users/me?populate[role][populate][users]=true',
    ];
    for (const example of examples) expectRefusedAtOnce(await cms(example, { token: userJwt }), example);
  });

  it("leaves a user the site's own shapes, and the site's token its product's surfaces", async () => {
    // lib/strapi/owner.ts: a saved material's surface, product, its images and producer.
    const surfacePopulate = { fields: ['name'], populate: { swatch: true, product: { fields: ['name'], populate: { producer: { fields: ['name'] } } } } };
    const materials = `/materials?${query({
      populate: { surface: surfacePopulate, product: { fields: ['name'], populate: { images: true, producer: { fields: ['name'] } } } },
      sort: ['createdAt:desc'],
      pagination: { pageSize: 100 },
    })}`;
    const mine = await cms(materials, { token: userJwt });
    expect(mine.status, JSON.stringify(mine.body.error)).toBe(200);
    const top = await cms('/products?locale=sv&fields[0]=name&populate[surfaces][fields][0]=name&pagination[pageSize]=100', { token: userJwt });
    expect(top.status, JSON.stringify(top.body.error)).toBe(200);
    const site = await cms('/surfaces?locale=sv&fields[0]=name&pagination[pageSize]=5&populate[product][populate][surfaces][fields][0]=name', siteToken());
    expect(site.status, JSON.stringify(site.body.error)).toBe(200);
  });

  it('in filters and sort is refused to every caller: one to-many join in all, first; no to-many or repeatable sort; five sort fields', async () => {
    const examples = [
      // Strapi joins a path again for each condition: two to-many joins multiply each other.
      `/products?locale=sv&${query({ filters: { $or: [{ surfaces: { name: { $eq: 'a' } } }, { surfaces: { name: { $eq: 'b' } } }] } })}`,
      `/products?locale=sv&${query({ filters: { surfaces: { name: { $eq: 'a' } }, specifications: { value: { $eq: 'b' } } } })}`,
      // A producer's products for each of its products.
      `/products?locale=sv&filters[producer][products][name][$eq]=x`,
      `/surfaces?locale=sv&filters[product][surfaces][name][$eq]=x`,
      `/surfaces?locale=sv&filters[product][specifications][value][$eq]=x`,
      '/products?locale=sv&sort=specifications.value',
      '/surfaces?locale=sv&sort=name,articleNumber,hex,gloss,lrv,labL',
      // Each sort field through a relation is a join: 32 of them passed SQLite's 64 tables.
      `/surfaces?locale=sv&sort=${Array.from({ length: 32 }, () => 'product.name').join(',')}`,
    ];
    for (const caller of [{ token: userJwt }, siteToken()]) for (const example of examples) expectRefusedAtOnce(await cms(example, caller), example);
    // A component is a join too (two tables): 25 of a page's SEO fields are one too many.
    const components = `/pages?locale=sv&${query({ filters: { $or: Array.from({ length: 25 }, (_, i) => ({ seo: { title: { $eq: `t${i}` } } })) } })}`;
    const refused = await cms(components, siteToken());
    expectRefusedAtOnce(refused, components);
    expect(refused.body.error?.message).toMatch(/at most 24 relations or components/);
    // One to-many join, first, is read: a producer by its products.
    const byProducts = await cms(`/producers?locale=sv&filters[products][name][$notNull]=true&fields[0]=name`, { token: userJwt });
    expect(byProducts.status, JSON.stringify(byProducts.body.error)).toBe(200);
  });
});

describe("a plugin's content API", () => {
  // Each plugin path that reads a content type, with a sort, a filter and a populate deeper
  // than any limit: a 400 (bounded) or a 403 (closed), never data.
  const deep = {
    '/upload/files': {
      sort: 'folder.files.name',
      filters: { folder: { files: { folder: { name: 'x' } } } },
      populate: { folder: { populate: { files: true } } },
    },
    '/upload/files/1': { sort: 'folder.files.name', filters: {}, populate: { folder: { populate: { files: true } } } },
    '/i18n/locales': {
      sort: 'createdBy.roles.name',
      filters: { createdBy: { roles: { users: { email: 'x' } } } },
      populate: { createdBy: { populate: { roles: true } } },
    },
    '/users-permissions/roles': {
      sort: 'users.email',
      filters: { users: { role: { users: { email: 'x' } } } },
      populate: { users: { populate: { role: { populate: { users: true } } } } },
    },
    '/users-permissions/roles/1': { sort: 'users.email', filters: {}, populate: { users: { populate: { role: { populate: { users: true } } } } } },
    '/users': { sort: 'role.users.email', filters: { role: { users: { role: { name: 'x' } } } }, populate: { role: { populate: { users: true } } } },
    '/users/me': { sort: 'role.users.email', filters: { role: { users: { role: { name: 'x' } } } }, populate: { role: { populate: { users: true } } } },
  };

  it('is bounded, and closed to the public and a signed-in user', async () => {
    const { jwt } = await signedInUser();
    for (const caller of [{}, { token: jwt }]) {
      for (const [path, questions] of Object.entries(deep)) {
        for (const [kind, value] of Object.entries(questions)) {
          if (kind === 'filters' && Object.keys(value).length === 0) continue;
          const answer = await cms(`${path}?${query({ [kind]: value })}`, caller);
          // /users/me is the user's own: there, only the limit may refuse.
          const statuses = path === '/users/me' && 'token' in caller ? [400] : [400, 403];
          expectRefused(answer, `${'token' in caller ? 'user' : 'public'} ${kind} ${path}`, statuses);
        }
      }
      for (const path of ['/upload/files', '/i18n/locales', '/users-permissions/roles', '/users-permissions/permissions', '/users', '/users/count'])
        expectRefused(await cms(path, caller), `${'token' in caller ? 'user' : 'public'} ${path}`, [403]);
    }
  });

  describe("opened to the public by an editor's click", () => {
    const upload = 'plugin::upload.content-api.find';
    type Permissions = Record<string, { controllers: Record<string, Record<string, { enabled: boolean }>> }>;
    let adminToken = '';
    let publicRole = 0;
    const admin = async (method: string, path: string, body?: unknown) => {
      const answer = await fetch(`${inject('cmsUrl')}${path}`, {
        method,
        headers: { Authorization: `Bearer ${adminToken}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(answer.status, `${method} ${path}`).toBe(200);
      return answer.json() as Promise<Record<string, unknown>>;
    };
    const holders = () => scriptInBackground<{ id: number }[]>('find', 'plugin::users-permissions.permission', JSON.stringify({ action: upload }));

    beforeAll(async () => {
      adminToken = (await adminEditor()).token!;
      const { roles } = (await admin('GET', '/users-permissions/roles')) as { roles: { id: number; type: string }[] };
      publicRole = roles.find((role) => role.type === 'public')!.id;
    });
    // Whatever failed above, the next boot's sync leaves the public role as the site needs it.
    afterAll(async () => {
      if ((await holders()).length > 0) await scriptAfterBoot('find', 'plugin::users-permissions.permission', JSON.stringify({ action: upload }));
    });

    it('is bounded at once, and closed again at the next boot', async () => {
      // The admin's Users & Permissions › Public: the role's whole tree, saved with the media library's find ticked.
      const { role } = (await admin('GET', `/users-permissions/roles/${publicRole}`)) as {
        role: { name: string; description: string; permissions: Permissions };
      };
      role.permissions['plugin::upload']!.controllers['content-api']!.find!.enabled = true;
      await admin('PUT', `/users-permissions/roles/${publicRole}`, { name: role.name, description: role.description, permissions: role.permissions });
      expect(await holders()).toHaveLength(1);
      const open = await cms('/upload/files?fields[0]=name');
      expect(open.status, 'the click opened the list').toBe(200);

      // Strapi itself refuses a relation to a type the role may not read; the limits refuse the rest.
      for (const [kind, value] of Object.entries(deep['/upload/files']))
        expectRefusedAtOnce(await cms(`/upload/files?${query({ [kind]: value })}`), `public ${kind} /upload/files`);
      const beyond = {
        'A list reads at most 10000 entries in': { pagination: { start: 20_000, limit: 10 } },
        'A list is sorted by at most 5 fields': { sort: ['name', 'ext', 'mime', 'size', 'width', 'height'] },
        'filters hold at most 60 conditions': { filters: { $or: Array.from({ length: 61 }, (_, i) => ({ name: { $eq: `f${i}` } })) } },
      };
      for (const [reason, value] of Object.entries(beyond)) {
        const answer = await cms(`/upload/files?${query(value)}`);
        expectRefusedAtOnce(answer, reason);
        expect(answer.body.error?.message).toContain(reason);
      }

      // A restart: the bootstrap's sync of the roles' permissions, plugins' included.
      expect(await scriptAfterBoot('find', 'plugin::users-permissions.permission', JSON.stringify({ action: upload }))).toEqual([]);
      expectRefused(await cms('/upload/files?fields[0]=name'), 'after the next boot', [403]);
    });
  });
});

describe('a value that does not fit its field', () => {
  const postgres = process.env.CMS_TEST_DATABASE === 'postgres';

  it('is a 400 naming the mistake, not a 500, whether the database or Strapi refuses it', async () => {
    // Strapi reads a number filter as a number, and $between wants two values: on both databases.
    const refusedByStrapi = [
      '/surfaces?locale=sv&filters[lrv][$gt]=abc',
      '/surfaces?locale=sv&filters[gloss][$lt]=1e400',
      '/products?locale=sv&filters[id][$between]=1',
    ];
    // PostgreSQL refuses these in the database (SQLSTATE class 22); SQLite compares and finds nothing.
    const refusedByPostgres = [
      '/products?locale=sv&filters[id][$eq]=abc',
      '/products?locale=sv&filters[id][$eq]=99999999999999999999',
      '/products?locale=sv&filters[name][$eq]=a%00b',
    ];
    for (const example of [...refusedByStrapi, ...(postgres ? refusedByPostgres : [])]) {
      const answer = await cms(example, siteToken());
      expectRefusedAtOnce(answer, example);
      expect(answer.body.error?.message, example).toBe('A value in the question does not fit its field');
    }
    if (!postgres) {
      for (const example of refusedByPostgres) {
        const answer = await cms(example, siteToken());
        expect(answer.status, example).toBe(200);
        expect(answer.body.data, example).toEqual([]);
      }
    }
  });

  it("the largest question the limits allow is answered on both databases, within SQLite's 64 tables", async () => {
    // 23 relations in the filters and one in the sort: 24 joins, 49 tables with the main one.
    const filters = {
      $or: [...Array.from({ length: 11 }, (_, i) => ({ product: { producer: { name: { $eq: `n${i}` } } } })), { product: { name: { $eq: 'x' } } }],
    };
    const largest = await cms(`/surfaces?locale=sv&fields[0]=name&${query({ filters, sort: ['product.name:asc', 'name:asc'] })}`, siteToken());
    expect(largest.status, JSON.stringify(largest.body.error)).toBe(200);
    const oneMore = await cms(
      `/surfaces?locale=sv&fields[0]=name&${query({ filters: { ...filters, product: { name: { $eq: 'y' } } }, sort: ['product.name:asc'] })}`,
      siteToken(),
    );
    expectRefusedAtOnce(oneMore, 'a 25th join');
    expect(oneMore.body.error?.message).toMatch(/at most 24 relations or components/);
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
