import { describe, expect, it } from 'vitest';
import { carriesPlaceholder, isEdgeCacheable, withoutPlaceholder, type EdgeRequest } from './edge';

const PLACEHOLDER = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8';

function view(
  path: string,
  { method = 'GET', headers = {}, cookies = [] }: { method?: string; headers?: Record<string, string>; cookies?: string[] } = {},
): EdgeRequest {
  const url = new URL(path, 'http://site.test');
  return { method, pathname: url.pathname, searchParams: url.searchParams, headers: new Headers(headers), cookieNames: cookies };
}
const plain = { headers: new Headers() };

describe('isEdgeCacheable', () => {
  it('opts in public pages read by anonymous visitors', () => {
    for (const path of ['/', '/en', '/products?category=tiles', '/en/products/abc', '/producer/kakel', '/om-oss', '/contact']) {
      expect(isEdgeCacheable(view(path, { cookies: ['cc_cookie', 'i18n_redirected'] }), plain), path).toBe(true);
    }
    expect(isEdgeCacheable(view('/', { method: 'HEAD' }), plain)).toBe(true);
  });

  it('leaves out sessions, previews, the router’s requests, posts and answers that set cookies', () => {
    expect(isEdgeCacheable(view('/products', { cookies: ['ytb_access'] }), plain)).toBe(false);
    expect(isEdgeCacheable(view('/products', { cookies: ['ytb_refresh'] }), plain)).toBe(false);
    expect(isEdgeCacheable(view('/products', { cookies: ['__prerender_bypass'] }), plain)).toBe(false);
    expect(isEdgeCacheable(view('/products', { headers: { rsc: '1' } }), plain)).toBe(false);
    expect(isEdgeCacheable(view('/products', { headers: { 'next-router-prefetch': '1' } }), plain)).toBe(false);
    expect(isEdgeCacheable(view('/products?_rsc=x'), plain)).toBe(false);
    expect(isEdgeCacheable(view('/contact', { method: 'POST' }), plain)).toBe(false);
    expect(isEdgeCacheable(view('/'), { headers: new Headers({ 'set-cookie': 'i18n_redirected=en' }) })).toBe(false);
  });

  it('leaves out the signed-in areas, the account forms, search and shared projects in both languages', () => {
    for (const path of [
      '/my-materials',
      '/en/my-projects',
      '/producer-desk',
      '/en/producer-desk?page=2',
      '/measurements',
      '/account',
      '/en/login',
      '/register',
      '/reset-password?code=x',
      '/search?q=ek',
      '/en/search',
      '/shared/AbC-123_x',
      '/en/shared/AbC-123_x',
      '/samples/confirm?token=x',
      '/en/samples/confirm',
    ]) {
      expect(isEdgeCacheable(view(path), plain), path).toBe(false);
    }
    // A cms page whose slug merely starts like one of them is public.
    expect(isEdgeCacheable(view('/searchlight'), plain)).toBe(true);
  });
});

describe('the placeholder in outside text', () => {
  it('is removed from cms content whatever its case', () => {
    expect(withoutPlaceholder(`<script nonce="${PLACEHOLDER}">x</script> ${PLACEHOLDER.toUpperCase()}`, PLACEHOLDER)).toBe('<script nonce="">x</script> ');
    expect(withoutPlaceholder('nothing to see', undefined)).toBe('nothing to see');
  });

  it('is removed until none is left when copies are nested in each other', () => {
    const half = PLACEHOLDER.length >> 1;
    const nest = (inner: string) => `${PLACEHOLDER.slice(0, half)}${inner}${PLACEHOLDER.slice(half)}`;
    for (const text of [nest(PLACEHOLDER), nest(nest(PLACEHOLDER)), nest(nest(nest(PLACEHOLDER.toUpperCase())))]) {
      const clean = withoutPlaceholder(`<p>${text}</p>`, PLACEHOLDER);
      expect(clean.toLowerCase()).not.toContain(PLACEHOLDER.toLowerCase());
      expect(clean).toBe('<p></p>');
    }
  });

  it('is found in an address, raw or percent-encoded', () => {
    expect(carriesPlaceholder(`/search?q=${PLACEHOLDER}`, PLACEHOLDER)).toBe(true);
    const encoded = [...PLACEHOLDER].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
    expect(carriesPlaceholder(`/search?q=${encoded}`, PLACEHOLDER)).toBe(true);
    expect(carriesPlaceholder(`/search?q=${PLACEHOLDER.slice(1)}`, PLACEHOLDER)).toBe(false);
    expect(carriesPlaceholder(`/search?q=${PLACEHOLDER}`, undefined)).toBe(false);
  });
});
