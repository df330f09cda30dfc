import { createRequire } from 'node:module';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { BAND_LIMITS, BANDS, bandOf, limitOf, rangeOf, SAME_LOOK_LIMIT, SIMILAR_LIMIT } from './bands';

type Localized = { sv: string; en: string };
const seed = createRequire(import.meta.url)('../../cms/seed/data.js') as {
  pages: { key?: string; blocks: { type: string; body?: Localized }[] }[];
};

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

describe('texts that state a band limit take it from the bands', () => {
  it('the seeded samples page names each limit where it tells how to read a measured ΔE00', () => {
    const body = seed.pages.find((page) => page.key === 'sampling')!.blocks.find((block) => block.type === 'rich-text')!.body!;
    for (const locale of ['sv', 'en'] as const) {
      const measuring = body[locale].split('\n\n').find((paragraph) => paragraph.includes('ΔE'))!;
      const numbers = [...measuring.matchAll(/\d+/g)].map(([n]) => Number(n)).filter((n) => n !== 0);
      // "00" of ΔE00 aside, the numbers are the bands' limits, each named: no rule of thumb of its own ("över 3").
      expect(new Set(numbers), locale).toEqual(new Set(BAND_LIMITS));
      for (const band of ['imperceptible', 'close', 'noticeable'] as const) expect(measuring, `${locale} ${band}`).toContain(String(limitOf(band)));
    }
  });

  it("the same look, less carbon and the colour search's limits are worded with the limit as an argument", () => {
    for (const [locale, messages] of [
      ['sv', sv],
      ['en', en],
    ] as const) {
      expect(messages.LessCarbon.intro).toContain('{limit}');
      expect(messages.LessCarbon.intro).not.toMatch(/ΔE00 \d/);
      const t = createTranslator({ locale, messages, namespace: 'LessCarbon' });
      expect(t('intro', { limit: SAME_LOOK_LIMIT })).toContain(`ΔE00 ${SAME_LOOK_LIMIT} `);
      const limits = createTranslator({ locale, messages, namespace: 'ColourSearch.limits' });
      for (const { band, below } of BANDS) {
        if (below === null) continue;
        expect(messages.ColourSearch.limits[band as keyof typeof messages.ColourSearch.limits]).toMatch(/^\{limit\} /);
        expect(limits(band as 'imperceptible', { limit: below })).toMatch(new RegExp(`^${below} `));
      }
    }
  });

  it('the ranges of the ΔE00 legend and the similar surfaces past their limit are worded with the figures as arguments', () => {
    for (const [locale, messages] of [
      ['sv', sv],
      ['en', en],
    ] as const) {
      // No figure of their own ("under 1", "ΔE00 5"): every one comes from the bands.
      for (const { band } of BANDS) expect(messages.ColourDifference.ranges[band], `${locale} ${band}`).not.toMatch(/\d/);
      expect(messages.SurfacePage.similarBeyond.replace('ΔE00', ''), locale).not.toMatch(/\d/);
      const ranges = createTranslator({ locale, messages, namespace: 'ColourDifference.ranges' });
      const shown = BANDS.map(({ band }) => [...ranges(band, rangeOf(band)).matchAll(/\d+/g)].map(([n]) => Number(n)));
      expect(shown, locale).toEqual([[BAND_LIMITS[0]], [BAND_LIMITS[0], BAND_LIMITS[1]], [BAND_LIMITS[1], BAND_LIMITS[2]], [BAND_LIMITS[2]]]);
      const surface = createTranslator({ locale, messages, namespace: 'SurfacePage' });
      expect(surface('similarBeyond', { limit: SIMILAR_LIMIT })).toContain(`ΔE00 ${SIMILAR_LIMIT} `);
    }
  });
});
