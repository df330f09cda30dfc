import { describe, expect, it } from 'vitest';
import { differs, specificationRows } from './differs';
import { returnDestination, safeReturnTo } from '@/lib/auth/return-to';
import { compareQuery, compareReturnTo, parseCompareIds } from './ids';

const id = (n: number) => `surface${String(n).padStart(2, '0')}aaaaaaaaaaaaaaaa`;

describe('parseCompareIds', () => {
  it('reads comma-separated and repeated parameters, each id once', () => {
    expect(parseCompareIds(`${id(1)},${id(2)}`)).toEqual({ ids: [id(1), id(2)], malformed: 0, tooMany: false });
    expect(parseCompareIds([id(1), `${id(2)},${id(1)}`]).ids).toEqual([id(1), id(2)]);
    expect(parseCompareIds(undefined)).toEqual({ ids: [], malformed: 0, tooMany: false });
  });

  it('counts what is not an id and ignores empty entries', () => {
    expect(parseCompareIds(`<script>alert(1)</script>,${id(1)},,../x, `)).toEqual({ ids: [id(1)], malformed: 2, tooMany: false });
    expect(parseCompareIds(','.repeat(10_000))).toEqual({ ids: [], malformed: 0, tooMany: false });
    expect(parseCompareIds('A'.repeat(100_000)).malformed).toBe(1);
  });

  it('refuses more than four', () => {
    const five = [1, 2, 3, 4, 5].map(id);
    expect(parseCompareIds(five.join(','))).toMatchObject({ ids: five, tooMany: true });
    expect(parseCompareIds(five.slice(0, 4).join(',')).tooMany).toBe(false);
  });

  it('writes the address the page reads', () => {
    expect(parseCompareIds(compareQuery([id(1), id(2)]).s).ids).toEqual([id(1), id(2)]);
  });
});

describe('compareReturnTo', () => {
  it('comes back to the same surfaces after signing in, through the sign-in’s own checks', () => {
    const back = compareReturnTo([id(1), id(2)]);
    expect(safeReturnTo(back)).toBe(back);
    const { href, locale } = returnDestination(back, 'en');
    expect(locale).toBe('en');
    expect(parseCompareIds(new URL(href, 'http://site.test').searchParams.get('s') ?? undefined).ids).toEqual([id(1), id(2)]);
  });

  it('carries only ids, and no more than the page compares', () => {
    const five = [1, 2, 3, 4, 5].map(id);
    expect(parseCompareIds(new URL(compareReturnTo(five), 'http://site.test').searchParams.get('s') ?? undefined).ids).toEqual(five.slice(0, 4));
    expect(compareReturnTo(['//evil.example', 'x&returnTo=/admin', id(1)])).toBe(`/compare?s=${id(1)}`);
    expect(compareReturnTo([])).toBe('/compare');
  });
});

describe('differs', () => {
  it('marks a row whose values are not all the same', () => {
    expect(differs(['Matt', 'matt'])).toBe(false);
    expect(differs([12, 12, 12])).toBe(false);
    expect(differs([12, 13])).toBe(true);
    expect(differs([12, null])).toBe(true);
    expect(differs([null, null])).toBe(false);
    expect(differs(['12'])).toBe(false);
  });

  it('lines up specifications by key across products', () => {
    const rows = specificationRows([
      { specifications: [{ key: 'Thickness', value: '14 mm' }] },
      {
        specifications: [
          { key: 'Wear class', value: '33' },
          { key: 'Thickness', value: '8 mm' },
        ],
      },
      null,
    ]);
    expect(rows).toEqual([
      { key: 'Thickness', values: ['14 mm', '8 mm', null] },
      { key: 'Wear class', values: [null, '33', null] },
    ]);
  });
});
