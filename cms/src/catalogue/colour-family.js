'use strict';

/*
 * Sorts a surface colour into one of the coarse families visitors filter by. OKLCh rather
 * than HSL: its hue is perceptually even, so every family is one hue band, and its
 * lightness and chroma separate the material colours HSL lumps together (oak, cork and
 * terracotta all have an "orange" HSL hue). The limits are tuned on real material colours
 * (see tests/cms/colour-family.test.ts), not on pure screen colours. The families are the
 * surface schema's enumeration, listed in @ytbanken/domain/catalogue/enums (COLOUR_FAMILIES).
 */

/** Lightness L in 0–100, chroma C in hundredths (about 0–32 for sRGB), hue h in degrees. */
function toOklch(hex) {
  const n = parseInt(hex.slice(1), 16);
  const linear = (channel) => {
    const v = channel / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const r = linear((n >> 16) & 255);
  const g = linear((n >> 8) & 255);
  const b = linear(n & 255);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const h = (Math.atan2(B, A) * 180) / Math.PI;
  return { L: L * 100, C: Math.hypot(A, B) * 100, h: h < 0 ? h + 360 : h };
}

const isCool = (h) => h >= 200 && h < 290;

function colourFamily(hex) {
  if (typeof hex !== 'string' || !/^#[0-9a-f]{6}$/i.test(hex)) return null;
  const { L, C, h } = toOklch(hex);

  // Off-whites (chalk, eggshell) are sold and searched for as white.
  if (L >= 90 && C < 4) return 'white';
  // A faint blue tint is seen where an equally faint warm tint reads as grey (greige).
  if (C < (isCool(h) ? 1.6 : 2.4)) return L < 30 ? 'black' : 'grey';
  if (L < 30 && C < 4) return 'black';

  // Olive is a dark yellow by hue but named and searched for as green.
  if (h >= 100 && h < 110 && L < 65) return 'green';
  if (h >= 40 && h < 110) return warm(L, C, h);
  if (h >= 15 && h < 40) return L >= 68 ? 'pink' : C < 8 && L < 60 ? 'brown' : 'red';
  if (h < 15 || h >= 340) return L < 45 ? 'red' : 'pink';
  if (h < 200) return 'green';
  if (h < 290) return 'blue';
  return 'purple';
}

/** Orange and yellow hues: woods, cork, sand and stone live here besides the paints. */
function warm(L, C, h) {
  if (C >= 11 && L >= 50) return h < 70 ? 'orange' : 'yellow';
  // Pale and muted is beige, darker or more saturated is brown (driftwood vs. oiled oak).
  return L - 2 * C >= 55 ? 'beige' : 'brown';
}

module.exports = { colourFamily, toOklch };
