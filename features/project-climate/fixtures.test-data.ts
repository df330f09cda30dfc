import type { GenericValue } from '@/lib/climate/figures';
import { NOT_DECLARED, epd as anEpd } from '@/tests/unit/climate-records';
import type { ClimateMaterial } from '@/lib/strapi/project-climate';

/** A project's materials as the cms adapter gives them, for the table's, the section's and the exports' tests. */
const none = NOT_DECLARED;
const epd: typeof anEpd = (overrides) =>
  anEpd({ registrationNumber: 'YTB-FIKTIV-0001', programmeOperator: 'Example EPD Programme (fictitious)', ...overrides });
export const generic: GenericValue = {
  resourceId: 'example-tiles',
  name: { sv: 'Keramiska plattor', en: 'Ceramic tiles' },
  density: null,
  grammage: 20,
  conservativeA1A3: 0.5,
  a4: null,
  a5Waste: null,
  source: 'Exempelvärden',
  example: true,
};

const material = (overrides: Partial<ClimateMaterial> & Pick<ClimateMaterial, 'id'>): ClimateMaterial => ({
  kind: 'surface',
  catalogueId: `${overrides.id}`.padEnd(24, 'x'),
  name: `Yta ${overrides.id}`,
  productName: 'Produkt',
  quantity: null,
  declaration: null,
  declarationOf: null,
  category: 'flooring',
  thickness: null,
  ...overrides,
});

/**
 * Worked by hand:
 * - oak: 120 m² × 7.4 kg CO₂e/m² = 888 kg CO₂e (its product's EPD, A4 120 × 0.5 = 60)
 * - tile: 40 m² of a generic value, 0.5 kg CO₂e/kg × 20 kg/m² = 10 kg CO₂e/m², 400 kg CO₂e
 * - paint: no quantity; board: no figure at all; panel: an EPD per kg with nothing to convert it
 * The total is 888 + 400 = 1,288 kg CO₂e.
 */
export const MATERIALS: ClimateMaterial[] = [
  material({
    id: 'oak',
    name: 'Ek natur',
    quantity: { material: 'oak', quantity: 120, unit: 'm2', placement: 'floor' },
    declaration: epd({ validUntil: '2025-06-30', gwp: { A1A3: 7.4, ...none, A4: 0.5 } }),
    declarationOf: 'product',
  }),
  material({ id: 'tile', name: 'Vit matt', category: 'tiles', quantity: { material: 'tile', quantity: 40, unit: 'm2', placement: 'wall' } }),
  material({
    id: 'paint',
    name: 'Linoljefärg',
    declaration: epd({ registrationNumber: 'YTB-FIKTIV-0002', gwp: { A1A3: 2, ...none } }),
    declarationOf: 'surface',
  }),
  material({ id: 'board', name: 'Skiva utan data', category: null, quantity: { material: 'board', quantity: 10, unit: 'm2', placement: 'ceiling' } }),
  material({
    id: 'panel',
    name: 'Panel per kg',
    quantity: { material: 'panel', quantity: 5, unit: 'm2', placement: 'facade' },
    declaration: epd({ registrationNumber: 'YTB-FIKTIV-0003', declaredUnit: 'kg', gwp: { A1A3: 1.1, ...none } }),
    declarationOf: 'product',
  }),
];
export const GENERICS = new Map([['tiles' as const, generic]]);
export const TODAY = '2026-11-28';
