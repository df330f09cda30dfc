import { describe, expect, it } from 'vitest';
import { parseProductSearch, productSearchQuery } from './product-query';

describe('parseProductSearch', () => {
  it('keeps valid choices', () => {
    expect(parseProductSearch({ category: 'tiles', producer: 'savela', colour: 'green', sort: 'newest', page: '2' })).toEqual({
      category: 'tiles',
      producer: 'savela',
      colour: 'green',
      sort: 'newest',
      page: 2,
    });
  });

  it('drops each invalid value on its own and keeps the rest', () => {
    expect(parseProductSearch({ category: 'spaceships', producer: '../etc', colour: 'green', sort: 'price', page: '-3' })).toEqual({
      category: undefined,
      producer: undefined,
      colour: 'green',
      sort: undefined,
      page: undefined,
    });
    expect(parseProductSearch({ page: 'abc' }).page).toBeUndefined();
    expect(parseProductSearch({ page: '99999' }).page).toBeUndefined();
  });

  it('ignores repeated and nested parameters instead of failing', () => {
    expect(parseProductSearch({ category: ['tiles', 'paints'] }).category).toBeUndefined();
    expect(parseProductSearch({ 'category[$ne]': 'x' }).category).toBeUndefined();
  });
});

describe('productSearchQuery', () => {
  it('writes only what differs from the defaults', () => {
    expect(productSearchQuery({ category: 'tiles', sort: 'name', page: 1 })).toEqual({ category: 'tiles' });
    expect(productSearchQuery({ sort: 'newest', page: 3 })).toEqual({ sort: 'newest', page: '3' });
  });
});
