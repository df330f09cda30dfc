import { perSquareMetre, type DeclaredUnit } from '@ytbanken/domain/climate/per-square-metre';

/** An EPD's fields that give a product's A1–A3 per m², as the REST API answers them. */
export interface Declaration {
  declaredUnit: DeclaredUnit;
  grammage: number | null;
  thickness: number | null;
  density: number | null;
  areaPerPiece: number | null;
  gwpA1A3: number | null;
  validUntil: string | null;
}
export interface Generic {
  category: string;
  grammage: number | null;
  density: number | null;
  gwpA1A3Conservative: number;
}
export const DECLARATION_FIELDS = ['declaredUnit', 'grammage', 'thickness', 'density', 'areaPerPiece', 'gwpA1A3', 'validUntil'];

/** An EPD's A1–A3 per m², the product's thickness standing in where the EPD gives none. */
export const epdCarbon = (epd: Declaration, thickness: number | null) =>
  perSquareMetre(epd.gwpA1A3, { ...epd, unit: epd.declaredUnit, thickness: epd.thickness ?? thickness });

/** A product's A1–A3 per m², worked out here the slow way: its own EPD, else its category's generic value at its conservative level. */
export function productCarbon(
  product: { category: string; thickness: number | string | null; declaration: Declaration | null },
  generics: Generic[],
): number | null {
  const thickness = product.thickness === null ? null : Number(product.thickness);
  const epd = product.declaration;
  const generic = generics.find((g) => g.category === product.category);
  if (epd) return epdCarbon(epd, thickness);
  return generic ? perSquareMetre(generic.gwpA1A3Conservative, { unit: 'kg', grammage: generic.grammage, density: generic.density, thickness }) : null;
}
