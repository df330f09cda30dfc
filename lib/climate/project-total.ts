import { conversionOfFigures, type ClimateFigures } from './figures';
import { unitsPerSquareMetre } from '@ytbanken/domain/climate/per-square-metre';
import type { QuantityUnit } from '../records/account';

export type ProjectItem = {
  id: string;
  quantity: number | null;
  unit: QuantityUnit;
  figures: ClimateFigures | null;
  /** The product's own thickness (mm), which converts an EPD or generic value without one. */
  thickness: number | null;
};

export type ItemClimate = {
  id: string;
  squareMetres: number | null;
  /** The quantity in the figures' declared unit. */
  declaredUnits: number | null;
  kilograms: number | null;
  /** kg CO₂e; null when the quantity, the figure or its conversion is missing. */
  a1a3: number | null;
  a4: number | null;
  a5: number | null;
  /** This item's part of the project's A1–A3, 0 to 1; null without a total of its own. */
  share: number | null;
};

export type ProjectClimate = {
  items: ItemClimate[];
  a1a3: number;
  /** Summed over the materials that declare the module; null when none does. */
  a4: number | null;
  a5: number | null;
  /** Materials the total leaves out: no quantity, no figure, or a figure that does not convert. */
  withoutData: string[];
};

const times = (a: number | null, b: number | null | undefined) => (a === null || b === null || b === undefined ? null : a * b);
const moduleOf = (figures: ClimateFigures, module: 'A4' | 'A5') => figures.modules.find((m) => m.module === module)?.perUnit ?? null;

/** One material's amounts and figures: everything through the one conversion module. */
function itemClimate({ id, quantity, unit, figures, thickness }: ProjectItem): Omit<ItemClimate, 'share'> {
  const conversion = figures ? conversionOfFigures(figures, thickness) : null;
  const perSquareMetre = conversion ? unitsPerSquareMetre(conversion) : null;
  const kilogramsPerSquareMetre = conversion ? unitsPerSquareMetre({ ...conversion, unit: 'kg' }) : null;
  const squareMetres = unit === 'm2' ? quantity : perSquareMetre ? times(quantity, 1 / perSquareMetre) : null;
  const declaredUnits = unit === 'declared' ? quantity : times(squareMetres, perSquareMetre);
  const kilograms = conversion?.unit === 'kg' && declaredUnits !== null ? declaredUnits : times(squareMetres, kilogramsPerSquareMetre);
  return {
    id,
    squareMetres,
    declaredUnits,
    kilograms,
    a1a3: figures ? times(declaredUnits, figures.a1a3PerUnit) : null,
    a4: figures ? times(declaredUnits, moduleOf(figures, 'A4')) : null,
    a5: figures ? times(declaredUnits, moduleOf(figures, 'A5')) : null,
  };
}

const sum = (values: (number | null)[]) => {
  const declared = values.filter((v): v is number => v !== null);
  return declared.length === 0 ? null : declared.reduce((a, b) => a + b, 0);
};

/**
 * A project's climate total in kg CO₂e: A1–A3 over every material with a quantity and a
 * figure, A4 and A5 over those that declare them, each material's share of A1–A3, and the
 * materials left out. The one place a project's figures are added, for its page, its shared
 * view and its exports.
 */
export function projectClimate(items: readonly ProjectItem[]): ProjectClimate {
  const computed = items.map(itemClimate);
  const a1a3 = sum(computed.map((item) => item.a1a3)) ?? 0;
  return {
    items: computed.map((item) => ({ ...item, share: item.a1a3 === null || a1a3 === 0 ? null : item.a1a3 / a1a3 })),
    a1a3,
    a4: sum(computed.map((item) => item.a4)),
    a5: sum(computed.map((item) => item.a5)),
    withoutData: computed.filter((item) => item.a1a3 === null).map((item) => item.id),
  };
}
