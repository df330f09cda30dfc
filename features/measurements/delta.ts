import { bandOf, type Band } from '@/lib/colour/bands';
import { deltaE2000, type Lab } from '@ytbanken/domain/colour/ciede2000';

export interface ColourDifference {
  deltaE: number;
  verdict: Band;
}

/**
 * How far a measured sample lies from the producer's declared colour (ΔE00, declared as
 * the reference), or null when the surface declares no CIELAB values to compare with.
 */
export function colourDifference(declared: Lab | null | undefined, measured: Lab): ColourDifference | null {
  if (!declared) return null;
  const deltaE = deltaE2000(declared, measured);
  return { deltaE, verdict: bandOf(deltaE) };
}
