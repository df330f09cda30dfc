import { describe, expect, it } from 'vitest';
import { climateSource, epdConversion, genericConversion, hasExpired } from './figures';
import { perSquareMetre } from './per-square-metre';

const epd = (over: Partial<Parameters<typeof epdConversion>[0]> = {}) => ({
  declaredUnit: 'm2' as const,
  grammage: null,
  thickness: null,
  density: null,
  areaPerPiece: null,
  ...over,
});
const a1a3 = (perUnit: number, source: ReturnType<typeof climateSource>) => (source ? perSquareMetre(perUnit, source.conversion) : null);

describe('climateSource', () => {
  it('takes an EPD per m² as it is', () => {
    const source = climateSource({ declaration: epd(), generic: { grammage: 7, density: null }, thickness: 9 });
    expect(source?.kind).toBe('epd');
    expect(a1a3(7.4, source)).toBe(7.4);
  });

  it('turns an EPD per kg into m² by its grammage, else by thickness × density', () => {
    // 1.25 kg CO₂e/kg at 7.2 kg/m²: 9 kg CO₂e/m².
    expect(a1a3(1.25, climateSource({ declaration: epd({ declaredUnit: 'kg', grammage: 7.2 }), generic: null, thickness: 9 }))).toBeCloseTo(9, 10);
    // No grammage: 0.8 kg CO₂e/kg, a 10 mm tile at 2,000 kg/m³ weighs 20 kg/m², so 16 kg CO₂e/m².
    expect(a1a3(0.8, climateSource({ declaration: epd({ declaredUnit: 'kg', density: 2000, thickness: 10 }), generic: null, thickness: 99 }))).toBeCloseTo(
      16,
      10,
    );
    // The product's thickness stands in where the EPD gives none: 8 mm at 2,000 kg/m³ is 16 kg/m², 12.8 kg CO₂e/m².
    expect(a1a3(0.8, climateSource({ declaration: epd({ declaredUnit: 'kg', density: 2000 }), generic: null, thickness: 8 }))).toBeCloseTo(12.8, 10);
  });

  it('turns an EPD per m³ into m² by its thickness, else the product’s', () => {
    // 150 kg CO₂e/m³, 14 mm thick: 0.014 m³/m², 2.1 kg CO₂e/m².
    expect(a1a3(150, climateSource({ declaration: epd({ declaredUnit: 'm3', thickness: 14 }), generic: null, thickness: 20 }))).toBeCloseTo(2.1, 10);
    expect(a1a3(150, climateSource({ declaration: epd({ declaredUnit: 'm3' }), generic: null, thickness: 20 }))).toBeCloseTo(3, 10);
    expect(a1a3(150, climateSource({ declaration: epd({ declaredUnit: 'm3' }), generic: null, thickness: null }))).toBeNull();
  });

  it('falls back on the generic value per kg, by the category’s grammage, else its density and the product’s thickness', () => {
    const byGrammage = climateSource({ declaration: null, generic: { grammage: 5, density: 700 }, thickness: 14 });
    expect(byGrammage).toEqual({ kind: 'generic', generic: { grammage: 5, density: 700 }, conversion: genericConversion({ grammage: 5, density: 700 }, 14) });
    // A conservative 0.6 kg CO₂e/kg at 5 kg/m²: 3 kg CO₂e/m².
    expect(a1a3(0.6, byGrammage)).toBeCloseTo(3, 10);
    // No grammage: 700 kg/m³ × 14 mm = 9.8 kg/m², so 5.88 kg CO₂e/m².
    expect(a1a3(0.6, climateSource({ declaration: null, generic: { grammage: null, density: 700 }, thickness: 14 }))).toBeCloseTo(5.88, 10);
    expect(a1a3(0.6, climateSource({ declaration: null, generic: { grammage: null, density: 700 }, thickness: null }))).toBeNull();
  });

  it('is null with neither an EPD nor a generic value', () => {
    expect(climateSource({ declaration: null, generic: null, thickness: 14 })).toBeNull();
    expect(climateSource({ declaration: undefined, generic: undefined, thickness: null })).toBeNull();
  });

  it('carries every field that converts a declaration', () => {
    expect(epdConversion(epd({ declaredUnit: 'piece', areaPerPiece: 1.44, grammage: 3, density: 900 }), 12)).toEqual({
      unit: 'piece',
      grammage: 3,
      density: 900,
      areaPerPiece: 1.44,
      thickness: 12,
    });
  });
});

describe('hasExpired', () => {
  it('expires an EPD only after its last valid day', () => {
    expect(hasExpired('2026-11-28', '2026-11-29')).toBe(true);
    expect(hasExpired('2026-11-29', '2026-11-29')).toBe(false);
    expect(hasExpired('2027-01-01', '2026-11-29')).toBe(false);
  });

  it('counts a timestamp by its date, and an EPD without an end date as valid', () => {
    expect(hasExpired('2026-11-29T23:59:59.000Z', '2026-11-29')).toBe(false);
    expect(hasExpired('2026-11-28T23:59:59.000Z', '2026-11-29')).toBe(true);
    expect(hasExpired(null, '2026-11-29')).toBe(false);
    expect(hasExpired(undefined, '2026-11-29')).toBe(false);
  });
});
