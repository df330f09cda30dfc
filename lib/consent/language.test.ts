import { describe, expect, it } from 'vitest';
import { bannerLanguage, supportedLanguage } from './language';

describe('bannerLanguage', () => {
  it('is English for /en and below, Swedish elsewhere', () => {
    expect(bannerLanguage('/en')).toBe('en');
    expect(bannerLanguage('/en/products')).toBe('en');
    expect(bannerLanguage('/')).toBe('sv');
    expect(bannerLanguage('/english-page')).toBe('sv');
    expect(bannerLanguage('/products')).toBe('sv');
  });
});

describe('supportedLanguage', () => {
  it('takes a configured code, then its two-letter prefix, then the default', () => {
    expect(supportedLanguage('en', ['sv', 'en'], 'sv')).toBe('en');
    expect(supportedLanguage('en-GB', ['sv', 'en'], 'sv')).toBe('en');
    expect(supportedLanguage('SV-se', ['sv', 'en'], 'sv')).toBe('sv');
    expect(supportedLanguage('de', ['sv', 'en'], 'sv')).toBe('sv');
  });
});
