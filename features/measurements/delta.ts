import { deltaE2000, verdict, type Lab, type Verdict } from '@/lib/colour/ciede2000';

export interface ColourDifference {
  deltaE: number;
  verdict: Verdict;
}

/**
 * How far a measured sample lies from the producer's declared colour (ΔE00, declared as
 * the reference), or null when the surface declares no CIELAB values to compare with.
 */
export function colourDifference(declared: Lab | null | undefined, measured: Lab): ColourDifference | null {
  if (!declared) return null;
  const deltaE = deltaE2000(declared, measured);
  return { deltaE, verdict: verdict(deltaE) };
}

/** The verdict bands in order, with the ΔE00 each one starts at (see verdict()). */
export const VERDICT_BANDS: readonly { verdict: Verdict; from: number; below: number | null }[] = [
  { verdict: 'imperceptible', from: 0, below: 1 },
  { verdict: 'close', from: 1, below: 2 },
  { verdict: 'noticeable', from: 2, below: 5 },
  { verdict: 'different', from: 5, below: null },
];
