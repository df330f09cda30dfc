import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { BAD_ADDRESS_SEGMENT, PAGE_PATH_CHARACTERS, screenAddress } from './bad-address';
import { QUERY_CHARACTERS, shortenQuery } from './long-query';
import { QUERY_LIMITS } from './query';

const get = (address: string, method = 'GET') => new NextRequest(`http://site.test${address}`, { method });
/** The query a page is handed, and the length the locale rewrite would give it. */
const passedOn = (address: string) => {
  const { searchParams } = shortenQuery(get(address)).nextUrl;
  return { params: searchParams, encodedLength: searchParams.toString().length };
};

describe('shortenQuery', () => {
  it('hands an ordinary query on untouched', () => {
    const request = get('/compare?s=abc,def&x=%C3%A5');
    expect(shortenQuery(request)).toBe(request);
  });

  it('keeps the first thousand parameters', () => {
    const { params } = passedOn(`/products?category=tiles&${Array.from({ length: 1_500 }, (_, i) => `${i}=`).join('&')}`);
    expect(params.get('category')).toBe('tiles');
    expect(params.has(String(QUERY_LIMITS.parameterLimit - 2))).toBe(true);
    expect(params.has(String(QUERY_LIMITS.parameterLimit - 1))).toBe(false);
  });

  it('drops a parameter that form-encoded would be too long, and keeps the rest', () => {
    // 5,000 commas are 15,000 characters once the rewrite has encoded them.
    const { params, encodedLength } = passedOn(`/compare?s=${','.repeat(5_000)}&category=tiles&q=golv`);
    expect(params.has('s')).toBe(false);
    expect(params.get('category')).toBe('tiles');
    expect(params.get('q')).toBe('golv');
    expect(encodedLength).toBeLessThanOrEqual(QUERY_CHARACTERS);
  });

  it('keeps any query within the limit once encoded, whatever it is made of', () => {
    for (const character of [',', 'x', '%C3%A5', '%20', '(', '%00']) {
      const { encodedLength } = passedOn(`/search?${Array.from({ length: 40 }, (_, i) => `q${i}=${character.repeat(200)}`).join('&')}`);
      expect(encodedLength, character).toBeLessThanOrEqual(QUERY_CHARACTERS);
      expect(encodedLength, character).toBeGreaterThan(QUERY_CHARACTERS / 2);
    }
  });

  it('leaves posts alone', () => {
    const request = get(`/contact?s=${','.repeat(5_000)}`, 'POST');
    expect(shortenQuery(request)).toBe(request);
  });
});

describe('screenAddress and long paths', () => {
  const rewriteOf = (response: Response | null) => response?.headers.get('x-middleware-rewrite');

  it('sends a page path longer than any page has to the localized 404, in its language', () => {
    const long = 'a'.repeat(PAGE_PATH_CHARACTERS);
    expect(rewriteOf(screenAddress(get(`/${long}`)))).toBe(`http://site.test/sv/${BAD_ADDRESS_SEGMENT}`);
    expect(rewriteOf(screenAddress(get(`/en/products/${long}`)))).toBe(`http://site.test/en/${BAD_ADDRESS_SEGMENT}`);
    // Encoded, as the rewrite would carry it: 700 braces are 2,100 characters.
    expect(rewriteOf(screenAddress(get(`/${'{'.repeat(700)}`)))).toBe(`http://site.test/sv/${BAD_ADDRESS_SEGMENT}`);
  });

  it('lets a page path of ordinary length through to the locale proxy', () => {
    expect(screenAddress(get(`/${'a'.repeat(PAGE_PATH_CHARACTERS - 1)}`))).toBeNull();
    expect(screenAddress(get('/producer/nordtra/products/ek-natur'))).toBeNull();
  });
});
