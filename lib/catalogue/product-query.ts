import { z } from 'zod';
import { parseQuery, type Query, type SearchParamsRecord } from '@/lib/http/query';
import { CARBON_STEPS } from '@ytbanken/domain/climate/carbon-steps';
import { CATEGORIES, COLOUR_FAMILIES, FINISHES, FIRE_CLASSES, PLACEMENTS, SLIP_CLASSES, USE_CLASSES } from '@/lib/strapi/catalogue-schemas';

// Each value is checked on its own: a bad one is dropped, the others still apply.
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

// Past page 1,000 nobody pages by hand; such an address is page 1.
const pageSchema = z.coerce.number().int().min(1).max(1000);

/**
 * A parameter that may repeat (`fire=A1&fire=A1fl`, one checkbox each): the values the list
 * knows, each once, in the list's own order, so every way of choosing the same things is one
 * address. Unknown values are dropped; none left is no filter.
 */
const choices = <T extends string>(known: readonly T[]) =>
  z
    .unknown()
    .transform((value) => {
      const given = new Set([value].flat().filter((v): v is string => typeof v === 'string'));
      const kept = known.filter((k) => given.has(k));
      return kept.length > 0 ? kept : undefined;
    })
    .optional();

/** A whole number in a range, or nothing (an empty field of the form). */
const bound = (max: number) =>
  optional(
    z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .pipe(z.number().max(max)),
  );

/** The filters in the one order addresses are written in (and the form's fields are in). */
const productQuerySchema = z.object({
  category: choices(CATEGORIES),
  producer: optional(
    z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(120),
  ),
  colour: choices(COLOUR_FAMILIES),
  finish: choices(FINISHES),
  fire: choices(FIRE_CLASSES),
  slip: choices(SLIP_CLASSES),
  use: choices(USE_CLASSES),
  placement: choices(PLACEMENTS),
  epd: optional(z.literal('true').transform(() => true as const)),
  minLrv: bound(100),
  maxLrv: bound(100),
  minGloss: bound(100),
  maxGloss: bound(100),
  maxLead: bound(365),
  maxCarbon: bound(CARBON_STEPS.at(-1)!),
  validEpd: optional(z.literal('true').transform(() => true as const)),
  sort: optional(z.enum(['name', 'newest', 'carbon'])),
  page: optional(pageSchema),
});
export type ProductSearch = z.infer<typeof productQuerySchema>;
export type ProductFilters = Omit<ProductSearch, 'sort' | 'page'>;
const ORDER = Object.keys(productQuerySchema.shape) as (keyof ProductSearch)[];

/**
 * The parameters of the asked query that the list reads, in the order they came: what the
 * canonical address is compared with. Others (a tracking tag, the router's own) the list
 * ignores, as every page does, and they never cause a redirect.
 */
export function listParameters(asked: SearchParamsRecord): SearchParamsRecord {
  return Object.fromEntries(Object.entries(asked).filter(([key]) => (ORDER as string[]).includes(key)));
}

/** The names of the filters a visitor can set (not the order or the page). */
export const FILTER_NAMES = ORDER.filter((name) => name !== 'sort' && name !== 'page') as (keyof ProductFilters)[];

/** Only a string or strings: a nested parameter (`category[$ne]=x`) is no choice. */
function flat(query: Query): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return out;
}

/**
 * The values a range may take: every list a visitor asks for is a cms question and an entry in
 * the data cache, so a bound is one of a few steps, not any number (docs/decisions/037).
 */
export const RANGE_STEPS = {
  lrv: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
  gloss: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
  leadDays: [7, 10, 14, 20, 30, 45, 60, 90, 120, 180, 365],
  carbon: CARBON_STEPS,
} as const;

/** The step at or below a lower bound: the range only widens, so nothing asked for is left out. */
const stepDown = (steps: readonly number[], value: number) => steps.findLast((step) => step <= value) ?? steps[0]!;
/** The step at or above an upper bound. */
const stepUp = (steps: readonly number[], value: number) => steps.find((step) => step >= value) ?? steps.at(-1)!;

/**
 * The product list's choices from the URL; unknown or invalid values are ignored, a range given
 * upside down is turned, and each bound is widened to its step (RANGE_STEPS).
 */
export function parseProductSearch(searchParams: SearchParamsRecord | URLSearchParams): ProductSearch {
  const search = productQuerySchema.parse(flat(parseQuery(searchParams)));
  for (const [min, max, steps] of [
    ['minLrv', 'maxLrv', RANGE_STEPS.lrv],
    ['minGloss', 'maxGloss', RANGE_STEPS.gloss],
  ] as const) {
    const [low, high] = [search[min], search[max]];
    if (low !== undefined && high !== undefined && low > high) [search[min], search[max]] = [high, low];
    if (search[min] !== undefined) search[min] = stepDown(steps, search[min]);
    if (search[max] !== undefined) search[max] = stepUp(steps, search[max]);
  }
  if (search.maxLead !== undefined) search.maxLead = stepUp(RANGE_STEPS.leadDays, search.maxLead);
  if (search.maxCarbon !== undefined) search.maxCarbon = stepUp(RANGE_STEPS.carbon, search.maxCarbon);
  return search;
}

/**
 * The query for a product list link, in the one order of parameters (ORDER) with each list in
 * its own order: only what is set, the default order and page 1 left out. Next writes a
 * list as a repeated parameter.
 */
export function productSearchQuery(search: ProductSearch): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of ORDER) {
    const value = search[name];
    if (value === undefined || (name === 'sort' && value === 'name') || (name === 'page' && value === 1)) continue;
    query[name] = Array.isArray(value) ? value : String(value);
  }
  return query;
}

/** The query string of a query (repeats in order), as the address writes it. */
export function queryString(query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value ?? []].flat()) params.append(key, v);
  return params.toString();
}

/** The filters on a product's climate figures: the product list's own, not the colour or producer search's. */
const CLIMATE_FILTER_NAMES: readonly (keyof ProductFilters)[] = ['maxCarbon', 'validEpd'];

/** The filters alone, without the order, the page and the climate filters (what a colour search takes). */
export function filtersOf(search: ProductSearch): ProductFilters {
  const names = FILTER_NAMES.filter((name) => !CLIMATE_FILTER_NAMES.includes(name) && search[name] !== undefined);
  return Object.fromEntries(names.map((name) => [name, search[name]])) as ProductFilters;
}

/** Every filter the product list takes, its climate filters included (what the producer field counts within). */
export function listFiltersOf(search: ProductSearch): ProductFilters {
  return Object.fromEntries(FILTER_NAMES.filter((name) => search[name] !== undefined).map((name) => [name, search[name]])) as ProductFilters;
}

/**
 * The product lists the data cache keeps (docs/decisions/037): at most `values` filter values in
 * all, to page `pages`; any other list is asked of the cms afresh. The cache never evicts an
 * entry (decision 007), and the lists a visitor can ask for, subsets of every choice times
 * producers, steps, orders and pages, are far too many to keep. The site's own links mostly ask
 * for none, one or two values (a category, a producer's products, a search's category and
 * colour) and for the first pages (page 1 links to pages 2 and 3).
 */
export const CACHED_LISTS = { values: 2, pages: 5 } as const;

/** How many values the filters hold: one per choice of a list (`fire=A1&fire=B-s1,d0` is two), one per other filter set. */
export function filterValues(filters: ProductFilters): number {
  return FILTER_NAMES.reduce((sum, name) => {
    const value = filters[name];
    return sum + (value === undefined ? 0 : Array.isArray(value) ? value.length : 1);
  }, 0);
}

/** Whether a page of the product list is one the data cache keeps (CACHED_LISTS). */
export function isCachedList(search: ProductSearch): boolean {
  return filterValues(search) <= CACHED_LISTS.values && (search.page ?? 1) <= CACHED_LISTS.pages;
}

/** Whether any filter is set. */
export function isFiltered(search: ProductSearch): boolean {
  return FILTER_NAMES.some((name) => search[name] !== undefined);
}

/** The page number of a paged list that takes no other choices (a producer's products); 1 when absent or invalid. */
export function parsePage(searchParams: SearchParamsRecord): number {
  return z.object({ page: optional(pageSchema) }).parse(parseQuery(searchParams)).page ?? 1;
}
