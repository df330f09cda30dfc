import type { EPD_STANDARDS, GWP_INDICATORS } from '@ytbanken/domain/climate/enums';
import { climateSource, epdConversion, genericConversion } from '@ytbanken/domain/climate/figures';
import { perSquareMetre, type Conversion, type DeclaredUnit } from '@ytbanken/domain/climate/per-square-metre';

export { hasExpired } from '@ytbanken/domain/climate/figures';

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

/** What converts figures' declared unit to m²: the EPD's, or for a generic value (per kg) the category's grammage or density. */
export function conversionOfFigures(figures: ClimateFigures, productThickness: number | null): Conversion {
  if (figures.kind === 'epd') return epdConversion(figures.declaration, productThickness);
  return genericConversion(figures.generic, productThickness);
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
  const source = climateSource({ declaration, generic, thickness });
  if (source === null) return null;
  const { conversion } = source;
  if (source.kind === 'epd') {
    const { gwp, ...rest } = source.declaration;
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
  const modules: ModuleFigure[] = [];
  const { generic: value } = source;
  if (value.a4 !== null) modules.push({ module: 'A4', perUnit: value.a4, perSquareMetre: perSquareMetre(value.a4, conversion) });
  if (value.a5Waste !== null) modules.push({ module: 'A5', perUnit: value.a5Waste, perSquareMetre: perSquareMetre(value.a5Waste, conversion) });
  // No EPD stands behind a generic value, so its A1–A3 is taken at its conservative level.
  return { kind: 'generic', generic: value, a1a3: perSquareMetre(value.conservativeA1A3, conversion), a1a3PerUnit: value.conservativeA1A3, modules };
}
