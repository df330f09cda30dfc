import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cms = path.resolve(import.meta.dirname, '..', '..', 'cms');
const { readBoverket } = createRequire(path.join(cms, 'package.json'))('./src/api/generic-climate-value/services/boverket.js') as {
  readBoverket: (json: unknown, categories: Record<string, unknown>, label: { source: string; example?: boolean }) => Record<string, unknown>[];
};

/** A resource as Boverket's export gives one: GWP-GHG AR4 per kg by module, conversions by unit. */
function resource(id: number, values: Record<string, number>, conversions: { Field: string; Unit: string; Value: number }[] = []) {
  return {
    ResourceId: id,
    InventoryUnit: 'kg',
    Names: { SV: `Resurs ${id}`, EN: `Resource ${id}` },
    Conversions: conversions,
    DataItems: [
      { PropertyCode: 'GWP-biogenic', DataValueItems: [{ DataModuleCode: 'A1-A3 Typical', Value: -9 }] },
      {
        PropertyCode: 'GWP-GHG AR4',
        PropertyUnitCode: 'kg CO2e/kg',
        DataValueItems: Object.entries(values).map(([DataModuleCode, Value]) => ({ DataModuleCode, Value })),
      },
    ],
  };
}

describe('generic values in the shape of Boverket’s climate database', () => {
  it('reads the resource chosen for each category: names, density, grammage and GWP-GHG AR4 per module', () => {
    const file = {
      Resources: [
        resource(11, { 'A1-A3 Typical': 0.5, 'A1-A3 Conservative': 0.625, A4: 0.02, 'A5.1': 0.01 }, [{ Field: 'Volume', Unit: 'kg/m³', Value: 700 }]),
        resource(12, { 'A1-A3 Conservative': 3 }, [{ Field: 'Area', Unit: 'kg/m²', Value: 0.3 }]),
      ],
    };
    expect(readBoverket(file, { flooring: 11, paints: '12', $comment: 'ignored' }, { source: 'Boverket 02.07.000' })).toEqual([
      {
        category: 'flooring',
        resourceId: '11',
        nameSv: 'Resurs 11',
        nameEn: 'Resource 11',
        density: 700,
        grammage: null,
        gwpA1A3Typical: 0.5,
        gwpA1A3Conservative: 0.625,
        gwpA4: 0.02,
        gwpA5Waste: 0.01,
        source: 'Boverket 02.07.000',
        example: false,
      },
      {
        category: 'paints',
        resourceId: '12',
        nameSv: 'Resurs 12',
        nameEn: 'Resource 12',
        density: null,
        grammage: 0.3,
        gwpA1A3Typical: null,
        gwpA1A3Conservative: 3,
        gwpA4: null,
        gwpA5Waste: null,
        source: 'Boverket 02.07.000',
        example: false,
      },
    ]);
  });

  it('refuses a file it cannot label, a resource that is missing or lacks its conservative value, and a category the catalogue has not', () => {
    const file = { Resources: [resource(11, { 'A1-A3 Typical': 0.5 })] };
    expect(() => readBoverket({}, { flooring: 11 }, { source: 's' })).toThrow('it has no "Resources" list');
    expect(() => readBoverket(file, { flooring: 11 }, { source: '' })).toThrow('need a source');
    expect(() => readBoverket(file, { flooring: 99 }, { source: 's' })).toThrow('resource 99, chosen for flooring, is not in the file');
    expect(() => readBoverket(file, { flooring: 11 }, { source: 's' })).toThrow('resource 11 has no "A1-A3 Conservative" value');
    expect(() => readBoverket(file, { ceilings: 11 }, { source: 's' })).toThrow('"ceilings" is not a product category');
    const perPiece = { Resources: [{ ...resource(11, { 'A1-A3 Conservative': 1 }), InventoryUnit: 'st' }] };
    expect(() => readBoverket(perPiece, { flooring: 11 }, { source: 's' })).toThrow('given per st, not per kg');
  });

  it('reads the demo’s example file, every category, each marked as an example', () => {
    const examples = JSON.parse(readFileSync(path.join(cms, 'seed', 'climate', 'generic-examples.json'), 'utf8')) as { $comment: string };
    const categories = JSON.parse(readFileSync(path.join(cms, 'seed', 'climate', 'example-categories.json'), 'utf8')) as Record<string, unknown>;
    expect(examples.$comment).toMatch(/^EXAMPLE VALUES/);
    const rows = readBoverket(examples, categories, { source: 'Exempel', example: true });
    expect(rows.map((row) => row.category).sort()).toEqual(['flooring', 'laminates', 'paints', 'tiles', 'wall-panels']);
    for (const row of rows) expect(row.nameSv).toMatch(/exempelvärde$/);
  });
});
