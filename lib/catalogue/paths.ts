/**
 * Where catalogue links lead: inside a producer's layout they stay there, elsewhere
 * they go to the site's own product and surface pages. Paths are locale-less; the
 * navigation helpers add /en.
 */
export interface CataloguePaths {
  product: (id: string) => string;
  surface: (id: string) => string;
}

export const sitePaths: CataloguePaths = {
  product: (id) => `/products/${id}`,
  surface: (id) => `/surfaces/${id}`,
};

export function producerPaths(slug: string): CataloguePaths {
  return {
    product: (id) => `/producer/${slug}/products/${id}`,
    surface: (id) => `/producer/${slug}/surfaces/${id}`,
  };
}

/**
 * The compare page's address query for these surface ids: what the picks tray and the similar
 * surfaces link to, and what the compare page reads back (features/compare/ids.ts).
 */
export const compareQuery = (ids: readonly string[]) => ({ s: ids.join(',') });
