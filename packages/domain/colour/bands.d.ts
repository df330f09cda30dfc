export declare const BANDS: readonly [
  { readonly band: 'imperceptible'; readonly below: 1 },
  { readonly band: 'close'; readonly below: 2 },
  { readonly band: 'noticeable'; readonly below: 5 },
  { readonly band: 'different'; readonly below: null },
];
export type Band = (typeof BANDS)[number]['band'];
export declare const BAND_LIMITS: readonly [1, 2, 5];
export type BandLimit = (typeof BAND_LIMITS)[number];
export function limitOf(band: Exclude<Band, 'different'>): BandLimit;
export declare const SIMILAR_LIMIT: 5;
export declare const SAME_LOOK_LIMIT: 3;
export function rangeOf(band: Band): { from: 0 | BandLimit; below: BandLimit } | { from: BandLimit };
export function bandOf(deltaE: number): Band;
