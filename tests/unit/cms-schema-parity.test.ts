import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_JOB_STATUSES, CATEGORIES, COLOUR_FAMILIES, FINISHES, FIRE_CLASSES, PLACEMENT_VALUES, SLIP_CLASSES } from '@ytbanken/domain/catalogue/enums';
import { SHEET_COLUMNS, sheetRecordSchema } from '@ytbanken/domain/catalogue/sheet';
import { DECLARED_UNITS, EPD_STANDARDS, GWP_INDICATORS } from '@ytbanken/domain/climate/enums';
import { LOCALES } from '@ytbanken/domain/i18n/locales';
import { PROJECT_STATUSES } from '@ytbanken/domain/projects/statuses';
import { DESK_LINE_STATUSES, SAMPLE_ORDER_STATUSES } from '@ytbanken/domain/samples/orders';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// The one place the domain package is held against the cms's schema.json files. Strapi reads a
// content type's fields from its schema.json, which the admin's Content-Type Builder writes, so an
// enumeration's values are written there as well as in packages/domain, which the site and the
// cms's own code use (decision 047). A value only one side knows is a filter that finds nothing,
// a form the cms refuses, or an answer the site cannot parse.
const api = path.resolve(import.meta.dirname, '../../cms/src/api');

interface Attribute {
  type: string;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  enum?: string[];
}

const attributesOf = (type: string, contentType = type): Record<string, Attribute> =>
  JSON.parse(readFileSync(path.join(api, type, 'content-types', contentType, 'schema.json'), 'utf8')).attributes;

/** Every enumeration field of every content type, as `type.field`. */
function cmsEnumerations(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const type of readdirSync(api)) {
    const folder = path.join(api, type, 'content-types');
    // An API of routes only (the sitemap's) has no content types.
    if (!existsSync(folder)) continue;
    for (const contentType of readdirSync(folder)) {
      for (const [field, attribute] of Object.entries(attributesOf(type, contentType))) {
        if (attribute.type === 'enumeration') found.set(`${contentType}.${field}`, attribute.enum ?? []);
      }
    }
  }
  return found;
}

/** The domain package's list for each enumeration of the cms. */
const domain: Record<string, readonly string[]> = {
  'surface.colourFamily': COLOUR_FAMILIES,
  'surface.finish': FINISHES,
  'product.category': CATEGORIES,
  'product.fireClass': FIRE_CLASSES,
  'product.slipResistance': SLIP_CLASSES,
  'product.placement': PLACEMENT_VALUES,
  'project.status': PROJECT_STATUSES,
  'contact-message.language': LOCALES,
  'consent-record.language': LOCALES,
  'sample-order.language': LOCALES,
  'sample-order.status': SAMPLE_ORDER_STATUSES,
  'sample-order-line.status': DESK_LINE_STATUSES,
  'catalogue-job.status': CATALOGUE_JOB_STATUSES,
  'catalogue-job.language': LOCALES,
  'epd.standard': EPD_STANDARDS,
  'epd.declaredUnit': DECLARED_UNITS,
  'epd.gwpIndicator': GWP_INDICATORS,
  'generic-climate-value.category': CATEGORIES,
};

describe("the domain package's lists and the cms's schema.json enumerations", () => {
  const cms = cmsEnumerations();

  it('leave no enumeration of the cms without its list in the domain package', () => {
    expect(cms.size).toBeGreaterThan(0);
    expect([...cms.keys()].sort()).toEqual(Object.keys(domain).sort());
  });

  it.each(Object.entries(domain))('hold the same values, in the same order, for %s', (field, values) => {
    expect(values.length).toBeGreaterThan(0);
    expect(cms.get(field)).toEqual([...values]);
  });
});

// An upload the spreadsheet's schema takes must be one the cms takes when it is applied.
describe("the catalogue spreadsheet's record schema and the cms's product and surface fields", () => {
  const product = attributesOf('product');
  const surface = attributesOf('surface');
  /** Where each column is kept in the cms. */
  const FIELDS: Record<(typeof SHEET_COLUMNS)[number], Attribute | undefined> = {
    articleNumber: surface.articleNumber,
    surfaceName: surface.name,
    productName: product.name,
    category: product.category,
    summary: product.summary,
    fireClass: product.fireClass,
    slipResistance: product.slipResistance,
    useClass: product.useClass,
    thickness: product.thickness,
    placement: product.placement,
    leadTimeDays: product.leadTimeDays,
    priceBand: product.priceBand,
    finish: surface.finish,
    gloss: surface.gloss,
    lrv: surface.lrv,
    hex: surface.hex,
    ncs: surface.ncs,
    labL: surface.labL,
    labA: surface.labA,
    labB: surface.labB,
  };

  it.each(SHEET_COLUMNS)("takes no more for %s than the cms's field does", (column) => {
    const field = FIELDS[column]!;
    expect(field).toBeDefined();
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
