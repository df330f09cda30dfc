import { describe, expect, it } from 'vitest';
import { hexToLab, labToHex } from './cielab';

// + 0: -0 (a rounding of a tiny negative) reads as 0.
const round = ({ L, a, b }: { L: number; a: number; b: number }) => [L, a, b].map((v) => Math.round(v * 10) / 10 + 0);

describe('hexToLab', () => {
  it('gives white, black and the sRGB primaries their published D65 L*a*b*', () => {
    expect(round(hexToLab('#ffffff'))).toEqual([100, 0, 0]);
    expect(round(hexToLab('#000000'))).toEqual([0, 0, 0]);
    expect(round(hexToLab('#ff0000'))).toEqual([53.2, 80.1, 67.2]);
    expect(round(hexToLab('#00ff00'))).toEqual([87.7, -86.2, 83.2]);
    expect(round(hexToLab('#0000ff'))).toEqual([32.3, 79.2, -107.9]);
  });

  it('reads capitals as lowercase', () => {
    expect(hexToLab('#C8A050')).toEqual(hexToLab('#c8a050'));
  });

  it('comes back to the same hex through labToHex, and labToHex clamps what lies outside sRGB', () => {
    for (const hex of ['#ffffff', '#000000', '#c8a050', '#2f4f6f', '#ff0000']) {
      const { L, a, b } = hexToLab(hex);
      expect(labToHex(L, a, b)).toBe(hex);
    }
    expect(labToHex(50, 0, -150)).toMatch(/^#[0-9a-f]{6}$/);
  });
});
