// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { BAND_LIMITS, BANDS, rangeOf } from '@/lib/colour/bands';
import { request } from '@/tests/unit/intl-server';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { renderServer } from '@/tests/unit/server-render';
import { DeltaLegend } from './DeltaLegend';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));

/** The stems of a text's longer words: "färger" and "färgton" share "färg". */
const stems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .match(/\p{L}{4,}/gu)
      ?.map((word) => word.slice(0, 4)) ?? [],
  );

describe.each(LOCALES)('the ΔE00 legend (%s)', (locale) => {
  const words = messagesOf(locale).ColourDifference;

  it('says each band’s range and words once, and a meaning that does not repeat them', async () => {
    request.locale = locale;
    const legend = within(await renderServer(<DeltaLegend />)).getByRole('complementary', { name: words.legendTitle });
    const entries = [...legend.querySelectorAll('dl > div')].map((entry) => entry.textContent);
    const ranges = createTranslator({ locale, messages: messagesOf(locale), namespace: 'ColourDifference.ranges' });
    expect(entries).toEqual(BANDS.map(({ band }) => `ΔE00 ${ranges(band, rangeOf(band))}${words.bands[band]} – ${words.explanations[band]}`));
  });

  it('shows the bands’ own limits as each range’s figures, written in the page’s language', async () => {
    request.locale = locale;
    const legend = within(await renderServer(<DeltaLegend />)).getByRole('complementary', { name: words.legendTitle });
    // The figures of "ΔE00 1 till under 2", the 00 of ΔE00 aside, read back from the page's own way of writing them.
    const decimal = new Intl.NumberFormat(locale).format(1.5).charAt(1);
    const figures = [...legend.querySelectorAll('dt')].map((term) =>
      [...term.textContent!.replace('ΔE00', '').matchAll(/\d+(?:[.,]\d+)?/g)].map(([n]) => Number(n.replace(decimal, '.'))),
    );
    // Each band from the limit below it (none for the first) to its own (none for the last).
    expect(figures).toEqual(BANDS.map((_, i) => [BAND_LIMITS[i - 1], BAND_LIMITS[i]].filter((n) => n !== undefined)));
    for (const { band } of BANDS) expect(words.ranges[band], `${locale} ${band}`).not.toMatch(/\d/);
    for (const { band } of BANDS) {
      const repeated = [...stems(words.bands[band])].filter((stem) => stems(words.explanations[band]).has(stem));
      expect(repeated, `${band}: "${words.bands[band]}" – "${words.explanations[band]}"`).toEqual([]);
    }
  });
});
