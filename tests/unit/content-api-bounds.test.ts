import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { blocksPopulate, productCardPopulate, producerRefPopulate, surfaceChipPopulate } from '@/lib/strapi/populate';

type Model = { attributes: Record<string, Record<string, unknown>> };
const load = createRequire(import.meta.url);
const bounds = load('../../cms/src/middlewares/bounded-queries.js') as {
  checkQuery: (model: (uid: string) => Model | undefined, uid: string, query: Record<string, unknown>, limits: Record<string, number>) => void;
  isTooLarge: (error: unknown) => boolean;
  isOutOfTime: (error: unknown) => boolean;
  DEFAULTS: Record<string, number>;
};

const cmsSrc = path.resolve(import.meta.dirname, '..', '..', 'cms', 'src');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Model & { pluginOptions?: { i18n?: { localized?: boolean } } };

/** The models as Strapi holds them: the schema files, with the relation i18n adds to localized types. */
const models = new Map<string, Model>();
for (const name of readdirSync(path.join(cmsSrc, 'api'))) {
  const file = path.join(cmsSrc, 'api', name, 'content-types', name, 'schema.json');
  try {
    const schema = read(file);
    const uid = `api::${name}.${name}`;
    if (schema.pluginOptions?.i18n?.localized) schema.attributes.localizations = { type: 'relation', relation: 'oneToMany', target: uid };
    models.set(uid, schema);
  } catch {
    // a custom route's folder, no content type
  }
}
for (const category of readdirSync(path.join(cmsSrc, 'components'))) {
  for (const file of readdirSync(path.join(cmsSrc, 'components', category)))
    models.set(`${category}.${file.replace(/\.json$/, '')}`, read(path.join(cmsSrc, 'components', category, file)));
}
models.set('plugin::upload.file', { attributes: { name: { type: 'string' }, related: { type: 'relation', relation: 'morphToMany' } } });

/** A query as the cms receives it: through a query string, parsed as strapi::query parses it. */
const asReceived = (query: Record<string, unknown>) => qs.parse(qs.stringify(query, { encodeValuesOnly: true }), { depth: 20, arrayLimit: 100 });
const check = (uid: string, query: Record<string, unknown>) => () => bounds.checkQuery((u) => models.get(u), uid, asReceived(query), bounds.DEFAULTS);

describe("the content API's limits", () => {
  it("let the site's own questions through", () => {
    expect(models.size).toBeGreaterThan(14);
    expect(check('api::home.home', { populate: { blocks: blocksPopulate, seo: { populate: { image: true } } } })).not.toThrow();
    expect(
      check('api::page.page', { filters: { slug: { $eq: 'om' } }, populate: { blocks: blocksPopulate, localizations: { fields: ['slug', 'locale'] } } }),
    ).not.toThrow();
    expect(
      check('api::product.product', {
        populate: { images: true, producer: producerRefPopulate, surfaces: { ...surfaceChipPopulate, sort: ['articleNumber:asc'] } },
      }),
    ).not.toThrow();
    expect(
      check('api::surface.surface', { populate: { swatch: true, product: { populate: { producer: producerRefPopulate, surfaces: surfaceChipPopulate } } } }),
    ).not.toThrow();
    expect(
      check('api::material.material', {
        populate: { surface: { populate: { swatch: true, product: { populate: { producer: { fields: ['name'] } } } } }, product: productCardPopulate },
      }),
    ).not.toThrow();
    const words = ['ek', 'vit', 'matt', 'golv', 'parkett'];
    const search = {
      $and: words.map((word) => ({
        $or: [
          { searchText: { $contains: word } },
          { product: { searchText: { $contains: word } } },
          { product: { producer: { searchText: { $contains: word } } } },
        ],
      })),
    };
    expect(check('api::surface.surface', { filters: search, sort: ['name:asc', 'articleNumber:asc'] })).not.toThrow();
  });

  it('refuse what crosses too many relations, in every form Strapi reads', () => {
    const refused = [
      ['api::product.product', { populate: 'producer.products.surfaces' }],
      ['api::product.product', { populate: ['producer.products.surfaces'] }],
      ['api::producer.producer', { populate: { products: { populate: '*' } } }],
      ['api::surface.surface', { populate: { product: { populate: { producer: { populate: { products: { populate: { surfaces: true } } } } } } } }],
      ['api::product.product', { populate: { images: { populate: { related: true } } } }],
      ['api::surface.surface', { sort: 'product.producer.name:asc' }],
      ['api::surface.surface', { sort: { product: { surfaces: { name: 'asc' } } } }],
      ['api::product.product', { sort: ['surfaces.name'] }],
      ['api::surface.surface', { filters: { product: { producer: { products: { name: 'x' } } } } }],
      ['api::producer.producer', { filters: { products: { surfaces: { name: { $eq: 'x' } } } } }],
      [
        'api::home.home',
        {
          populate: {
            blocks: {
              on: {
                'blocks.product-grid': { populate: { products: { populate: { producer: { populate: { products: { populate: { surfaces: true } } } } } } } },
              },
            },
          },
        },
      ],
      ['api::product.product', { populate: { surfaces: { filters: { product: { producer: { products: { name: 'x' } } } } } } }],
      ['api::product.product', { pagination: { page: 102, pageSize: 100 } }],
    ] as const;
    for (const [uid, query] of refused) expect(check(uid, query as Record<string, unknown>), JSON.stringify(query)).toThrow();
  });

  it('read the databases’ own refusals of a question too large, and a statement out of time', () => {
    expect(bounds.isTooLarge(new Error('select ... - SQLITE_ERROR: at most 64 tables in a join'))).toBe(true);
    expect(bounds.isTooLarge(new Error('too many SQL variables'))).toBe(true);
    expect(bounds.isTooLarge(new Error('SQLITE_CONSTRAINT: UNIQUE constraint failed'))).toBe(false);
    expect(bounds.isOutOfTime(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(true);
    expect(bounds.isOutOfTime(new Error('connection refused'))).toBe(false);
  });
});
