import { describe, expect, it } from 'vitest';
import { parseProductSearch, parseQueryString, productSearchQuery } from './product-query';

describe('parseProductSearch', () => {
  it('keeps valid choices', () => {
    expect(
      parseProductSearch({ category: 'tiles', producer: 'savela', colour: 'green', sort: 'newest', page: '2' }),
    ).toEqual({ category: 'tiles', producer: 'savela', colour: 'green', sort: 'newest', page: 2 });
  });

  it('drops each invalid value on its own and keeps the rest', () => {
    expect(
      parseProductSearch({ category: 'spaceships', producer: '../etc', colour: 'green', sort: 'price', page: '-3' }),
    ).toEqual({ category: undefined, producer: undefined, colour: 'green', sort: undefined, page: undefined });
    expect(parseProductSearch({ page: 'abc' }).page).toBeUndefined();
    expect(parseProductSearch({ page: '99999' }).page).toBeUndefined();
  });

  it('ignores repeated and nested parameters instead of failing', () => {
    expect(parseProductSearch({ category: ['tiles', 'paints'] }).category).toBeUndefined();
    expect(parseProductSearch({ 'category[$ne]': 'x' }).category).toBeUndefined();
  });
});

describe('parseQueryString', () => {
  it('stops nesting at depth 5 and arrays at 20 items', () => {
    const deep = parseQueryString('a[b][c][d][e][f][g]=1');
    expect(JSON.stringify(deep)).toBe('{"a":{"b":{"c":{"d":{"e":{"f":{"[g]":"1"}}}}}}}');
    const long = parseQueryString(Array.from({ length: 25 }, (_, i) => `x[${i}]=${i}`).join('&'));
    expect(Array.isArray(long.x)).toBe(false);
  });

  it('reads at most 1000 parameters', () => {
    const many = parseQueryString(Array.from({ length: 1200 }, (_, i) => `p${i}=1`).join('&'));
    expect(Object.keys(many)).toHaveLength(1000);
  });
});

describe('productSearchQuery', () => {
  it('writes only what differs from the defaults', () => {
    expect(productSearchQuery({ category: 'tiles', sort: 'name', page: 1 })).toEqual({ category: 'tiles' });
    expect(productSearchQuery({ sort: 'newest', page: 3 })).toEqual({ sort: 'newest', page: '3' });
  });
});
