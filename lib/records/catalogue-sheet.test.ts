import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SHEET_COLUMNS, sheetRecordSchema, type SheetColumn } from './catalogue-sheet';

interface Attribute {
  type: string;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  enum?: string[];
}

const attributesOf = (type: 'product' | 'surface'): Record<string, Attribute> =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../cms/src/api/${type}/content-types/${type}/schema.json`), 'utf8')).attributes;
const cms = { product: attributesOf('product'), surface: attributesOf('surface') };

/** Where each column is kept in the cms. */
const FIELDS: Record<SheetColumn, Attribute> = {
  articleNumber: cms.surface.articleNumber!,
  surfaceName: cms.surface.name!,
  productName: cms.product.name!,
  category: cms.product.category!,
  summary: cms.product.summary!,
  fireClass: cms.product.fireClass!,
  slipResistance: cms.product.slipResistance!,
  useClass: cms.product.useClass!,
  thickness: cms.product.thickness!,
  placement: cms.product.placement!,
  leadTimeDays: cms.product.leadTimeDays!,
  priceBand: cms.product.priceBand!,
  finish: cms.surface.finish!,
  gloss: cms.surface.gloss!,
  lrv: cms.surface.lrv!,
  hex: cms.surface.hex!,
  ncs: cms.surface.ncs!,
  labL: cms.surface.labL!,
  labA: cms.surface.labA!,
  labB: cms.surface.labB!,
};

// An upload the sheet takes must be one the cms takes when it is applied.
describe('sheetRecordSchema', () => {
  it.each(SHEET_COLUMNS)("takes no more for %s than the cms's field does", (column) => {
    const field = FIELDS[column];
    const schema = sheetRecordSchema.shape[column];
    const inner = schema instanceof z.ZodNullable ? schema.unwrap() : schema;
    expect(schema instanceof z.ZodNullable, 'optional in the sheet only where the cms does not require it').toBe(!field.required);
    if (field.maxLength !== undefined) expect(inner instanceof z.ZodString && inner.maxLength).toBe(field.maxLength);
    if (field.enum) expect(field.enum).toEqual(expect.arrayContaining(inner instanceof z.ZodEnum ? inner.options : (field.enum ?? [])));
    if (inner instanceof z.ZodNumber) {
      if (field.min !== undefined) expect(inner.minValue).toBeGreaterThanOrEqual(field.min);
      if (field.max !== undefined) expect(inner.maxValue).toBeLessThanOrEqual(field.max);
      expect(inner.isInt).toBe(field.type === 'integer');
    }
  });
});
