/**
 * How big a colour difference is, in words: the ΔE00 bands the whole site uses (surface,
 * similar surfaces, the same look with less carbon, compare, colour search, measurements and
 * the seeded samples page). Their words are the site's messages' `ColourDifference` namespace,
 * one key per band. Here, not in the site, so the cms reads the same limits.
 *
 * One scale, 1 / 2 / 5, because:
 *   - CIEDE2000 was fitted so that ΔE00 1 is about the just-noticeable difference: below it
 *     nobody sees a difference ('imperceptible');
 *   - up to 2 it shows only to someone looking for it with the two side by side ('close'),
 *     the tolerance print and paint quality control commonly use;
 *   - up to 5 it shows at a glance but is still recognisably the same colour ('noticeable');
 *     past it the colours are judged different ('different');
 *   - and the cms's indexed colour boxes are sized for exactly these limits
 *     (cms/src/api/colour-neighbours/services/colour-neighbours.js), so the colour search's
 *     limits, the similar surfaces' "within ΔE00 5" and the words agree. A scale with a break
 *     at 3 would say "different" of colours the colour search calls within its limit.
 * The rules of thumb are not part of the standard; they vary by application. A boundary
 * belongs to the band above it (1.0 is 'close'), as "< 1.0" in those rules.
 */
export const BANDS = Object.freeze([
  Object.freeze({ band: 'imperceptible', below: 1 }),
  Object.freeze({ band: 'close', below: 2 }),
  Object.freeze({ band: 'noticeable', below: 5 }),
  Object.freeze({ band: 'different', below: null }),
]);

/** The limits a colour search can take: the upper bounds of the bands short of 'different'. */
export const BAND_LIMITS = Object.freeze(BANDS.flatMap(({ below }) => (below === null ? [] : [below])));

/** The upper bound of a band ('different' has none). */
export function limitOf(band) {
  const found = BANDS.find((b) => b.band === band);
  if (!found || found.below === null) throw new RangeError(`no upper bound for the band ${band}`);
  return found.below;
}

/** Past this a colour is 'different', not similar: what "similar surfaces" are within when there are enough. */
export const SIMILAR_LIMIT = limitOf('noticeable');

/**
 * What counts as the same look ("the same look, less carbon"): ΔE00 3, past 'close' into the
 * low end of 'noticeable'. A substitute is judged on the wall or floor, not held against a
 * sample, and 3 is the tolerance commonly accepted for a replacement finish; 2 would leave
 * most surfaces without an alternative at all. Not a band bound of its own: the words shown
 * with each alternative are still its band's.
 */
export const SAME_LOOK_LIMIT = 3;

/**
 * A band's range, as its words state it: from the bound of the band below (0 for the first) to
 * short of its own (`below`; 'different' has none, so no `below`). The messages'
 * `ColourDifference.ranges` take these as arguments, so their figures are the bands'.
 */
export function rangeOf(band) {
  const index = BANDS.findIndex((b) => b.band === band);
  if (index < 0) throw new RangeError(`no band ${band}`);
  const from = index === 0 ? 0 : BANDS[index - 1].below;
  const { below } = BANDS[index];
  return below === null ? { from } : { from, below };
}

/** The band a ΔE00 falls in. */
export function bandOf(deltaE) {
  return BANDS.find(({ below }) => below === null || deltaE < below).band;
}
