import { describe, expect, it } from 'vitest';
import { foldSearchText } from './search-text';

describe('foldSearchText', () => {
  it('lowercases as Swedish does and keeps å, ä, ö and é', () => {
    expect(foldSearchText('KALKFÄRG')).toBe('kalkfärg');
    expect(foldSearchText('ÅÄÖÉ Åsa Östergren Café')).toBe('åäöé åsa östergren café');
    expect(foldSearchText('NCS S 1050-Y90R')).toBe('ncs s 1050-y90r');
  });

  it('makes a letter typed decomposed the same as the composed one', () => {
    const decomposed = 'KALKFA\u0308RG A\u030Angstro\u0308m'; // Ä, Å, ö as letter + mark
    expect(foldSearchText(decomposed)).toBe('kalkfärg ångström');
    expect(foldSearchText(decomposed)).toBe(foldSearchText('KALKFÄRG ÅNGSTRÖM'));
  });

  it('keeps ß as it is and lowercases the capital ẞ to it, never to "ss"', () => {
    expect(foldSearchText('Straße')).toBe('straße');
    expect(foldSearchText('STRAẞE')).toBe('straße');
  });

  it('leaves folded text as it is', () => {
    for (const text of ['kalkfärg', 'straße', 'åäöé', '']) expect(foldSearchText(foldSearchText(text))).toBe(foldSearchText(text));
  });
});
