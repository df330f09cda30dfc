import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateCatalogue, script } from './script';

type Plans = Record<string, { sql: string; plan: string[] }[]>;

// The catalogue's tables: at 100,000 surfaces reading one of them whole is what the lists must never do.
const CATALOGUE = /^(products|surfaces|producers)(_\w+_lnk)?$/;
const postgres = () => inject('cmsEnv').DATABASE_CLIENT === 'postgres';

/** The catalogue tables a plan reads whole, by name (aliases resolved from the statement). */
function fullScans({ sql, plan }: { sql: string; plan: string[] }) {
  const tables = new Map<string, string>();
  for (const [, table, alias] of sql.matchAll(/["`](\w+)["`] as ["`](\w+)["`]/g)) tables.set(alias!, table!);
  const scanned = plan.flatMap((line) => {
    // SQLite: "SCAN t0" or "SCAN t0 USING INDEX x" (a walk with no constraint); SEARCH is a seek.
    // PostgreSQL, with sequential scans priced out: "Seq Scan on products t0".
    const match = postgres() ? /Seq Scan on (\w+)(?: (\w+))?/.exec(line) : /^SCAN (\w+)/.exec(line);
    if (!match) return [];
    const name = postgres() ? match[1]! : (tables.get(match[1]!) ?? match[1]!);
    return [name];
  });
  return scanned.filter((table) => CATALOGUE.test(table));
}

describe('list indexes (cms/src/bootstrap/list-indexes.js)', () => {
  let plans: Plans;

  beforeAll(() => {
    // A few thousand surfaces: enough rows that a plan shows what the database will do at scale.
    generateCatalogue('--surfaces', '3000', '--producers', '60', '--products', '600', '--seed', 'list-indexes');
    plans = script<Plans>('plans');
  });

  // The demo content alone again: other suites count it.
  afterAll(() => {
    generateCatalogue('--remove');
  });

  it('answers every list the site asks without reading a catalogue table whole', () => {
    expect(Object.keys(plans).length).toBeGreaterThanOrEqual(20);
    for (const [list, statements] of Object.entries(plans)) {
      expect(statements.length, list).toBeGreaterThan(0);
      for (const statement of statements) expect(fullScans(statement), `${list}: ${statement.sql}\n${statement.plan.join('\n')}`).toEqual([]);
    }
  });

  // SQLite has no statistics (list-indexes.js) and picks by the indexes alone. PostgreSQL weighs
  // its statistics of a small table and may take another index (the primary key for an id
  // order): what it must not do is read one whole, checked above. So on PostgreSQL these are not
  // declared at all rather than reported as skipped.
  if (!postgres())
    it.each([
      ['products by name', 'products_locale_name_id_published_at_search_text_idx'],
      ['products newest first', 'products_locale_created_at_name_id_idx'],
      ['products of a category', 'products_category_locale_name_id_idx'],
      // The facets' index holds locale, status and category: the count reads it alone.
      ['count of a category', 'COVERING INDEX products_locale_published_at_category_fire_class_s_15b268d2_idx'],
      ['a producer by slug', 'producers_slug_locale_published_at_idx'],
      ['surfaces by article number', 'surfaces_locale_article_number_id_published_at_search_text_idx'],
      ['sample orders with mails to send', 'sample_orders_status_mails_sent_created_at_idx'],
      ['search text to catch up', 'surfaces_search_text_missing_idx'],
      ['colour families to catch up', 'surfaces_colour_family_locale_published_at_idx'],
      ['a sitemap slice of surfaces', 'surfaces_locale_id_published_at_idx'],
      ['surfaces by their document ids', 'surfaces_documents_idx'],
    ])('%s: reads %s', (list, index) => {
      const first = plans[list]![0]!;
      expect(first.plan.join('\n'), first.sql).toContain(index);
    });
});
