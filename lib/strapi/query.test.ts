import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { toQueryString } from './query';

describe('toQueryString', () => {
  it('encodes nested filters with brackets, keeping brackets readable', () => {
    expect(toQueryString({ filters: { slug: { $eq: 'ek-natur' } }, locale: 'sv' })).toBe('?filters[slug][$eq]=ek-natur&locale=sv');
  });

  it('encodes deep relation filters, arrays and populate fragments', () => {
    const query = {
      filters: { producer: { slug: { $in: ['nordsten', 'lindqvist'] } } },
      populate: { blocks: { on: { 'blocks.hero': { populate: { image: true } } } } },
      pagination: { page: 2, pageSize: 12 },
    };
    const encoded = toQueryString(query);
    expect(encoded).toBe(
      '?filters[producer][slug][$in][0]=nordsten&filters[producer][slug][$in][1]=lindqvist' +
        '&populate[blocks][on][blocks.hero][populate][image]=true&pagination[page]=2&pagination[pageSize]=12',
    );
    // Strapi parses it back to the same structure (query-string values are strings).
    expect(qs.parse(encoded.slice(1), { depth: 10 })).toEqual({
      filters: { producer: { slug: { $in: ['nordsten', 'lindqvist'] } } },
      populate: { blocks: { on: { 'blocks.hero': { populate: { image: 'true' } } } } },
      pagination: { page: '2', pageSize: '12' },
    });
  });

  it('escapes values but not keys, and drops null values', () => {
    expect(toQueryString({ filters: { name: { $containsi: 'grå & vit' } }, sort: null })).toBe('?filters[name][$containsi]=gr%C3%A5%20%26%20vit');
  });

  it('is empty for no query', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
  });
});
