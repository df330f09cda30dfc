/**
 * Cache tags for cms content, one per content type, so the cms's webhook can say
 * "a product changed" and every page that shows products is rebuilt.
 */
export const TAGS = {
  global: 'strapi:global',
  home: 'strapi:home',
  page: 'strapi:page',
  product: 'strapi:product',
  surface: 'strapi:surface',
  producer: 'strapi:producer',
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

/** Default lifetime of cached cms answers when no webhook arrives (seconds). */
export const REVALIDATE_SECONDS = 300;
