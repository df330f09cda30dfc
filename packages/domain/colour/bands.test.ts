import { describe, expect, it } from 'vitest';
import { BAND_LIMITS, BANDS, SAME_LOOK_LIMIT, SIMILAR_LIMIT, bandOf, limitOf, rangeOf } from './bands';

describe('the ΔE00 bands', () => {
  it('name each limit by the band it closes', () => {
    expect(BANDS.map(({ band }) => band)).toEqual(['imperceptible', 'close', 'noticeable', 'different']);
    expect(BAND_LIMITS).toEqual([limitOf('imperceptible'), limitOf('close'), limitOf('noticeable')]);
    expect(() => limitOf('different' as never)).toThrow(RangeError);
  });

  it('range each band from the bound below it to its own, with no gap between them', () => {
    expect(BANDS.map(({ band }) => rangeOf(band))).toEqual([
      { from: 0, below: limitOf('imperceptible') },
      { from: limitOf('imperceptible'), below: limitOf('close') },
      { from: limitOf('close'), below: limitOf('noticeable') },
      { from: limitOf('noticeable') },
    ]);
    for (const { band } of BANDS) expect(bandOf(rangeOf(band).from)).toBe(band);
    expect(() => rangeOf('huge' as never)).toThrow(RangeError);
  });

  it("put the same look past 'close' into the low end of 'noticeable', and similar short of 'different'", () => {
    expect(SAME_LOOK_LIMIT).toBeGreaterThan(limitOf('close'));
    expect(SAME_LOOK_LIMIT).toBeLessThan(limitOf('noticeable'));
    expect(bandOf(SAME_LOOK_LIMIT)).toBe('noticeable');
    expect(bandOf(SIMILAR_LIMIT - 1e-9)).toBe('noticeable');
    expect(bandOf(SIMILAR_LIMIT)).toBe('different');
  });
});
