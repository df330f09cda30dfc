'use strict';

const { encodeSrgb, labToLinearRgb, luminance } = require('@ytbanken/domain/colour/cielab');

/** Inside the sRGB gamut: every channel, gamma-encoded, within 0–1 before clamping (half an 8-bit step of slack). */
function inGamut(L, a, b) {
  const slack = 0.5 / 255;
  return labToLinearRgb(L, a, b).every((channel) => {
    const encoded = encodeSrgb(channel);
    return encoded >= -slack && encoded <= 1 + slack;
  });
}

const round1 = (v) => {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? 0 : r;
};

/**
 * The most saturated colour of lightness L and hue h (degrees) with at most `chroma`,
 * rounded to the one decimal that is declared, that lies inside sRGB: bisects the chroma
 * down until the rounded values are in gamut.
 */
function gamutLab(L, chroma, hue) {
  const rad = (hue * Math.PI) / 180;
  const at = (c) => [round1(L), round1(c * Math.cos(rad)), round1(c * Math.sin(rad))];
  if (inGamut(...at(chroma))) return at(chroma);
  let low = 0;
  let high = chroma;
  for (let i = 0; i < 20; i += 1) {
    const mid = (low + high) / 2;
    if (inGamut(...at(mid))) low = mid;
    else high = mid;
  }
  let lab = at(low);
  // Rounding can still step outside at the edge: back off a tenth at a time.
  for (let c = low; !inGamut(...lab) && c > 0; c -= 0.1) lab = at(Math.max(0, c - 0.1));
  return lab;
}

/** Light reflectance value (0–100) as declared: the luminance factor Y of L*, in percent. */
const lrvOf = (L) => round1(luminance(L) * 100);

/*
 * An NCS notation near the colour: hue interpolated between the four NCS elementary hues at
 * their approximate CIELAB hue angles, blackness and chromaticness from lightness and
 * chroma. Plausible, not a conversion: real NCS codes come from NCS's own tables.
 */
const ELEMENTARY = [
  ['R', 25],
  ['Y', 90],
  ['G', 165],
  ['B', 250],
];

function ncsOf(L, a, b) {
  const chroma = Math.hypot(a, b);
  const c = Math.min(90, Math.round((chroma * 0.9) / 5) * 5);
  const s = Math.min(95, Math.max(0, Math.round((100 - L - c * 0.35) / 5) * 5));
  const two = (n) => String(n).padStart(2, '0');
  if (c < 5) return `S ${two(s)}00-N`;
  let h = (Math.atan2(b, a) * 180) / Math.PI;
  if (h < 25) h += 360;
  for (let i = 0; i < ELEMENTARY.length; i += 1) {
    const [from, start] = ELEMENTARY[i];
    const [to, end] = ELEMENTARY[(i + 1) % ELEMENTARY.length];
    const stop = i === ELEMENTARY.length - 1 ? end + 360 : end;
    if (h >= start && h < stop) {
      // NCS writes hues Y→R→B→G→Y ("Y30R": yellow with 30 % red): from the later element
      // of each segment, with the share of the earlier one.
      const share = Math.round(((stop - h) / (stop - start)) * 10) * 10;
      const hue = share === 0 ? to : share === 100 ? from : `${to}${share}${from}`;
      return `S ${two(s)}${two(c)}-${hue}`;
    }
  }
  return `S ${two(s)}${two(c)}-Y`;
}

module.exports = { inGamut, gamutLab, lrvOf, ncsOf, round1 };
