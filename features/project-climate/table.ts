import { climateFigures, hasExpired, type GenericValue } from '@/lib/climate/figures';
import type { DeclaredUnit } from '@ytbanken/domain/climate/per-square-metre';
import { projectClimate } from '@/lib/climate/project-total';
import type { Placement, QuantityUnit } from '@/lib/records/account';
import type { Category } from '@/lib/strapi/catalogue-schemas';
import type { ClimateMaterial } from '@/lib/strapi/project-climate';

/** Where a line's figure comes from: an EPD (the surface's own or its product's), or its category's generic value. */
export type LineSource =
  | { kind: 'epd'; of: 'surface' | 'product'; registrationNumber: string; validUntil: string | null; expired: boolean }
  | { kind: 'generic'; name: { sv: string; en: string }; source: string; example: boolean };

/** Why a line adds nothing to the total. */
export type Missing = 'quantity' | 'figure' | 'conversion';

/** The same look with less carbon in this line's place (the greatest saving), and what it saves here. */
export interface Swap {
  surfaceId: string;
  name: string;
  productName: string | null;
  producerName: string | null;
  deltaE: number;
  perSquareMetre: number;
  fromEpd: boolean;
  /** For a product's line: the name of its surface whose look the swap matches (its first); null for a surface's line. */
  look: string | null;
  /** kg CO₂e of the line with the swap, and what that takes off the line's total. */
  total: number;
  saving: number;
}

export interface ClimateLine {
  id: string;
  kind: 'surface' | 'product';
  catalogueId: string;
  name: string | null;
  productName: string | null;
  placement: Placement | null;
  quantity: number | null;
  unit: QuantityUnit | null;
  /** The unit a quantity of 'declared' counts (kg for a generic value). */
  declaredUnit: DeclaredUnit | null;
  squareMetres: number | null;
  kilograms: number | null;
  /** kg CO₂e per declared unit (A1–A3), as the EPD or generic value gives it. */
  perUnit: number | null;
  /** kg CO₂e per m² (A1–A3); null where the figure does not convert. */
  perSquareMetre: number | null;
  /** kg CO₂e of the line (A1–A3). */
  total: number | null;
  share: number | null;
  source: LineSource | null;
  missing: Missing | null;
  swap: Swap | null;
}

export interface ClimateTable {
  name: string;
  lines: ClimateLine[];
  /** kg CO₂e, A1–A3, over the lines with a quantity and a figure. */
  total: number;
  a4: number | null;
  a5: number | null;
  /** The total with every line's best swap taken; null when no line has one. */
  totalWithSwaps: number | null;
}

function sourceOf(material: ClimateMaterial, generic: GenericValue | null, today: string): LineSource | null {
  if (material.declaration) {
    const { registrationNumber, validUntil } = material.declaration;
    return { kind: 'epd', of: material.declarationOf ?? 'product', registrationNumber, validUntil, expired: hasExpired(validUntil, today) };
  }
  return generic ? { kind: 'generic', name: generic.name, source: generic.source, example: generic.example } : null;
}

/**
 * A project's climate table: each material's quantity, figure per m², total and source, the
 * lines without a quantity or a figure named as such, the project's total, all added up by
 * projectClimate; and with each line's swap, what the project would come to.
 */
export function climateTable({
  name,
  materials,
  generics,
  swaps = new Map(),
  today,
}: {
  name: string;
  materials: readonly ClimateMaterial[];
  generics: ReadonlyMap<Category, GenericValue | null>;
  /** The best swap per material id, per m² as the less-carbon list gives it. */
  swaps?: ReadonlyMap<string, Omit<Swap, 'total' | 'saving'>>;
  /** Today in UTC (ISO date): EPDs valid until before it have expired. */
  today: string;
}): ClimateTable {
  const rows = materials.map((material) => {
    const generic = material.declaration || !material.category ? null : (generics.get(material.category) ?? null);
    const figures = climateFigures({ declaration: material.declaration, generic, thickness: material.thickness });
    return { material, generic, figures };
  });
  const climate = projectClimate(
    rows.map(({ material, figures }) => ({
      id: material.id,
      quantity: material.quantity?.quantity ?? null,
      unit: material.quantity?.unit ?? 'm2',
      figures,
      thickness: material.thickness,
    })),
  );
  const lines = rows.map(({ material, generic, figures }, index): ClimateLine => {
    const item = climate.items[index]!;
    const missing: Missing | null = !material.quantity ? 'quantity' : !figures ? 'figure' : item.a1a3 === null ? 'conversion' : null;
    const candidate = swaps.get(material.id);
    const swapTotal = candidate && item.squareMetres !== null ? candidate.perSquareMetre * item.squareMetres : null;
    return {
      id: material.id,
      kind: material.kind,
      catalogueId: material.catalogueId,
      name: material.name,
      productName: material.productName,
      placement: material.quantity?.placement ?? null,
      quantity: material.quantity?.quantity ?? null,
      unit: material.quantity?.unit ?? null,
      declaredUnit: figures ? (figures.kind === 'epd' ? figures.declaration.declaredUnit : 'kg') : null,
      squareMetres: item.squareMetres,
      kilograms: item.kilograms,
      perUnit: figures?.a1a3PerUnit ?? null,
      perSquareMetre: figures?.a1a3 ?? null,
      total: item.a1a3,
      share: item.share,
      source: sourceOf(material, generic, today),
      missing,
      // A swap counts only where it lowers this line's own total, as this line counts it.
      swap:
        candidate && swapTotal !== null && item.a1a3 !== null && swapTotal < item.a1a3
          ? { ...candidate, total: swapTotal, saving: item.a1a3 - swapTotal }
          : null,
    };
  });
  const savings = lines.flatMap((line) => (line.swap ? [line.swap.saving] : []));
  return {
    name,
    lines,
    total: climate.a1a3,
    a4: climate.a4,
    a5: climate.a5,
    totalWithSwaps: savings.length === 0 ? null : climate.a1a3 - savings.reduce((a, b) => a + b, 0),
  };
}
