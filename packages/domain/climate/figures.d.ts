import type { Conversion, DeclaredUnit } from './per-square-metre';

/** What an EPD says about converting its declared unit; null where it does not say. */
export type DeclaredConversion = {
  declaredUnit: DeclaredUnit;
  grammage: number | null;
  thickness: number | null;
  density: number | null;
  areaPerPiece: number | null;
};

/** What a generic value (per kg) carries for converting it. */
export type GenericConversion = { grammage: number | null; density: number | null };

export function epdConversion(declaration: DeclaredConversion, productThickness: number | null): Conversion;
export function genericConversion(generic: GenericConversion, productThickness: number | null): Conversion;

export type ClimateSource<D extends DeclaredConversion, G extends GenericConversion> =
  { kind: 'epd'; declaration: D; conversion: Conversion } | { kind: 'generic'; generic: G; conversion: Conversion };

export function climateSource<D extends DeclaredConversion, G extends GenericConversion>(source: {
  declaration: D | null | undefined;
  generic: G | null | undefined;
  thickness: number | null;
}): ClimateSource<D, G> | null;

export function hasExpired(validUntil: string | null | undefined, today: string): boolean;
