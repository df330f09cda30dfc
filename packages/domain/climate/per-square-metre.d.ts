import type { DECLARED_UNITS } from './enums';

export type DeclaredUnit = (typeof DECLARED_UNITS)[number];

/** What turns one declared unit into square metres; null where not declared. */
export type Conversion = {
  unit: DeclaredUnit;
  /** kg per m² */
  grammage?: number | null;
  /** mm */
  thickness?: number | null;
  /** kg per m³ */
  density?: number | null;
  /** m² per piece */
  areaPerPiece?: number | null;
};

export function unitsPerSquareMetre(conversion: Conversion): number | null;
export function perSquareMetre(perUnit: number | null | undefined, conversion: Conversion): number | null;
