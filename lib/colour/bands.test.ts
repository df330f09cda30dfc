import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { BAND_LIMITS, BANDS, bandOf, SIMILAR_LIMIT } from './bands';

describe('bandOf', () => {
  it.each([
    [0, 'imperceptible'],
    [0.999, 'imperceptible'],
    [1, 'close'],
    [1.999, 'close'],
    [2, 'noticeable'],
    [3, 'noticeable'],
    [4.999, 'noticeable'],
    [5, 'different'],
    [27.1492, 'different'],
  ] as const)('ΔE00 %s is %s', (deltaE, expected) => {
    expect(bandOf(deltaE)).toBe(expected);
  });
});

describe('one scale for the whole site', () => {
  it("has the colour search's limits and the similar surfaces' limit at the bands' bounds", () => {
    expect(BAND_LIMITS).toEqual(BANDS.flatMap(({ below }) => (below === null ? [] : [below])));
    expect(bandOf(SIMILAR_LIMIT - 1e-9)).toBe('noticeable');
    expect(bandOf(SIMILAR_LIMIT)).toBe('different');
  });

  it('has words for every band in both languages, and no explanation that repeats its band', () => {
    for (const messages of [sv, en]) {
      const words = messages.ColourDifference;
      expect(Object.keys(words.bands)).toEqual(BANDS.map(({ band }) => band));
      expect(Object.keys(words.ranges)).toEqual(BANDS.map(({ band }) => band));
      for (const { band } of BANDS) {
        expect(words.explanations[band].toLowerCase()).not.toContain(words.bands[band].toLowerCase());
      }
    }
  });
});
