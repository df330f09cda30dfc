import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { siteRead } from './api';
import { seed as seedData } from '../support/seed-data';

const require = createRequire(import.meta.url);
const { colourFamily } = require('../../cms/src/catalogue/colour-family.js') as { colourFamily: (hex: string) => string };
const seedSurfaces = (require('../../cms/seed/data.js') as { surfaces: { articleNumber: string; hex: string; product: string }[] }).surfaces;

interface Surface {
  articleNumber: string;
  hex: string;
  colourFamily: string | null;
}

describe('colour family of the seeded surfaces', () => {
  it.each(['sv', 'en'])('is set on every surface from its hex (%s)', async (locale) => {
    const { body } = await siteRead(`/surfaces?locale=${locale}&fields[0]=articleNumber&fields[1]=hex&fields[2]=colourFamily&pagination[pageSize]=100`);
    const surfaces = body.data as Surface[];
    expect(surfaces).toHaveLength(seedSurfaces.length);
    for (const surface of surfaces) expect(surface.colourFamily, surface.articleNumber).toBe(colourFamily(surface.hex));
  });

  it.each(['red', 'blue', 'beige'])('filters products by a surface colour family (%s)', async (family) => {
    const keys = new Set(seedSurfaces.filter((s) => colourFamily(s.hex) === family).map((s) => s.product));
    const expected = seedData.products
      .filter((p) => keys.has(p.key))
      .map((p) => p.slug.sv)
      .sort();
    expect(expected.length).toBeGreaterThan(0);

    const { status, body } = await siteRead(`/products?locale=sv&filters[surfaces][colourFamily][$eq]=${family}&fields[0]=slug&pagination[pageSize]=100`);
    expect(status).toBe(200);
    expect((body.data as { slug: string }[]).map((p) => p.slug).sort()).toEqual(expected);
  });
});
