import { describe, expect, it } from 'vitest';
import { deltaE2000, type Lab } from './ciede2000';

// Table 1 of G. Sharma, W. Wu and E. N. Dalal (2005), "The CIEDE2000 color-difference formula:
// Implementation notes, supplementary test data, and mathematical observations", Color Res.
// Appl. 30(1), 21-30. Published values, transcribed, not computed here: the pairs were chosen
// to catch the usual implementation mistakes (hue wrap-around, the exact 180° hue tie in
// pairs 10 and 14, the blue-region rotation term, neutral colours with undefined hue).
// Columns: L1, a1, b1, L2, a2, b2, expected ΔE00.
const sharmaTable1: ReadonlyArray<readonly [number, number, number, number, number, number, number]> = [
  [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
  [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
  [50.0, 2.8361, -74.02, 50.0, 0.0, -82.7485, 3.4412],
  [50.0, -1.3802, -84.2814, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -1.1848, -84.8006, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -0.9009, -85.5211, 50.0, 0.0, -82.7485, 1.0],
  [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
  [50.0, -1.0, 2.0, 50.0, 0.0, 0.0, 2.3669],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0009, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.001, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0011, 7.2195],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0012, 7.2195],
  [50.0, -0.001, 2.49, 50.0, 0.0009, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.001, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.0011, -2.49, 4.7461],
  [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
  [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
  [50.0, 2.5, 0.0, 61.0, -5.0, 29.0, 22.8977],
  [50.0, 2.5, 0.0, 56.0, -27.0, -3.0, 31.903],
  [50.0, 2.5, 0.0, 58.0, 24.0, 15.0, 19.4535],
  [50.0, 2.5, 0.0, 50.0, 3.1736, 0.5854, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2972, 0.0, 1.0],
  [50.0, 2.5, 0.0, 50.0, 1.8634, 0.5757, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2592, 0.335, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [61.2901, 3.7196, -5.3901, 61.4292, 2.248, -4.962, 1.8731],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
  [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

const cases = sharmaTable1.map(([L1, a1, b1, L2, a2, b2, expected], index) => ({
  pair: index + 1,
  reference: { L: L1, a: a1, b: b1 } satisfies Lab,
  sample: { L: L2, a: a2, b: b2 } satisfies Lab,
  expected,
}));

describe('deltaE2000', () => {
  it('covers all 34 pairs of the published table', () => {
    expect(cases).toHaveLength(34);
  });

  it.each(cases)('pair $pair gives $expected', ({ reference, sample, expected }) => {
    expect(deltaE2000(reference, sample)).toBeCloseTo(expected, 4);
  });

  it.each(cases)('pair $pair is symmetric', ({ reference, sample, expected }) => {
    expect(deltaE2000(sample, reference)).toBeCloseTo(expected, 4);
    expect(deltaE2000(sample, reference)).toBeCloseTo(deltaE2000(reference, sample), 10);
  });

  it('is zero for identical colours, neutral or not', () => {
    expect(deltaE2000({ L: 50, a: 0, b: 0 }, { L: 50, a: 0, b: 0 })).toBe(0);
    expect(deltaE2000({ L: 63, a: -31, b: -5.9 }, { L: 63, a: -31, b: -5.9 })).toBe(0);
  });

  it('defaults every weight to 1', () => {
    const reference = { L: 50, a: 2.5, b: 0 };
    const sample = { L: 73, a: 25, b: -18 };
    expect(deltaE2000(reference, sample, {})).toBe(deltaE2000(reference, sample));
    expect(deltaE2000(reference, sample, { kL: 1, kC: 1, kH: 1 })).toBe(deltaE2000(reference, sample));
  });

  it('divides a pure lightness difference by kL', () => {
    // Equal neutral chroma leaves only the lightness term, so ΔE scales exactly as 1/kL.
    const reference = { L: 40, a: 0, b: 0 };
    const sample = { L: 45, a: 0, b: 0 };
    expect(deltaE2000(reference, sample, { kL: 2 })).toBeCloseTo(deltaE2000(reference, sample) / 2, 12);
  });
});
