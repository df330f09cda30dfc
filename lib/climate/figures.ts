import type { EPD_STANDARDS, GWP_INDICATORS } from '@ytbanken/domain/climate/enums';
import { perSquareMetre, type Conversion, type DeclaredUnit } from '@ytbanken/domain/climate/per-square-metre';

/** The modules shown beside A1–A3, in EN 15804's order. */
export const OTHER_MODULES = ['A4', 'A5', 'C1', 'C2', 'C3', 'C4', 'D'] as const;
export type OtherModule = (typeof OTHER_MODULES)[number];

export type Declaration = {
  registrationNumber: string;
  programmeOperator: string | null;
  standard: (typeof EPD_STANDARDS)[number];
  issuedOn: string | null;
  validUntil: string | null;
  declaredUnit: DeclaredUnit;
  grammage: number | null;
  thickness: number | null;
  density: number | null;
  areaPerPiece: number | null;
  gwpIndicator: (typeof GWP_INDICATORS)[number];
  gwp: { A1A3: number | null } & Record<OtherModule, number | null>;
};

export type GenericValue = {
  resourceId: string;
  name: { sv: string; en: string };
  density: number | null;
  grammage: number | null;
  conservativeA1A3: number;
  a4: number | null;
  a5Waste: number | null;
  source: string;
  example: boolean;
};

export type ModuleFigure = { module: OtherModule; perSquareMetre: number | null; perUnit: number };

/** A product's or surface's climate figures as a page shows them: per m² where they convert. */
export type ClimateFigures =
  | {
      kind: 'epd';
      declaration: Omit<Declaration, 'gwp'>;
      a1a3: number | null;
      a1a3PerUnit: number | null;
      modules: ModuleFigure[];
    }
  | { kind: 'generic'; generic: GenericValue; a1a3: number | null; a1a3PerUnit: number; modules: ModuleFigure[] };

/** What converts the declaration to m²; the product's own thickness where the EPD gives none. */
function conversionOf(declaration: Omit<Declaration, 'gwp'>, productThickness: number | null): Conversion {
  return { ...declaration, unit: declaration.declaredUnit, thickness: declaration.thickness ?? productThickness };
}

/** What converts figures' declared unit to m²: the EPD's, or for a generic value (per kg) the category's grammage or density. */
export function conversionOfFigures(figures: ClimateFigures, productThickness: number | null): Conversion {
  if (figures.kind === 'epd') return conversionOf(figures.declaration, productThickness);
  return { unit: 'kg', grammage: figures.generic.grammage, density: figures.generic.density, thickness: productThickness };
}

const declared = (figures: ModuleFigure[]) => figures.filter((figure) => Number.isFinite(figure.perUnit));

/**
 * The figures of the EPD that covers a surface (its own, else its product's), or, without one,
 * its category's generic value at its conservative A1–A3; null when neither is there.
 */
export function climateFigures({
  declaration,
  generic,
  thickness,
}: {
  declaration: Declaration | null;
  generic: GenericValue | null;
  thickness: number | null;
}): ClimateFigures | null {
  if (declaration) {
    const conversion = conversionOf(declaration, thickness);
    const { gwp, ...rest } = declaration;
    return {
      kind: 'epd',
      declaration: rest,
      a1a3: perSquareMetre(gwp.A1A3, conversion),
      a1a3PerUnit: gwp.A1A3,
      modules: declared(
        OTHER_MODULES.flatMap((module) => {
          const perUnit = gwp[module];
          return perUnit === null ? [] : [{ module, perUnit, perSquareMetre: perSquareMetre(perUnit, conversion) }];
        }),
      ),
    };
  }
  if (!generic) return null;
  // Boverket's values are per kg: the category's grammage, else its density through the product's thickness.
  const conversion: Conversion = { unit: 'kg', grammage: generic.grammage, density: generic.density, thickness };
  const modules: ModuleFigure[] = [];
  if (generic.a4 !== null) modules.push({ module: 'A4', perUnit: generic.a4, perSquareMetre: perSquareMetre(generic.a4, conversion) });
  if (generic.a5Waste !== null) modules.push({ module: 'A5', perUnit: generic.a5Waste, perSquareMetre: perSquareMetre(generic.a5Waste, conversion) });
  return { kind: 'generic', generic, a1a3: perSquareMetre(generic.conservativeA1A3, conversion), a1a3PerUnit: generic.conservativeA1A3, modules };
}

/** Whether an EPD's validity ended before the given day (both ISO dates). */
export const hasExpired = (validUntil: string | null, today: string) => validUntil !== null && validUntil < today;
