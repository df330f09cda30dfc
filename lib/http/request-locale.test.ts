import { describe, expect, it } from 'vitest';
import { acceptedLocale, pathLocale, requestLocale } from './request-locale';

const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://site.test${url}`, { headers });

describe('requestLocale', () => {
  it('takes ?locale=, then the referring page, then the cookie, then Accept-Language, then Swedish', () => {
    const all = { Referer: 'http://site.test/en/products', Cookie: 'a=b; i18n_redirected=sv', 'Accept-Language': 'sv' };
    expect(requestLocale(request('/api/x?locale=sv', all))).toBe('sv');
    expect(requestLocale(request('/api/x', all))).toBe('en');
    expect(requestLocale(request('/api/x', { ...all, Referer: 'http://other.example/en/x' }))).toBe('sv');
    expect(requestLocale(request('/api/x', { Cookie: 'i18n_redirected=en', 'Accept-Language': 'sv' }))).toBe('en');
    expect(requestLocale(request('/api/x', { 'Accept-Language': 'de-DE, en;q=0.8, sv;q=0.5' }))).toBe('en');
    expect(requestLocale(request('/api/x?locale[$ne]=sv', { Referer: '::not a url::', Cookie: 'i18n_redirected=xx' }))).toBe('sv');
  });
});

describe('acceptedLocale', () => {
  it('follows quality values and ignores q=0 and nonsense', () => {
    expect(acceptedLocale('sv;q=0.4, en-GB;q=0.9')).toBe('en');
    expect(acceptedLocale('en;q=0, sv')).toBe('sv');
    expect(acceptedLocale('*, fr')).toBeUndefined();
    expect(acceptedLocale(';;;,,,q=abc')).toBeUndefined();
  });
});

it('pathLocale: English under /en only', () => {
  expect(pathLocale('/en')).toBe('en');
  expect(pathLocale('/en/products')).toBe('en');
  expect(pathLocale('/english')).toBe('sv');
});
