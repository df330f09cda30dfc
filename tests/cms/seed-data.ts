import { createRequire } from 'node:module';

export type Locale = 'sv' | 'en';
export type Localized = Record<Locale, string>;

const require = createRequire(import.meta.url);

/** The cms's seed file itself: tests/support/seed-data types only what the browser tests need. */
export const data = require('../../cms/seed/data.js') as {
  products: { key: string; slug: Localized; name: Localized; summary: Localized; properties: { slipResistance?: string } }[];
  surfaces: { articleNumber: string; name: Localized; ncs: string; product: string }[];
  producers: { slug: string; name: string }[];
  pages: { slug: Localized; title: Localized }[];
};
