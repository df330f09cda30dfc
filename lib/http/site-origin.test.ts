import { describe, expect, it } from 'vitest';
import { isSameOriginWrite } from './site-origin';

// SITE_URL is http://site.test in the unit tests (vitest.config.ts).
const post = (headers: Record<string, string>, url = 'http://127.0.0.1:3000/api/preview/exit') => new Request(url, { method: 'POST', headers });

describe('isSameOriginWrite', () => {
  it('believes the browser’s Sec-Fetch-Site: only same-origin', () => {
    expect(isSameOriginWrite(post({ 'Sec-Fetch-Site': 'same-origin' }))).toBe(true);
    for (const site of ['cross-site', 'same-site', 'none'])
      expect(isSameOriginWrite(post({ 'Sec-Fetch-Site': site, Origin: 'http://site.test' })), site).toBe(false);
  });

  it('without it, reads the Origin: the public address or the request’s own', () => {
    expect(isSameOriginWrite(post({ Origin: 'http://site.test' }))).toBe(true);
    expect(isSameOriginWrite(post({ Origin: 'http://127.0.0.1:3000' }))).toBe(true);
    expect(isSameOriginWrite(post({ Origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOriginWrite(post({ Origin: 'null' }))).toBe(false);
  });

  it('lets a request that no browser sent through: it carries no visitor’s cookies', () => {
    expect(isSameOriginWrite(post({}))).toBe(true);
  });
});
