import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { globalSchema, homeSchema } from './schemas';
import { TAGS } from './tags';

const productCardPopulate = {
  fields: ['name', 'slug', 'summary', 'category'],
  populate: { images: true, producer: { fields: ['name', 'slug'] } },
};

/** How every dynamic zone is populated: each block type asks for exactly what it shows. */
export const blocksPopulate = {
  on: {
    'blocks.hero': { populate: { image: true } },
    'blocks.rich-text': true,
    'blocks.image': { populate: { image: true } },
    'blocks.call-to-action': true,
    'blocks.product-grid': { populate: { products: productCardPopulate } },
    'blocks.faq': { populate: { items: true } },
  },
};

/** Site name, navigation, footer and contact details (the global single type). */
export const getGlobal = cache((locale: Locale) =>
  strapiFetch({
    path: '/global',
    query: { locale, populate: { navigation: true, footerLinks: true } },
    schema: globalSchema,
    tags: [TAGS.global],
  }),
);

/** The front page's blocks; featured products come with their cards. */
export const getHome = cache((locale: Locale) =>
  strapiFetch({
    path: '/home',
    query: { locale, populate: { blocks: blocksPopulate, seo: true } },
    schema: homeSchema,
    tags: [TAGS.home, TAGS.product],
  }),
);
