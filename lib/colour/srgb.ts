import type { Lab } from './ciede2000';

/**
 * sRGB hex (#rrggbb) to CIELAB, D65 and 2°: the white point and matrices the demo seed and the
 * catalogue generator use (cms/seed/data.js hexToLab, cms/scripts/catalogue/colour.js), so a colour
 * typed as hex meets the declared values the way editors' do.
 */
export function hexToLab(hex: string): Lab {
  const n = parseInt(hex.slice(1), 16);
  const linear = (channel: number) => {
    const v = channel / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const r = linear((n >> 16) & 255);
  const g = linear((n >> 8) & 255);
  const b = linear(n & 255);
  const x = r * 0.4124564 + g * 0.3575761 + b * 0.1804375;
  const y = r * 0.2126729 + g * 0.7151522 + b * 0.072175;
  const z = r * 0.0193339 + g * 0.119192 + b * 0.9503041;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const fx = f(x / 0.95047);
  const fy = f(y);
  const fz = f(z / 1.08883);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

export const HEX = /^#[0-9a-f]{6}$/i;
