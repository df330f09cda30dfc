/** A CIELAB colour (D65, 2°). */
export interface Lab {
  L: number;
  a: number;
  b: number;
}

/** The parametric factors of CIEDE2000; each defaults to 1. */
export interface Weights {
  kL?: number;
  kC?: number;
  kH?: number;
}

export function deltaE2000(reference: Lab, sample: Lab, weights?: Weights): number;
