import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { deltaE2000, type Lab } from '@ytbanken/domain/colour/ciede2000';

// The cms's generator itself (CommonJS, no types): only what these tests read of it.
interface Surface {
  documentId: string;
  name: { sv: string; en: string };
  articleNumber: string;
  hex: string;
  colourFamily: string;
  labL: number;
  labA: number;
  labB: number;
  lrv: number;
  gloss: number;
  ncs: string | null;
}
interface Declaration {
  documentId: string;
  registrationNumber: string;
  declaredUnit: string;
  gwpA1A3: number;
  issuedOn: string;
  validUntil: string;
}
interface Product {
  documentId: string;
  category: string;
  declaration: Declaration | null;
  name: { sv: string; en: string };
  summary: { sv: string; en: string };
  surfaces: Surface[];
  producerIndex: number;
}
interface Plan {
  producers: { documentId: string; name: string; slug: string }[];
  productsFrom(start: number, count: number): Product[];
}
const require = createRequire(import.meta.url);
const { plan, productCounts } = require('../../cms/scripts/catalogue/generate.js') as {
  plan(options: { seed: string; producers: number; products: number; surfaces: number; today?: string }): Plan;
  productCounts(producers: number, products: number): number[];
};
const { colourFamily } = require('../../cms/src/catalogue/colour-family.js') as { colourFamily(hex: string): string };

/** sRGB hex to CIELAB (D65), written out here rather than taken from the generator. */
function hexToLab(hex: string): Lab & { Y: number } {
  const n = parseInt(hex.slice(1), 16);
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = [linear((n >> 16) & 255), linear((n >> 8) & 255), linear(n & 255)];
  const X = r * 0.4124564 + g * 0.3575761 + b * 0.1804375;
  const Y = r * 0.2126729 + g * 0.7151522 + b * 0.072175;
  const Z = r * 0.0193339 + g * 0.119192 + b * 0.9503041;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(X / 0.95047), f(Y), f(Z / 1.08883)];
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz), Y };
}

const all = (p: Plan, products: number) => p.productsFrom(0, products);

describe('the catalogue generator', () => {
  it('gives the same documents for the same seed, in any batch size, and others for another seed', () => {
    const options = { seed: 'unit', producers: 4, products: 30, surfaces: 140 };
    const once = all(plan(options), 30);
    const inBatches = [0, 7, 14, 21, 28].flatMap((start) => plan(options).productsFrom(start, 7));
    expect(inBatches).toEqual(once);
    const other = all(plan({ ...options, seed: 'other' }), 30);
    expect(other.map((p) => p.documentId)).not.toEqual(once.map((p) => p.documentId));
    expect(other.flatMap((p) => p.surfaces.map((s) => s.name.sv))).not.toEqual(once.flatMap((p) => p.surfaces.map((s) => s.name.sv)));
  });

  it('makes exactly the counts asked for, with Strapi-shaped unique documentIds and article numbers', () => {
    const p = plan({ seed: 'unit', producers: 7, products: 60, surfaces: 301 });
    const products = all(p, 60);
    const surfaces = products.flatMap((product) => product.surfaces);
    expect(p.producers).toHaveLength(7);
    expect(products).toHaveLength(60);
    expect(surfaces).toHaveLength(301);
    const ids = [...p.producers, ...products, ...surfaces].map((d) => d.documentId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]{23}$/);
    expect(new Set(surfaces.map((s) => s.articleNumber)).size).toBe(301);
    expect(new Set(p.producers.map((producer) => producer.slug)).size).toBe(7);
    // Every producer has a product; the biggest far more, as many as the desk's measure asks
    // for (a producer with 2,000 products among 100,000 surfaces).
    expect(new Set(products.map((product) => product.producerIndex)).size).toBe(7);
    const counts = productCounts(500, 20_000);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(20_000);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(counts[0]).toBeGreaterThanOrEqual(2000);
  });

  it('declares colours inside sRGB, with the hex, colour family and LRV computed from L*a*b*', () => {
    const surfaces = all(plan({ seed: 'colours', producers: 20, products: 400, surfaces: 2000 }), 400).flatMap((p) => p.surfaces);
    for (const s of surfaces) {
      const fromHex = hexToLab(s.hex);
      // Out of gamut, the hex would be clamped far from the declared colour; rounding to whole
      // 8-bit steps moves it by about one ΔE00 at most (dark neutrals, where ΔE00 is strictest).
      expect(deltaE2000({ L: s.labL, a: s.labA, b: s.labB }, fromHex), `${s.articleNumber} ${s.hex}`).toBeLessThan(1.2);
      expect(s.colourFamily).toBe(colourFamily(s.hex));
      const Y = s.labL > 8 ? ((s.labL + 16) / 116) ** 3 : s.labL / (24389 / 27);
      expect(s.lrv).toBeCloseTo(Y * 100, 0);
      expect(s.gloss).toBeGreaterThanOrEqual(0);
      for (const value of [s.labL, s.labA, s.labB, s.lrv]) expect(Math.round(value * 10) / 10).toBe(value);
    }
    // Not all grey: a catalogue spans the families.
    expect(new Set(surfaces.map((s) => s.colourFamily)).size).toBeGreaterThanOrEqual(10);
  });

  it('names every document in Swedish and English', () => {
    const products = all(plan({ seed: 'names', producers: 10, products: 100, surfaces: 500 }), 100);
    for (const product of products) {
      for (const text of [product.name.sv, product.name.en, product.summary.sv, product.summary.en]) expect(text.trim()).not.toBe('');
      for (const surface of product.surfaces) {
        expect(surface.name.sv).toMatch(/\S/);
        expect(surface.name.en).toMatch(/\S/);
      }
    }
    // The two languages differ (not one text twice), and Swedish has its own letters somewhere.
    expect(products.filter((p) => p.name.sv !== p.name.en).length).toBeGreaterThan(90);
    expect(products.some((p) => /[åäö]/.test(p.summary.sv + p.name.sv))).toBe(true);
  });
  it('gives a share of products an EPD per m², sized by category, some of them expired by the given day', () => {
    const today = '2026-11-28';
    const products = all(plan({ seed: 'unit', producers: 5, products: 800, surfaces: 800, today }), 800);
    const declared = products.filter((product) => product.declaration);
    // The categories declare EPDs for 30–60 % of their products.
    expect(declared.length).toBeGreaterThan(800 * 0.25);
    expect(declared.length).toBeLessThan(800 * 0.65);
    const numbers = declared.map((product) => product.declaration!.registrationNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    const ids = declared.map((product) => product.declaration!.documentId);
    expect(new Set([...ids, ...products.map((product) => product.documentId)]).size).toBe(ids.length + products.length);
    for (const { declaration } of declared) {
      expect(declaration!.declaredUnit).toBe('m2');
      expect(declaration!.gwpA1A3).toBeGreaterThan(0);
      expect(declaration!.issuedOn < today).toBe(true);
    }
    const expired = declared.filter((product) => product.declaration!.validUntil < today);
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.length).toBeLessThan(declared.length / 4);
    // A coat of paint is declared far below a tile.
    const mean = (category: string) => {
      const values = declared.filter((product) => product.category === category).map((product) => product.declaration!.gwpA1A3);
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    };
    expect(mean('paints')).toBeLessThan(mean('tiles') / 5);
  });
});
