import { describe, expect, it } from 'vitest';
import { MALICIOUS_RETURN_TO } from '@/tests/support/malicious-return-to';
import { returnDestination, safeReturnTo, withQuery } from './return-to';

describe('safeReturnTo', () => {
  it('keeps same-site paths', () => {
    expect(safeReturnTo('/my-materials')).toBe('/my-materials');
    expect(safeReturnTo('/en/measurements?project=1')).toBe('/en/measurements?project=1');
  });

  it.each(MALICIOUS_RETURN_TO)('sends %j home', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('sends non-strings home', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(['/a'])).toBe('/');
  });
});

describe('returnDestination', () => {
  it('puts the sign-in page’s locale in front of a locale-less path, query kept', () => {
    expect(returnDestination('/my-materials?x=1', 'en')).toEqual({ href: '/my-materials?x=1', locale: 'en' });
    expect(returnDestination('/my-materials', 'sv')).toEqual({ href: '/my-materials', locale: 'sv' });
  });

  it('takes the locale a returnTo already carries instead of doubling it', () => {
    expect(returnDestination('/en/my-materials?x=1', 'en')).toEqual({ href: '/my-materials?x=1', locale: 'en' });
    expect(returnDestination('/en/my-materials', 'sv')).toEqual({ href: '/my-materials', locale: 'en' });
    expect(returnDestination('/sv/matt', 'en')).toEqual({ href: '/matt', locale: 'sv' });
    expect(returnDestination('/en', 'sv')).toEqual({ href: '/', locale: 'en' });
    expect(returnDestination('/en?x=1', 'sv')).toEqual({ href: '/?x=1', locale: 'en' });
    // A path that only begins with the letters of a locale is not one.
    expect(returnDestination('/energy-labels', 'sv')).toEqual({ href: '/energy-labels', locale: 'sv' });
  });

  it.each(MALICIOUS_RETURN_TO.flatMap((value) => [value, `/en${value}`, `/sv${value}`, `/en/${value}`]))('keeps %j on this site', (value) => {
    const { href } = returnDestination(value, 'sv');
    expect(href === '/' || (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\'))).toBe(true);
    expect(safeReturnTo(href)).toBe(href);
  });
});

describe('withQuery', () => {
  it('keeps the page’s query, repeated parameters too', () => {
    expect(withQuery('/my-materials', { x: '1' })).toBe('/my-materials?x=1');
    expect(withQuery('/account', { a: ['1', '2'], b: undefined, q: 'grå ek' })).toBe('/account?a=1&a=2&q=gr%C3%A5+ek');
    expect(withQuery('/account', {})).toBe('/account');
    expect(withQuery('/account')).toBe('/account');
  });
});
