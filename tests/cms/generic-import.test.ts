import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { siteRead } from './api';
import { script } from './script';
import { data } from './seed-data';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');
const UID = 'api::generic-climate-value.generic-climate-value';
const SOURCE = 'Boverkets klimatdatabas, version 02.07.000';

const FIELDS = [
  'category',
  'resourceId',
  'nameSv',
  'nameEn',
  'density',
  'grammage',
  'gwpA1A3Typical',
  'gwpA1A3Conservative',
  'gwpA4',
  'gwpA5Waste',
  'source',
  'example',
] as const;
type Generic = Record<(typeof FIELDS)[number], unknown> & { documentId: string; category: string };

/** One resource as Boverket's climate database exports it (GetAllResources/…/json). */
function resource(id: number, sv: string, en: string, density: number, values: { typical: number; conservative: number; a4: number; a51: number }) {
  return {
    ResourceId: id,
    Version: '02.07.000',
    Publisher: 'Boverket',
    InventoryUnit: 'kg',
    Name: sv,
    Names: { SV: sv, EN: en },
    ConservativeDataConversionFactor: 1.25,
    Conversions: [{ Field: 'Volume', Unit: 'kg/m³', Value: density }],
    DataItems: [
      {
        PropertyName: 'GWP-GHG AR4',
        PropertyCode: 'GWP-GHG AR4',
        PropertyUnitCode: 'kg CO2e/kg',
        DataValueItems: [
          { DataModuleCode: 'A1-A3 Typical', Value: values.typical },
          { DataModuleCode: 'A1-A3 Conservative', Value: values.conservative },
          { DataModuleCode: 'A4', Value: values.a4 },
          { DataModuleCode: 'A5.1', Value: values.a51 },
        ],
      },
    ],
  };
}

/** npm run import:generic against the test cms's database, a Strapi of its own: its exit code and what it tells. */
function importGeneric(...args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'node',
      ['scripts/import-generic.js', ...args],
      { cwd: cmsDir, env: { ...process.env, ...inject('cmsEnv') }, encoding: 'utf8' },
      (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

/** The generic values as the site reads them with its token, by category. */
async function generics(): Promise<Map<string, Generic>> {
  const answer = await siteRead('/generic-climate-values?sort=category:asc&pagination[pageSize]=100');
  expect(answer.status, JSON.stringify(answer.body?.error)).toBe(200);
  return new Map((answer.body.data as Generic[]).map((row) => [row.category, row]));
}

const fieldsOf = (row: Generic | undefined) => (row ? Object.fromEntries(FIELDS.map((field) => [field, row[field]])) : row);

/** The product's A1–A3 per m² as the site's "same look, less carbon" question answers it (meta.carbon), in each language. */
async function productFigure(documentId: string) {
  return Promise.all(
    (['sv', 'en'] as const).map(async (locale) => {
      const answer = await siteRead(`/less-carbon?locale=${locale}&product=${documentId}`);
      expect(answer.status, JSON.stringify(answer.body?.error)).toBe(200);
      return (answer.body.meta as { carbon: unknown }).carbon;
    }),
  );
}

describe('npm run import:generic', () => {
  it("loads Boverket's own file: the category named gets the new resource, loaded again its new value, the others keep theirs, and a product without an EPD is figured by it", async () => {
    // Oak herringbone: flooring, 14 mm, no EPD of its own, so its figure is flooring's generic value.
    const herringbone = data.products.find((p) => p.key === 'fiskben-ek')!;
    const found = await siteRead(`/products?locale=sv&filters[slug][$eq]=${herringbone.slug.sv}&fields[0]=name`);
    expect(found.status, JSON.stringify(found.body?.error)).toBe(200);
    const productId = (found.body.data as { documentId: string }[])[0]!.documentId;

    const held = await generics();
    const flooring = held.get('flooring')!;
    expect(flooring.example, 'the seed holds example values').toBe(true);

    const dir = mkdtempSync(path.join(tmpdir(), 'boverket-'));
    const categories = path.join(dir, 'categories.json');
    writeFileSync(categories, JSON.stringify({ flooring: 4711 }));
    const fileWith = (conservative: number) => {
      const file = path.join(dir, `klimatdatabas-${conservative}.json`);
      const oak = resource(4711, 'Parkett, ek', 'Parquet, oak', 600, { typical: conservative / 1.25, conservative, a4: 0.03, a51: 0.02 });
      // A resource no category is mapped to is left alone.
      const tile = resource(4712, 'Klinker', 'Clinker tiles', 2000, { typical: 0.4, conservative: 0.5, a4: 0.01, a51: 0.01 });
      writeFileSync(file, JSON.stringify({ Resources: [tile, oak] }));
      return file;
    };

    try {
      for (const conservative of [0.6, 0.9]) {
        const { code, stderr } = await importGeneric(fileWith(conservative), '--categories', categories, '--source', SOURCE);
        expect(code, stderr).toBe(0);
        expect(stderr).toContain('import:generic: flooring');

        const now = await generics();
        expect([...now.keys()]).toEqual([...held.keys()]);
        // The category held before is updated, not added to: the same document, Boverket's resource.
        expect(now.get('flooring')!.documentId).toBe(flooring.documentId);
        expect(fieldsOf(now.get('flooring'))).toEqual({
          category: 'flooring',
          resourceId: '4711',
          nameSv: 'Parkett, ek',
          nameEn: 'Parquet, oak',
          density: 600,
          grammage: null,
          gwpA1A3Typical: conservative / 1.25,
          gwpA1A3Conservative: conservative,
          gwpA4: 0.03,
          gwpA5Waste: 0.02,
          source: SOURCE,
          example: false,
        });
        for (const category of ['laminates', 'paints', 'tiles', 'wall-panels'])
          expect(fieldsOf(now.get(category)), `${category} keeps its value`).toEqual(fieldsOf(held.get(category)));

        // By hand: the conservative value per kg × 600 kg/m³ × 0.014 m, to two decimals (5.04, then 7.56).
        const a1a3 = Math.round(conservative * 600 * 0.014 * 100) / 100;
        expect(await productFigure(productId)).toEqual([
          { a1a3, fromEpd: false },
          { a1a3, fromEpd: false },
        ]);
      }
    } finally {
      // The demo's example value back, for the files after this one.
      script('set', UID, JSON.stringify({ category: 'flooring' }), JSON.stringify(fieldsOf(flooring)));
    }
    expect(fieldsOf((await generics()).get('flooring'))).toEqual(fieldsOf(flooring));
    const seeded = Math.round(Number(flooring.gwpA1A3Conservative) * Number(flooring.density) * 0.014 * 100) / 100;
    expect(await productFigure(productId)).toEqual([
      { a1a3: seeded, fromEpd: false },
      { a1a3: seeded, fromEpd: false },
    ]);
  }, 600_000);
});
