import { describe, expect, it } from 'vitest';
import { bannerLanguage } from './language';

describe('bannerLanguage', () => {
  it('is English for /en and below, Swedish elsewhere', () => {
    expect(bannerLanguage('/en')).toBe('en');
    expect(bannerLanguage('/en/products')).toBe('en');
    expect(bannerLanguage('/')).toBe('sv');
    expect(bannerLanguage('/english-page')).toBe('sv');
    expect(bannerLanguage('/products')).toBe('sv');
  });
});
