import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import {
  producerListSchema,
  producerOptionsSchema,
  productDetailSchema,
  productListSchema,
  surfaceDetailSchema,
  type Category,
  type ColourFamily,
  type ProductList,
} from './catalogue-schemas';
import { strapiFetch } from './client';
import { isDocumentId, isSlug } from './ids';
import { producerRefPopulate, surfaceChipPopulate } from './populate';
import { knownSlugs } from './slugs';
import { documentTag, TAGS } from './tags';

/** Products on a page of the product list and of a producer's page (PRODUCTS_PER_PAGE, default 12). */
export const productsPerPage = () => env().PRODUCTS_PER_PAGE;

export interface ProductQuery {
  locale: Locale;
  category?: Category;
  producer?: string;
  colour?: ColourFamily;
  sort?: 'name' | 'newest';
  page?: number;
}

/**
 * One page of the product list, filtered and sorted as the visitor asked. The visitor also
 * chooses the producer's slug and the page number: an unknown producer or a page past the
 * last is answered without asking the cms, so made-up addresses leave no answers in Next's
 * data cache (the other choices are closed lists).
 */
export const getProducts = cache(async (query: ProductQuery): Promise<ProductList> => {
  const { locale, producer, page = 1 } = query;
  if (producer && !(await knownSlugs('producers', locale)).has(producer)) {
    return { products: [], pagination: { page, pageSize: productsPerPage(), pageCount: 0, total: 0 } };
  }
  if (page > 1) {
    const first = await productPage({ ...query, page: 1 });
    if (page > first.pagination.pageCount) return { products: [], pagination: { ...first.pagination, page } };
  }
  return productPage({ ...query, page });
});

/**
 * The cms's product-list API (cms/src/api/product-list): the same page Strapi's REST list
 * gives, in indexed statements, since its relation filters read the whole locale at 100,000
 * surfaces (issue 26). For the site's token only.
 */
function productPage({ locale, category, producer, colour, sort = 'name', page = 1 }: ProductQuery) {
  return strapiFetch({
    path: '/product-list',
    query: { locale, category, producer, colour, sort, page, pageSize: productsPerPage() },
    schema: productListSchema,
    tags: [TAGS.product, TAGS.producer, TAGS.surface],
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
        specifications: true,
        producer: producerRefPopulate,
        surfaces: { ...surfaceChipPopulate, sort: ['articleNumber:asc'] },
      },
    },
    schema: productDetailSchema,
    // Only this product: another product's change leaves this page cached.
    tags: [documentTag('product', id), TAGS.surface, TAGS.producer],
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
        product: {
          fields: ['name', 'category'],
          populate: { producer: producerRefPopulate, surfaces: { ...surfaceChipPopulate, sort: ['articleNumber:asc'] } },
        },
      },
    },
    schema: surfaceDetailSchema,
    tags: [TAGS.surface, TAGS.product, TAGS.producer],
    notFound: 'null',
  });
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

/** Every producer's name and slug, for the product filter. */
export const getProducerOptions = cache((locale: Locale) =>
  strapiFetch({
    path: '/producers',
    query: { locale, fields: ['name', 'slug'], sort: ['name:asc'], pagination: { pageSize: 100 } },
    schema: producerOptionsSchema,
    tags: [TAGS.producer],
  }),
);
