import { createRequire } from 'node:module';

export type Locale = 'sv' | 'en';
export type Localized = Record<Locale, string>;
type Href = string | Localized;

export interface SeedData {
  producers: { slug: string; name: string }[];
  products: {
    key: string;
    name: Localized;
    slug: Localized;
    producer: string;
    category: string;
    /** The technical properties it declares; what is missing is not declared. */
    properties: {
      fireClass?: string;
      slipResistance?: string;
      useClass?: number;
      thickness?: number;
      placement?: 'indoor' | 'outdoor' | 'indoor-outdoor';
      epd?: boolean;
      leadTimeDays?: number;
      priceBand?: number;
    };
  }[];
  surfaces: {
    articleNumber: string;
    name: Localized;
    product: string;
    ncs?: string;
    /** Declared L*, a*, b*. */
    lab?: [number, number, number];
    gloss?: number;
    lrv?: number;
    finish?: string;
  }[];
  pages: { key: string; slug: Localized; title: Localized; blocks: { type: string; heading?: Localized }[] }[];
  home: { title: Localized; blocks: { type: string; heading?: Localized; products?: string[]; producers?: string[] }[] };
  global: {
    navigation: { label: Localized; href: Href }[];
    footer: { text: Localized; links: { label: Localized; href: Href }[] };
    contact: { email: string; phone: string };
  };
}

/** The demo content the cms seeds, read from the file the seed itself reads. */
export const seed = createRequire(import.meta.url)('../../cms/seed/data.js') as SeedData;

export const hrefIn = (href: Href, locale: Locale) => (typeof href === 'string' ? href : href[locale]);

/** A path as the site writes it: Swedish unprefixed, English under /en. */
export const localePath = (path: string, locale: Locale) => (locale === 'sv' ? path : path === '/' ? '/en' : `/en${path}`);
