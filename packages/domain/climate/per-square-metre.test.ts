import { describe, expect, it } from 'vitest';
import { perSquareMetre, unitsPerSquareMetre } from './per-square-metre';

describe('perSquareMetre', () => {
  it('takes a figure declared per m² as it is', () => {
    expect(perSquareMetre(7.4, { unit: 'm2' })).toBe(7.4);
  });

  it('turns kg into m² by the grammage', () => {
    // A laminate declared at 1.25 kg CO₂e per kg weighing 7.2 kg/m²: 1.25 × 7.2 = 9 kg CO₂e/m².
    expect(perSquareMetre(1.25, { unit: 'kg', grammage: 7.2 })).toBeCloseTo(9, 10);
  });

  it('turns kg into m² by thickness and density when no grammage is declared', () => {
    // 0.8 kg CO₂e/kg, a 10 mm tile at 2,000 kg/m³: 20 kg/m², so 16 kg CO₂e/m².
    expect(perSquareMetre(0.8, { unit: 'kg', thickness: 10, density: 2000 })).toBeCloseTo(16, 10);
    // The grammage wins where both are declared: it is what the product weighs.
    expect(perSquareMetre(0.8, { unit: 'kg', grammage: 21, thickness: 10, density: 2000 })).toBeCloseTo(16.8, 10);
  });

  it('turns m³ into m² by the thickness', () => {
    // Parquet declared at 150 kg CO₂e per m³, 14 mm thick: 0.014 m³ per m², so 2.1 kg CO₂e/m².
    expect(perSquareMetre(150, { unit: 'm3', thickness: 14 })).toBeCloseTo(2.1, 10);
  });

  it('turns a piece into m² only by its declared area', () => {
    // A panel of 0.6 × 2.4 m = 1.44 m² declared at 18 kg CO₂e per piece: 12.5 kg CO₂e/m².
    expect(perSquareMetre(18, { unit: 'piece', areaPerPiece: 1.44 })).toBeCloseTo(12.5, 10);
    expect(perSquareMetre(18, { unit: 'piece' })).toBeNull();
  });

  it('gives no figure when the declaration lacks what converts it', () => {
    expect(perSquareMetre(1.25, { unit: 'kg' })).toBeNull();
    expect(perSquareMetre(1.25, { unit: 'kg', thickness: 10 })).toBeNull();
    expect(perSquareMetre(150, { unit: 'm3', density: 700 })).toBeNull();
    expect(perSquareMetre(150, { unit: 'm3', thickness: 0 })).toBeNull();
    expect(unitsPerSquareMetre({ unit: 'kg', grammage: -1 })).toBeNull();
  });

  it('keeps a module not declared as not declared, and a declared zero as zero', () => {
    expect(perSquareMetre(null, { unit: 'm2' })).toBeNull();
    expect(perSquareMetre(undefined, { unit: 'kg', grammage: 5 })).toBeNull();
    expect(perSquareMetre(0, { unit: 'kg', grammage: 5 })).toBe(0);
  });

  it('keeps a negative module (D, biogenic carbon) negative', () => {
    expect(perSquareMetre(-3, { unit: 'm3', thickness: 20 })).toBeCloseTo(-0.06, 10);
  });
});
