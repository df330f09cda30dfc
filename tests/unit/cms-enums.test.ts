import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '@/lib/records/account';
import { MAX_SAMPLES, POSTAL_CODES } from '@/features/samples/form';
import { SAMPLE_ORDER_STATUSES } from '@/lib/records/samples';
import { CATALOGUE_JOB_STATUSES, DESK_LINE_STATUSES } from '@/lib/records/producer-desk';
import { routing } from '@/i18n/routing';
import { CATEGORIES, COLOUR_FAMILIES, FINISHES, FIRE_CLASSES, PLACEMENT_VALUES, SLIP_CLASSES } from '@/lib/strapi/catalogue-schemas';
import { DECLARED_UNITS, EPD_STANDARDS, GWP_INDICATORS } from '@/lib/strapi/climate-schemas';

// The cms validates every enumeration field against its content type's schema.json; the site
// offers the same values in its filters and forms and parses the cms's answers with them. A
// value only one side knows is a filter that finds nothing, a form the cms refuses, or an
// answer the site cannot parse.
const api = path.resolve(import.meta.dirname, '../../cms/src/api');

interface Attribute {
  type: string;
  enum?: string[];
}

/** Every enumeration field of every content type, as `type.field`. */
function cmsEnumerations(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const type of readdirSync(api)) {
    const folder = path.join(api, type, 'content-types');
    // An API of routes only (the sitemap's) has no content types.
    if (!existsSync(folder)) continue;
    for (const contentType of readdirSync(folder)) {
      const schema = JSON.parse(readFileSync(path.join(folder, contentType, 'schema.json'), 'utf8')) as { attributes: Record<string, Attribute> };
      for (const [field, attribute] of Object.entries(schema.attributes)) {
        if (attribute.type === 'enumeration') found.set(`${contentType}.${field}`, attribute.enum ?? []);
      }
    }
  }
  return found;
}

// What the site holds for each of them.
const site: Record<string, readonly string[]> = {
  'surface.colourFamily': COLOUR_FAMILIES,
  'surface.finish': FINISHES,
  'product.category': CATEGORIES,
  'product.fireClass': FIRE_CLASSES,
  'product.slipResistance': SLIP_CLASSES,
  'product.placement': PLACEMENT_VALUES,
  'project.status': PROJECT_STATUSES,
  'contact-message.language': routing.locales,
  'consent-record.language': routing.locales,
  'sample-order.language': routing.locales,
  'sample-order.status': SAMPLE_ORDER_STATUSES,
  'sample-order-line.status': DESK_LINE_STATUSES,
  'catalogue-job.status': CATALOGUE_JOB_STATUSES,
  'catalogue-job.language': routing.locales,
  'epd.standard': EPD_STANDARDS,
  'epd.declaredUnit': DECLARED_UNITS,
  'epd.gwpIndicator': GWP_INDICATORS,
  'generic-climate-value.category': CATEGORIES,
};

const sorted = (values: readonly string[]) => [...values].sort();

describe("the site's enumerations and the cms's schema.json files", () => {
  const cms = cmsEnumerations();

  it('leave no enumeration of the cms without its counterpart in the site', () => {
    expect(cms.size).toBeGreaterThan(0);
    expect(sorted([...cms.keys()])).toEqual(sorted(Object.keys(site)));
  });

  it.each(Object.entries(site))('hold the same values for %s', (field, values) => {
    expect(values.length).toBeGreaterThan(0);
    expect(sorted(values)).toEqual(sorted(cms.get(field) ?? []));
  });

  it('give the family the cms computes for a surface only values its schema allows', () => {
    const family = createRequire(import.meta.url)(path.resolve(import.meta.dirname, '../../cms/src/catalogue/colour-family.js')) as {
      COLOUR_FAMILIES: string[];
    };
    expect(sorted(family.COLOUR_FAMILIES)).toEqual(sorted(cms.get('surface.colourFamily') ?? []));
  });
});

describe("the site's sample order form and the cms's rules for it", () => {
  const cms = createRequire(import.meta.url)(path.resolve(import.meta.dirname, '../../cms/src/api/sample-order/services/validate.js')) as {
    POSTAL_CODES: Record<string, RegExp>;
    MAX_SURFACES: number;
  };
  const sources = (codes: Record<string, RegExp>) => Object.fromEntries(Object.entries(codes).map(([country, pattern]) => [country, pattern.source]));

  it('take the same countries and postal codes, and as many surfaces', () => {
    expect(sources(POSTAL_CODES)).toEqual(sources(cms.POSTAL_CODES));
    expect(MAX_SAMPLES).toBe(cms.MAX_SURFACES);
  });
});
