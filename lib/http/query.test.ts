import fc from 'fast-check';
import qs from 'qs';
import { afterEach, describe, expect, it } from 'vitest';
import { firstString, parseQuery, QUERY_LIMITS, type QueryValue } from './query';

/** Bracket levels below the top key: a=1 is 0, a[b]=1 and a[]=1 are 1. */
function depth(value: QueryValue): number {
  if (typeof value === 'string') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depth));
}
const leaves = (value: QueryValue): number =>
  typeof value === 'string' ? 1 : (Array.isArray(value) ? value : Object.values(value)).reduce((n, v) => n + leaves(v), 0);
const longestArray = (value: QueryValue): number =>
  typeof value === 'string' ? 0 : Math.max(Array.isArray(value) ? value.length : 0, ...(Array.isArray(value) ? value : Object.values(value)).map(longestArray));

// Query strings made of the pieces that matter: brackets, indexes, prototype names, broken escapes.
const keyPart = fc.oneof(
  fc.constantFrom('a', 'b', 'filters', '$where', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '0', '1', '21', '999', ''),
  fc.string({ maxLength: 6 }),
);
const key = fc
  .tuple(
    keyPart,
    fc.array(
      fc.oneof(
        keyPart.map((k) => `[${k}]`),
        fc.constant('[]'),
        fc.constant('.x'),
      ),
      { maxLength: 9 },
    ),
  )
  .map(([head, rest]) => head + rest.join(''));
const value = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('%E0%A4%A', '%', '%%', '%00', '1e9999', 'NaN', '<script>alert(1)</script>'));
const queryString = fc
  .array(
    fc.tuple(key, value).map(([k, v]) => `${k}=${v}`),
    { maxLength: 60 },
  )
  .map((parts) => parts.join('&'));
const anyInput = fc.oneof(queryString, fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 200 }));

const prototypeNames = () => Object.getOwnPropertyNames(Object.prototype).sort();
const before = prototypeNames();

afterEach(() => {
  // Nothing a query did may show up on every object.
  expect(prototypeNames()).toEqual(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('parseQuery, for any input', () => {
  it('never throws and always answers a plain object', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const query = parseQuery(input);
        expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
      }),
      { numRuns: 2000 },
    );
  });

  it('never yields more than the limits allow', () => {
    fc.assert(
      fc.property(queryString, (input) => {
        const query = parseQuery(input);
        expect(leaves(query)).toBeLessThanOrEqual(QUERY_LIMITS.parameterLimit);
        expect(longestArray(query)).toBeLessThanOrEqual(QUERY_LIMITS.arrayLimit);
        for (const value of Object.values(query)) expect(depth(value)).toBeLessThanOrEqual(QUERY_LIMITS.depth);
      }),
      { numRuns: 2000 },
    );
  });

  it('never carries a prototype key and never pollutes Object.prototype', () => {
    const hasForbiddenKey = (value: QueryValue): boolean =>
      typeof value !== 'string' &&
      (Array.isArray(value)
        ? value.some(hasForbiddenKey)
        : Object.keys(value).some((k) => ['__proto__', 'constructor', 'prototype'].includes(k)) || Object.values(value).some(hasForbiddenKey));
    fc.assert(
      fc.property(
        queryString,
        fc.constantFrom('__proto__[polluted]=1', 'constructor[prototype][polluted]=1', 'a[__proto__][polluted]=1', '__proto__.polluted=1'),
        (input, attack) => {
          const query = parseQuery(`${input}&${attack}`);
          expect(hasForbiddenKey(query)).toBe(false);
          expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads a page’s searchParams the same as the string they came from', () => {
    fc.assert(
      fc.property(queryString, (input) => {
        const params = new URLSearchParams(input);
        const record: Record<string, string | string[]> = {};
        for (const [k, v] of params) {
          const previous = Object.hasOwn(record, k) ? record[k] : undefined;
          Object.defineProperty(record, k, { value: previous === undefined ? v : [previous, v].flat(), enumerable: true, writable: true, configurable: true });
        }
        expect(parseQuery(record)).toEqual(parseQuery(params));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseQuery, for valid small queries', () => {
  // Names and values as the site's own links write them.
  const name = fc.stringMatching(/^[a-z][a-zA-Z0-9_-]{0,11}$/).filter((n) => !['constructor', 'prototype'].includes(n));
  const text = fc.string({ maxLength: 20 });
  const smallQuery = fc.dictionary(
    name,
    fc.oneof(
      text,
      fc.array(text, { minLength: 1, maxLength: QUERY_LIMITS.arrayLimit }),
      fc.dictionary(name, fc.oneof(text, fc.dictionary(name, text, { minKeys: 1, maxKeys: 3 })), { minKeys: 1, maxKeys: 4 }),
    ),
    { maxKeys: 8 },
  );

  it('round-trips what qs.stringify wrote', () => {
    fc.assert(
      fc.property(smallQuery, (query) => {
        expect(parseQuery(qs.stringify(query))).toEqual(query);
        expect(parseQuery(`?${qs.stringify(query)}`)).toEqual(query);
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with plain qs where no limit is reached', () => {
    fc.assert(
      fc.property(smallQuery, (query) => {
        const search = qs.stringify(query, { arrayFormat: 'brackets' });
        expect(parseQuery(search)).toEqual(qs.parse(search));
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseQuery at the limits', () => {
  it('drops what lies deeper than five brackets', () => {
    expect(parseQuery('a[b][c][d][e][f]=1')).toEqual({ a: { b: { c: { d: { e: { f: '1' } } } } } });
    expect(parseQuery('a[b][c][d][e][f][g]=1&k=2')).toEqual({ a: { b: { c: { d: { e: {} } } } }, k: '2' });
  });

  it('keeps the first twenty items of a list', () => {
    const indexed = parseQuery(Array.from({ length: 25 }, (_, i) => `x[${i}]=${i}`).join('&'));
    expect(indexed.x).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
    const repeated = parseQuery(Array.from({ length: 25 }, (_, i) => `x=${i}`).join('&'));
    expect(repeated.x).toHaveLength(20);
    expect(parseQuery('x[99999]=far').x).toEqual(['far']);
  });

  it('reads the first 1000 parameters of a string, URLSearchParams or searchParams', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `p${i}=1`).join('&');
    expect(Object.keys(parseQuery(many))).toHaveLength(1000);
    expect(Object.keys(parseQuery(new URLSearchParams(many)))).toHaveLength(1000);
    expect(Object.keys(parseQuery(Object.fromEntries(new URLSearchParams(many))))).toHaveLength(1000);
    expect(parseQuery(many).p999).toBe('1');
    expect(parseQuery(many).p1000).toBeUndefined();
  });

  it('leaves broken percent-encoding as it came', () => {
    expect(parseQuery('q=%E0%A4%A&r=%')).toEqual({ q: '%E0%A4%A', r: '%' });
  });
});

describe('firstString', () => {
  it('is the string, the first of a list, or nothing', () => {
    const query = parseQuery('a=1&b=2&b=3&c[d]=4&e[]=&toString=x');
    expect(firstString(query, 'a')).toBe('1');
    expect(firstString(query, 'b')).toBe('2');
    expect(firstString(query, 'c')).toBeUndefined();
    expect(firstString(query, 'e')).toBe('');
    expect(firstString(query, 'missing')).toBeUndefined();
    expect(firstString(query, 'toString')).toBeUndefined();
  });
});
