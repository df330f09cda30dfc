// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BANDS } from '@/lib/colour/bands';
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
    expect(entries).toEqual(BANDS.map(({ band }) => `ΔE00 ${words.ranges[band]}${words.bands[band]} – ${words.explanations[band]}`));
    for (const { band } of BANDS) {
      const repeated = [...stems(words.bands[band])].filter((stem) => stems(words.explanations[band]).has(stem));
      expect(repeated, `${band}: "${words.bands[band]}" – "${words.explanations[band]}"`).toEqual([]);
    }
  });
});
