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
  // EPDs and generic values: the climate figures on product and surface pages.
  climate: 'strapi:climate',
} as const;

type TypeTag = (typeof TAGS)[keyof typeof TAGS];
type TypeName = keyof typeof TAGS;

/** One document's tag (a documentId is shared by its locales), for pages that show only it. */
export const documentTag = (type: TypeName, documentId: string) => `${TAGS[type]}:${documentId}` as const;

export type Tag = TypeTag | ReturnType<typeof documentTag>;

const MODELS: Record<string, TypeName> = {
  'api::global.global': 'global',
  'api::home.home': 'home',
  'api::page.page': 'page',
  'api::product.product': 'product',
  'api::surface.surface': 'surface',
  'api::producer.producer': 'producer',
  'api::epd.epd': 'climate',
  'api::generic-climate-value.generic-climate-value': 'climate',
};

/**
 * The tags a change in the cms makes stale, from the webhook's model uid and entry: the
 * type's tag (lists and every page that shows such documents) and the document's own.
 * Models the site does not cache (accounts, owner data) make nothing stale.
 */
export function tagsForChange(uid: string, documentId: string | undefined): Tag[] {
  const type = Object.hasOwn(MODELS, uid) ? MODELS[uid] : undefined;
  if (!type) return [];
  return documentId ? [TAGS[type], documentTag(type, documentId)] : [TAGS[type]];
}

/** Default lifetime of cached cms answers when no webhook arrives (seconds). */
export const REVALIDATE_SECONDS = 300;
