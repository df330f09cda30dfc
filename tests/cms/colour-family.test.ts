import { createRequire } from 'node:module';
import { COLOUR_FAMILIES } from '@ytbanken/domain/catalogue/enums';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { colourFamily } = require('../../cms/src/catalogue/colour-family.js') as {
  colourFamily: (hex: unknown) => string | null;
};
const seed = require('../../cms/seed/data.js') as { surfaces: { articleNumber: string; hex: string }[] };

// Real material colours, two per family where the family has a borderline.
const MATERIALS: [string, string, string][] = [
  ['white', 'polar white laminate', '#f4f4f1'],
  ['white', 'eggshell limewash', '#efe6d2'],
  ['grey', 'concrete', '#9a9893'],
  ['grey', 'ash grey cork', '#8b8378'],
  ['grey', 'anthracite clinker', '#3d3e3f'],
  ['black', 'black compact laminate', '#1c1c1d'],
  ['black', 'black stained oak', '#2d2a27'],
  ['beige', 'white oiled oak', '#d8c6a9'],
  ['beige', 'sandstone', '#d2a77c'],
  ['beige', 'driftwood laminate', '#a39584'],
  ['brown', 'walnut', '#5e4432'],
  ['brown', 'oiled oak', '#b98a5a'],
  ['brown', 'natural cork', '#a97b52'],
  ['red', 'Falu red', '#801818'],
  ['red', 'English red linseed paint', '#8b3a2b'],
  ['orange', 'terracotta', '#b5603d'],
  ['orange', 'orange enamel', '#e8772e'],
  ['yellow', 'ochre', '#c8953f'],
  ['yellow', 'yellow glazed tile', '#e3b505'],
  ['green', 'forest green laminate', '#2f4a3c'],
  ['green', 'sage panel', '#9ba58b'],
  ['green', 'olive', '#808000'],
  ['blue', 'royal blue gloss paint', '#27457a'],
  ['blue', 'mist blue panel', '#a8b7bf'],
  ['purple', 'aubergine tile', '#5b3256'],
  ['purple', 'lilac paint', '#9b87b5'],
  ['pink', 'old rose limewash', '#c99a8c'],
  ['pink', 'dusty pink tile', '#e3b5b0'],
];

describe('colourFamily', () => {
  it.each(MATERIALS)('%s: %s (%s)', (family, _name, hex) => {
    expect(colourFamily(hex)).toBe(family);
  });

  it('covers every family it can return', () => {
    expect(new Set(MATERIALS.map(([family]) => family))).toEqual(new Set(COLOUR_FAMILIES));
  });

  it('reads upper-case hex and has no family for anything else', () => {
    expect(colourFamily('#B5603D')).toBe('orange');
    for (const value of [null, undefined, '', 'b5603d', '#b5603', '#gggggg', 42]) {
      expect(colourFamily(value)).toBeNull();
    }
  });

  it('gives every seed surface a family, with at least six different ones', () => {
    const families = seed.surfaces.map((surface) => colourFamily(surface.hex));
    expect(seed.surfaces.length).toBeGreaterThanOrEqual(48);
    for (const family of families) expect(COLOUR_FAMILIES).toContain(family);
    expect(new Set(families).size).toBeGreaterThanOrEqual(6);
  });
});
