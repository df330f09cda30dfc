import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import {
  producerListSchema,
  productDetailSchema,
  productListSchema,
  surfaceDetailSchema,
  TECHNICAL_FIELDS,
  type Category,
  type ProductList,
} from './catalogue-schemas';
import { DECLARATION_FIELDS, genericValuesSchema } from './climate-schemas';
import { isCachedList, type ProductFilters } from '@/lib/catalogue/product-query';
import { strapiFetch } from './client';
import { isDocumentId, isSlug } from './ids';
import { producerRefPopulate, surfaceChipPopulate } from './populate';
import { knownSlugs } from './slugs';
import { documentTag, TAGS } from './tags';

/** Products on a page of the product list and of a producer's page (PRODUCTS_PER_PAGE, default 12). */
export const productsPerPage = () => env().PRODUCTS_PER_PAGE;

export interface ProductQuery extends ProductFilters {
  locale: Locale;
  sort?: 'name' | 'newest' | 'carbon';
  page?: number;
  /** With each filter's choices counted (the product list's facets); a producer's page needs none. */
  facets?: boolean;
}

/**
 * One page of the product list, filtered and sorted as the visitor asked. The visitor also
 * chooses the producer's slug and the page number: an unknown producer or a page past the
 * last is answered without asking the cms, so made-up addresses leave no answers in Next's
 * data cache (the other choices are closed lists, and only their common few are kept:
 * isCachedList).
 */
export const getProducts = cache(async ({ facets = false, ...query }: ProductQuery): Promise<ProductList> => {
  const { locale, producer, sort = 'name', page = 1 } = query;
  if (producer && !(await knownSlugs('producers', locale)).has(producer)) {
    return { products: [], pagination: { page, pageSize: productsPerPage(), pageCount: 0, total: 0 }, facets: null };
  }
  // The counts do not change with the page or the order: they come with the first page in name
  // order, one cached answer for every page of the same filters.
  const counted = facets ? productPage({ ...query, sort: 'name', page: 1, facets: true }) : null;
  if (counted && page === 1 && sort === 'name') return counted;
  const first = page > 1 ? await (counted ?? productPage({ ...query, page: 1 })) : null;
  const list =
    first && page > first.pagination.pageCount
      ? { products: [], pagination: { ...first.pagination, page }, facets: null }
      : await productPage({ ...query, page });
  return { ...list, facets: counted ? (await counted).facets : null };
});

/**
 * The cms's product-list API (cms/src/api/product-list): the same page Strapi's REST list
 * gives, in indexed statements, since its relation filters read the whole locale, which a
 * catalogue of real size cannot afford. For the site's token only.
 */
function productPage({ locale, sort = 'name', page = 1, facets = false, ...filters }: ProductQuery) {
  return strapiFetch({
    path: '/product-list',
    query: { locale, ...filters, sort, page, pageSize: productsPerPage(), ...(facets && { facets: true }) },
    schema: productListSchema,
    // The climate filters and order read EPDs and generic values. A list past the common few
    // (isCachedList) goes untagged, so uncached: visitors could otherwise fill the data cache.
    tags: isCachedList({ ...filters, sort, page }) ? [TAGS.product, TAGS.producer, TAGS.surface, TAGS.climate] : undefined,
    // An empty page (filters nothing matches) is not kept in the process memo.
    memo: (list) => list.products.length > 0,
  });
}

/**
 * A product with everything its page shows, or null for an unknown or malformed id. Asked
 * by id (the cms's findOne), so an unknown id is a 404, which Next's data cache never keeps.
 */
export const getProduct = cache(async (id: string, locale: Locale) => {
  if (!isDocumentId(id)) return null;
  return strapiFetch({
    path: `/products/${id}`,
    query: {
      locale,
      populate: {
        images: true,
        documents: true,
        epd: { fields: ['url', 'name'] },
        declaration: { fields: DECLARATION_FIELDS },
        specifications: true,
        producer: producerRefPopulate,
        surfaces: { ...surfaceChipPopulate, sort: ['articleNumber:asc'] },
      },
    },
    schema: productDetailSchema,
    // Only this product: another product's change leaves this page cached.
    tags: [documentTag('product', id), TAGS.surface, TAGS.producer, TAGS.climate],
    notFound: 'null',
  });
});

/** A surface with its product, producer and sibling surfaces, or null (by id, like a product). */
export const getSurface = cache(async (id: string, locale: Locale) => {
  if (!isDocumentId(id)) return null;
  return strapiFetch({
    path: `/surfaces/${id}`,
    query: {
      locale,
      populate: {
        swatch: true,
        declaration: { fields: DECLARATION_FIELDS },
        product: {
          fields: ['name', 'category', ...TECHNICAL_FIELDS],
          populate: {
            producer: producerRefPopulate,
            epd: { fields: ['url', 'name'] },
            declaration: { fields: DECLARATION_FIELDS },
            surfaces: { ...surfaceChipPopulate, sort: ['articleNumber:asc'] },
          },
        },
      },
    },
    schema: surfaceDetailSchema,
    tags: [TAGS.surface, TAGS.product, TAGS.producer, TAGS.climate],
    notFound: 'null',
  });
});

/**
 * A category's generic climate value (Boverket's shape), or null: what a product without an
 * EPD is shown with. One small list for all categories, cached until a value changes.
 */
export const getGenericValue = cache(async (category: Category) => {
  const values = await strapiFetch({
    path: '/generic-climate-values',
    query: { filters: { category: { $eq: category } }, pagination: { pageSize: 1 } },
    schema: genericValuesSchema,
    tags: [TAGS.climate],
  });
  return values[0] ?? null;
});

/**
 * A producer by slug, or null; only slugs that exist are asked about. Without its products: a
 * producer may have thousands, which its page reads a page at a time (getProducts).
 */
export const getProducer = cache(async (slug: string, locale: Locale) => {
  if (!isSlug(slug) || !(await knownSlugs('producers', locale)).has(slug)) return null;
  const producers = await strapiFetch({
    path: '/producers',
    query: { locale, filters: { slug: { $eq: slug } }, populate: { logo: true } },
    schema: producerListSchema,
    tags: [TAGS.producer],
  });
  return producers[0] ?? null;
});
