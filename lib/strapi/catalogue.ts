import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import {
  producerListSchema,
  producerOptionsSchema,
  productDetailListSchema,
  productListSchema,
  surfaceDetailListSchema,
  type Category,
  type ColourFamily,
} from './catalogue-schemas';
import { strapiFetch } from './client';
import { isDocumentId, isSlug } from './ids';
import { productCardPopulate, producerRefPopulate, surfaceChipPopulate } from './populate';
import { documentTag, TAGS } from './tags';

export const PRODUCTS_PER_PAGE = 12;

export interface ProductQuery {
  locale: Locale;
  category?: Category;
  producer?: string;
  colour?: ColourFamily;
  sort?: 'name' | 'newest';
  page?: number;
}

/** One page of the product list, filtered and sorted as the visitor asked. */
export const getProducts = cache(({ locale, category, producer, colour, sort = 'name', page = 1 }: ProductQuery) =>
  strapiFetch({
    path: '/products',
    query: {
      locale,
      filters: {
        ...(category && { category: { $eq: category } }),
        ...(producer && { producer: { slug: { $eq: producer } } }),
        ...(colour && { surfaces: { colourFamily: { $eq: colour } } }),
      },
      sort: sort === 'newest' ? ['createdAt:desc', 'name:asc'] : ['name:asc'],
      pagination: { page, pageSize: PRODUCTS_PER_PAGE },
      ...productCardPopulate,
    },
    schema: productListSchema,
    tags: [TAGS.product, TAGS.producer, TAGS.surface],
    // An empty page (a filter or page number nothing matches) is not kept in the process memo.
    memo: (list) => list.products.length > 0,
  }),
);

/** A product with everything its page shows, or null for an unknown or malformed id. */
export const getProduct = cache(async (id: string, locale: Locale) => {
  if (!isDocumentId(id)) return null;
  return strapiFetch({
    path: '/products',
    query: {
      locale,
      filters: { documentId: { $eq: id } },
      populate: {
        images: true,
        documents: true,
        specifications: true,
        producer: producerRefPopulate,
        surfaces: { ...surfaceChipPopulate, sort: ['articleNumber:asc'] },
      },
    },
    schema: productDetailListSchema,
    // Only this product: another product's change leaves this page cached.
    tags: [documentTag('product', id), TAGS.surface, TAGS.producer],
  });
});

/** A surface with its product, producer and sibling surfaces, or null. */
export const getSurface = cache(async (id: string, locale: Locale) => {
  if (!isDocumentId(id)) return null;
  return strapiFetch({
    path: '/surfaces',
    query: {
      locale,
      filters: { documentId: { $eq: id } },
      populate: {
        swatch: true,
        product: {
          fields: ['name', 'category'],
          populate: { producer: producerRefPopulate, surfaces: { ...surfaceChipPopulate, sort: ['articleNumber:asc'] } },
        },
      },
    },
    schema: surfaceDetailListSchema,
    tags: [TAGS.surface, TAGS.product, TAGS.producer],
  });
});

/** A producer by slug with its products, or null. */
export const getProducer = cache(async (slug: string, locale: Locale) => {
  if (!isSlug(slug)) return null;
  const producers = await strapiFetch({
    path: '/producers',
    query: {
      locale,
      filters: { slug: { $eq: slug } },
      populate: { logo: true, products: { ...productCardPopulate, sort: ['name:asc'] } },
    },
    schema: producerListSchema,
    tags: [TAGS.producer, TAGS.product],
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
