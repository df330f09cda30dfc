/**
 * How big a colour difference is, in words: the ΔE00 bands every page uses (surface,
 * similar surfaces, compare, colour search, measurements). Their words are the messages'
 * `ColourDifference` namespace, one key per band.
 *
 * One scale, 1 / 2 / 5, because:
 *   - CIEDE2000 was fitted so that ΔE00 1 is about the just-noticeable difference: below it
 *     nobody sees a difference ('imperceptible');
 *   - up to 2 it shows only to someone looking for it with the two side by side ('close'),
 *     the tolerance print and paint quality control commonly use;
 *   - up to 5 it shows at a glance but is still recognisably the same colour ('noticeable');
 *     past it the colours are judged different ('different');
 *   - and the cms's indexed colour boxes are sized for exactly these limits
 *     (cms/src/api/colour-neighbours/services/colour-neighbours.js), so the colour search's limits, the similar
 *     surfaces' "within ΔE00 5" and the words agree. A scale with a break at 3 would say
 *     "different" of colours the colour search calls within its limit.
 * The rules of thumb are not part of the standard; they vary by application. A boundary
 * belongs to the band above it (1.0 is 'close'), as "< 1.0" in those rules.
 */
export const BANDS = [
  { band: 'imperceptible', below: 1 },
  { band: 'close', below: 2 },
  { band: 'noticeable', below: 5 },
  { band: 'different', below: null },
] as const;
export type Band = (typeof BANDS)[number]['band'];

/** The limits a colour search can take: the upper bounds of the bands short of 'different'. */
export const BAND_LIMITS = [1, 2, 5] as const;
export type BandLimit = (typeof BAND_LIMITS)[number];

/** Past this a colour is 'different', not similar: what "similar surfaces" are within when there are enough. */
export const SIMILAR_LIMIT: BandLimit = 5;

/** The band a ΔE00 falls in. */
export function bandOf(deltaE: number): Band {
  return BANDS.find(({ below }) => below === null || deltaE < below)!.band;
}
