// sRGB and CIELAB (D65 white, 2° observer), both ways, with the white point and matrices of
// the demo seed and the catalogue generator: a colour typed as hex meets the declared values
// the way editors' do, and a generated surface's hex is its declared L*a*b*.

const WHITE = [0.95047, 1, 1.08883];
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

/** sRGB's transfer function: an 8-bit channel (0–1) to linear light, and back. */
const decodeSrgb = (v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
export const encodeSrgb = (v) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);

/** CIE XYZ (Y 0–1) of "#rrggbb". */
export function hexToXyz(hex) {
  const n = parseInt(hex.slice(1), 16);
  const linear = (channel) => decodeSrgb(channel / 255);
  const r = linear((n >> 16) & 255);
  const g = linear((n >> 8) & 255);
  const b = linear(n & 255);
  return {
    X: r * 0.4124564 + g * 0.3575761 + b * 0.1804375,
    Y: r * 0.2126729 + g * 0.7151522 + b * 0.072175,
    Z: r * 0.0193339 + g * 0.119192 + b * 0.9503041,
  };
}

/** CIELAB of "#rrggbb". */
export function hexToLab(hex) {
  const { X, Y, Z } = hexToXyz(hex);
  const f = (t) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
  const fx = f(X / WHITE[0]);
  const fy = f(Y);
  const fz = f(Z / WHITE[2]);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** Relative luminance Y (0–1) of a CIELAB lightness. */
export function luminance(L) {
  return L > KAPPA * EPSILON ? ((L + 16) / 116) ** 3 : L / KAPPA;
}

/** Linear sRGB (unclamped, so a colour outside the gamut shows as a channel below 0 or above 1) of a CIELAB colour. */
export function labToLinearRgb(L, a, b) {
  const fy = (L + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inverse = (f) => (f ** 3 > EPSILON ? f ** 3 : (116 * f - 16) / KAPPA);
  const X = inverse(fx) * WHITE[0];
  const Y = luminance(L);
  const Z = inverse(fz) * WHITE[2];
  return [3.2404542 * X - 1.5371385 * Y - 0.4985314 * Z, -0.969266 * X + 1.8760108 * Y + 0.041556 * Z, 0.0556434 * X - 0.2040259 * Y + 1.0572252 * Z];
}

/** "#rrggbb" of a CIELAB colour, each channel clamped into the gamut. */
export function labToHex(L, a, b) {
  return `#${labToLinearRgb(L, a, b)
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, encodeSrgb(v))) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const HEX = /^#[0-9a-f]{6}$/i;
