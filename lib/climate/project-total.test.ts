import { describe, expect, it } from 'vitest';
import { NOT_DECLARED, epd } from '@/tests/unit/climate-records';
import { climateFigures, type GenericValue } from './figures';
import { projectClimate } from './project-total';

const none = NOT_DECLARED;
const generic: GenericValue = {
  resourceId: 'example-board',
  name: { sv: 'Skiva', en: 'Board' },
  density: 1500,
  grammage: null,
  conservativeA1A3: 0.3,
  a4: 0.02,
  a5Waste: null,
  source: 'Example',
  example: true,
};

const items = [
  // Per m², 100 m²: 100 × 7.4 = 740; A4 100 × 0.5 = 50; 100 m² × 3.2 kg/m² = 320 kg.
  {
    id: 'm2',
    quantity: 100,
    unit: 'm2' as const,
    thickness: null,
    figures: climateFigures({ declaration: epd({ grammage: 3.2, gwp: { ...none, A1A3: 7.4, A4: 0.5 } }), generic: null, thickness: null }),
  },
  // Per kg at 5 kg/m², 20 m² = 100 kg: 100 × 0.8 = 80; A5 100 × 0.05 = 5.
  {
    id: 'kg',
    quantity: 20,
    unit: 'm2' as const,
    thickness: null,
    figures: climateFigures({ declaration: epd({ declaredUnit: 'kg', grammage: 5, gwp: { ...none, A1A3: 0.8, A5: 0.05 } }), generic: null, thickness: null }),
  },
  // Per m³, 0.5 m³ given in the declared unit, product 12.5 mm thick: 0.5 × 200 = 100; 0.5 / 0.0125 = 40 m²; 40 × 800 × 0.0125 = 400 kg.
  {
    id: 'm3',
    quantity: 0.5,
    unit: 'declared' as const,
    thickness: 12.5,
    figures: climateFigures({ declaration: epd({ declaredUnit: 'm3', density: 800, gwp: { ...none, A1A3: 200 } }), generic: null, thickness: 12.5 }),
  },
  // Generic per kg, 1,500 kg/m³ at 10 mm = 15 kg/m², 10 m² = 150 kg: 150 × 0.3 = 45; A4 150 × 0.02 = 3.
  { id: 'generic', quantity: 10, unit: 'm2' as const, thickness: 10, figures: climateFigures({ declaration: null, generic, thickness: 10 }) },
  // A piece without its area cannot be counted from m².
  {
    id: 'piece',
    quantity: 10,
    unit: 'm2' as const,
    thickness: null,
    figures: climateFigures({ declaration: epd({ declaredUnit: 'piece', gwp: { ...none, A1A3: 3 } }), generic: null, thickness: null }),
  },
  { id: 'nothing', quantity: 10, unit: 'm2' as const, thickness: null, figures: null },
  {
    id: 'no-quantity',
    quantity: null,
    unit: 'm2' as const,
    thickness: null,
    figures: climateFigures({ declaration: epd({ gwp: { ...none, A1A3: 7.4 } }), generic: null, thickness: null }),
  },
];

describe('projectClimate', () => {
  const total = projectClimate(items);
  const item = (id: string) => total.items.find((i) => i.id === id)!;

  it('adds A1–A3 per m², per kg, per m³ and generic values as worked by hand', () => {
    expect(total.a1a3).toBeCloseTo(740 + 80 + 100 + 45, 9);
    expect(item('m2').a1a3).toBeCloseTo(740, 9);
    expect(item('kg').a1a3).toBeCloseTo(80, 9);
    expect(item('m3').a1a3).toBeCloseTo(100, 9);
    expect(item('generic').a1a3).toBeCloseTo(45, 9);
  });

  it('adds A4 and A5 over the materials that declare them', () => {
    expect(total.a4).toBeCloseTo(50 + 3, 9);
    expect(total.a5).toBeCloseTo(5, 9);
    expect(projectClimate(items.slice(0, 1)).a5).toBeNull();
  });

  it('gives each material its share, and the amounts behind it', () => {
    expect(item('m2').share).toBeCloseTo(740 / 965, 9);
    expect(item('generic').share).toBeCloseTo(45 / 965, 9);
    expect(item('m3')).toMatchObject({ squareMetres: expect.closeTo(40, 9), kilograms: expect.closeTo(400, 9) });
    expect(item('m2').kilograms).toBeCloseTo(320, 9);
    expect(item('kg').kilograms).toBeCloseTo(100, 9);
    expect(item('generic').kilograms).toBeCloseTo(150, 9);
  });

  it('names the materials it cannot count', () => {
    expect(total.withoutData).toEqual(['piece', 'nothing', 'no-quantity']);
    expect(item('piece').share).toBeNull();
  });
});
