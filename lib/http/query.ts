import qs from 'qs';

/** Limits for parsing a visitor's query string (docs/architecture.md, "Behaviour that must not drift"). */
export const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

export type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };
export type Query = { [key: string]: QueryValue };

/** What Next.js hands a page as `searchParams`. */
export type SearchParamsRecord = Record<string, string | string[] | undefined>;

// Keys that could reach an object's prototype chain; they carry nothing a visitor may set.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Parses a query string with qs within QUERY_LIMITS; whatever lies beyond a limit is
 * dropped, not kept in some other shape: the 1,001st parameter, the 21st array item,
 * anything nested deeper than five brackets. Never throws, and no key reaches a prototype.
 * Accepts the raw string (with or without "?"), URLSearchParams, or a page's searchParams.
 */
export function parseQuery(input: string | URLSearchParams | SearchParamsRecord): Query {
  const parsed = qs.parse(toQueryString(input), {
    ...QUERY_LIMITS,
    ignoreQueryPrefix: true,
    // Over the limits qs would throw with these on; the extra is dropped instead.
    strictDepth: false,
    throwOnLimitExceeded: false,
  });
  return limitObject(parsed, 0);
}

/** The first string of a parameter, or undefined when it is missing, nested or not a string. */
export function firstString(query: Query, name: string): string | undefined {
  if (!Object.hasOwn(query, name)) return undefined;
  const value = query[name];
  if (typeof value === 'string') return value;
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}

/**
 * A page's searchParams back as a query string, so that one parser (and its limits)
 * reads every query. Next.js has already split the string, so only the first
 * parameterLimit values are written back: a page with 10,000 parameters costs no more
 * than one with 1,000.
 */
function toQueryString(input: string | URLSearchParams | SearchParamsRecord): string {
  if (typeof input === 'string') return input;
  const search = new URLSearchParams();
  const entries = input instanceof URLSearchParams ? input.entries() : recordEntries(input);
  for (const [key, value] of entries) {
    if (search.size >= QUERY_LIMITS.parameterLimit) break;
    search.append(key, value);
  }
  return search.toString();
}

function* recordEntries(record: SearchParamsRecord): Generator<[string, string]> {
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const value = record[key];
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) yield [key, item];
  }
}

// depth counts brackets: in a[b][c] the value of c is at depth 2.
function limitObject(object: Record<string, unknown>, depth: number): Query {
  const result: Query = {};
  for (const key of Object.keys(object)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    const value = limitValue(object[key], depth);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

function limitValue(value: unknown, depth: number): QueryValue | undefined {
  if (typeof value === 'string') return value;
  // qs leaves what lies deeper than `depth` as one literal key ("[g][h]") one level down: dropped.
  if (depth >= QUERY_LIMITS.depth) return undefined;
  if (Array.isArray(value)) return limitArray(value, depth);
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  // Over arrayLimit, qs turns an array into an object with index keys; it stays a list, cut to the limit.
  const keys = Object.keys(record);
  if (keys.length > 0 && keys.every((key) => /^(0|[1-9]\d{0,8})$/.test(key))) {
    return limitArray(
      keys.sort((a, b) => Number(a) - Number(b)).map((key) => record[key]),
      depth,
    );
  }
  return limitObject(record, depth + 1);
}

function limitArray(items: unknown[], depth: number): QueryValue[] {
  const result: QueryValue[] = [];
  for (const item of items) {
    if (result.length >= QUERY_LIMITS.arrayLimit) break;
    const value = limitValue(item, depth + 1);
    if (value !== undefined) result.push(value);
  }
  return result;
}
