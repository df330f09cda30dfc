/**
 * The ΔE00 bands, for the site: one module, in the domain package so the cms reads the same
 * limits (packages/domain/colour/bands.js says why the scale is 1 / 2 / 5).
 */
export { BANDS, BAND_LIMITS, SAME_LOOK_LIMIT, SIMILAR_LIMIT, bandOf, limitOf, rangeOf, type Band, type BandLimit } from '@ytbanken/domain/colour/bands';
