// CIEDE2000 colour difference (CIE 142-2001), written to follow the implementation notes of
// G. Sharma, W. Wu and E. N. Dalal, "The CIEDE2000 color-difference formula: Implementation
// notes, supplementary test data, and mathematical observations", Color Research and
// Application 30(1), 21-30, 2005. Step numbers below refer to that paper.

// 25^7 appears in both G and R_C; spelled out so the constant is recognisable in the paper.
const TWENTY_FIVE_TO_THE_SEVENTH = 6103515625;

// The formula is specified in degrees (the 275°, 30°, 63° constants and the 180°/360° hue
// cases), so hue angles stay in degrees and only the arguments to sin/cos are converted.
const toRadians = (degrees) => (degrees * Math.PI) / 180;
const toDegrees = (radians) => (radians * 180) / Math.PI;

// The hue of a neutral (a' = b = 0) is undefined; the paper sets it to 0 so it can
// be handled uniformly, and the C'1·C'2 = 0 cases below make sure it never contributes.
function hueAngle(b, aPrime) {
  if (b === 0 && aPrime === 0) return 0;
  const degrees = toDegrees(Math.atan2(b, aPrime));
  return degrees < 0 ? degrees + 360 : degrees;
}

/** ΔE00 from reference to sample (CIELAB, D65); the weights kL, kC and kH default to 1. Types in ciede2000.d.ts. */
export function deltaE2000(reference, sample, weights = {}) {
  const { kL = 1, kC = 1, kH = 1 } = weights;

  // Step 1: the a* axis is stretched for low-chroma colours (G), which corrects CIELAB's
  // poor performance for near-neutral colours.
  const chroma1 = Math.hypot(reference.a, reference.b);
  const chroma2 = Math.hypot(sample.a, sample.b);
  const meanChroma7 = ((chroma1 + chroma2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(meanChroma7 / (meanChroma7 + TWENTY_FIVE_TO_THE_SEVENTH)));
  const aPrime1 = (1 + g) * reference.a;
  const aPrime2 = (1 + g) * sample.a;
  const cPrime1 = Math.hypot(aPrime1, reference.b);
  const cPrime2 = Math.hypot(aPrime2, sample.b);
  const hPrime1 = hueAngle(reference.b, aPrime1);
  const hPrime2 = hueAngle(sample.b, aPrime2);

  // A neutral colour has no hue, so the paper defines Δh' as 0 and the mean hue as the other
  // colour's hue rather than treat the conventional 0° as a real angle. (ΔH' is 0 whenever
  // C'1·C'2 = 0 anyway, so these cases keep intermediate values meaningful, not ΔE.)
  const eitherIsNeutral = cPrime1 * cPrime2 === 0;
  const hueGap = hPrime2 - hPrime1;
  // The paper puts a gap of exactly 180° on the "within half a turn" side (<=, not <). Test
  // pairs 10 and 14 sit on that tie and expect the same ΔE as pairs 9 and 13; in double
  // precision their gaps come out as -180 and 179.99999999999994, so no tolerance is needed.
  const hueGapIsWithinHalfTurn = Math.abs(hueGap) <= 180;

  // Step 2: take the shorter way round the hue circle, so the difference lies in
  // [-180°, 180°] and its sign follows the direction from reference to sample.
  let deltaHueAngle;
  if (eitherIsNeutral) deltaHueAngle = 0;
  else if (hueGapIsWithinHalfTurn) deltaHueAngle = hueGap;
  else if (hueGap > 180) deltaHueAngle = hueGap - 360;
  else deltaHueAngle = hueGap + 360;

  const deltaLightness = sample.L - reference.L;
  const deltaChroma = cPrime2 - cPrime1;
  // ΔH' is a chord length, not an angle, so that it is commensurable with ΔL' and ΔC'.
  const deltaHue = 2 * Math.sqrt(cPrime1 * cPrime2) * Math.sin(toRadians(deltaHueAngle / 2));

  // Step 3: the mean hue must also go the short way round; otherwise 350° and 10°
  // would average to 180° instead of 0°. With a neutral colour the sum is simply the other
  // colour's hue, because the neutral one contributes 0°.
  const hueSum = hPrime1 + hPrime2;
  let meanHue;
  if (eitherIsNeutral) meanHue = hueSum;
  else if (hueGapIsWithinHalfTurn) meanHue = hueSum / 2;
  else if (hueSum < 360) meanHue = (hueSum + 360) / 2;
  else meanHue = (hueSum - 360) / 2;

  const meanLightness = (reference.L + sample.L) / 2;
  const meanChromaPrime = (cPrime1 + cPrime2) / 2;
  const meanChromaPrime7 = meanChromaPrime ** 7;

  const t =
    1 -
    0.17 * Math.cos(toRadians(meanHue - 30)) +
    0.24 * Math.cos(toRadians(2 * meanHue)) +
    0.32 * Math.cos(toRadians(3 * meanHue + 6)) -
    0.2 * Math.cos(toRadians(4 * meanHue - 63));
  // The rotation term only matters in the blue region (around 275°), where chroma and hue
  // differences interact; elsewhere Δθ decays to 0.
  const deltaTheta = 30 * Math.exp(-(((meanHue - 275) / 25) ** 2));
  const rC = 2 * Math.sqrt(meanChromaPrime7 / (meanChromaPrime7 + TWENTY_FIVE_TO_THE_SEVENTH));
  const lightnessOffset2 = (meanLightness - 50) ** 2;
  const sL = 1 + (0.015 * lightnessOffset2) / Math.sqrt(20 + lightnessOffset2);
  const sC = 1 + 0.045 * meanChromaPrime;
  const sH = 1 + 0.015 * meanChromaPrime * t;
  const rT = -Math.sin(toRadians(2 * deltaTheta)) * rC;

  const lightnessTerm = deltaLightness / (kL * sL);
  const chromaTerm = deltaChroma / (kC * sC);
  const hueTerm = deltaHue / (kH * sH);

  return Math.sqrt(lightnessTerm ** 2 + chromaTerm ** 2 + hueTerm ** 2 + rT * chromaTerm * hueTerm);
}
