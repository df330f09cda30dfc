import { describe, expect, it } from 'vitest';
import { countryName } from './country';

describe('countryName', () => {
  it('names Nordic countries in Swedish and English', () => {
    expect(countryName('SE', 'sv')).toBe('Sverige');
    expect(countryName('FI', 'sv')).toBe('Finland');
    expect(countryName('NO', 'en')).toBe('Norway');
    expect(countryName('dk', 'en')).toBe('Denmark');
  });

  it('passes through what it cannot name', () => {
    expect(countryName(null, 'sv')).toBeNull();
    expect(countryName('1', 'en')).toBe('1');
  });
});
