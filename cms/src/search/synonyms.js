'use strict';

/*
 * Synonyms editors manage (api::search-synonym, decision 040): a word visitors search for and
 * what it means ("trägolv" → golv, parkett, tall, ek), per locale. At query time each word
 * with an entry also matches what it means (engine.js). Read from memory: this process reads
 * them all once, again after one is written here (the type's lifecycles), and at the latest
 * MAX_AGE_MS after it last read them, since an edit in another cms instance reaches no
 * lifecycle of this one.
 */

const { words } = require('./tokenize');
const productSchema = require('../api/product/content-types/product/schema.json');

const UID = 'api::search-synonym.search-synonym';
const MAX_AGE_MS = Number(process.env.SEARCH_SYNONYMS_MAX_AGE_MS) || 60_000;
/** What one entry may mean at most: a few alternatives of a few words each keep a query quick. */
const MAX_ALTERNATIVES = 8;
const MAX_PHRASE_WORDS = 3;
/** The filters an entry may carry, as the product list names them, with the values it accepts. */
const FILTERS = {
  slipResistance: productSchema.attributes.slipResistance.enum,
};

/** The entry's word, folded: one word, as a visitor types it. */
function parseTerm(text) {
  const folded = words(String(text ?? ''));
  if (folded.length !== 1) return { error: 'one word' };
  return { value: folded[0] };
}

/** What it means: words or phrases separated by commas, semicolons or lines, each folded. */
function parseMeans(text) {
  const phrases = String(text ?? '')
    .split(/[,;\n]+/)
    .map((phrase) => words(phrase))
    .filter((phrase) => phrase.length > 0);
  if (phrases.length === 0) return { error: 'at least one word, phrases separated by commas' };
  if (phrases.length > MAX_ALTERNATIVES) return { error: `at most ${MAX_ALTERNATIVES} words or phrases` };
  if (phrases.some((phrase) => phrase.length > MAX_PHRASE_WORDS)) return { error: `phrases of at most ${MAX_PHRASE_WORDS} words` };
  return { value: phrases };
}

/** A filter such as { "slipResistance": { "min": "R10" } }, or nothing. */
function parseFilter(value) {
  if (value === null || value === undefined) return { value: null };
  if (typeof value !== 'object' || Array.isArray(value)) return { error: 'an object such as { "slipResistance": { "min": "R10" } }' };
  for (const [name, condition] of Object.entries(value)) {
    const allowed = FILTERS[name];
    if (!allowed) return { error: `unknown filter "${name}"; known: ${Object.keys(FILTERS).join(', ')}` };
    if (typeof condition !== 'object' || condition === null || Object.keys(condition).length !== 1 || !allowed.includes(condition.min)) {
      return { error: `${name}: { "min": one of ${allowed.join(', ')} }` };
    }
  }
  return { value };
}

let cached = null;

async function load(strapi) {
  const rows = await strapi.db.query(UID).findMany({ select: ['locale', 'term', 'means', 'filter'], orderBy: { id: 'asc' } });
  const byLocale = new Map();
  for (const row of rows) {
    const term = parseTerm(row.term).value;
    const alternatives = parseMeans(row.means).value;
    if (!term || !alternatives) continue;
    if (!byLocale.has(row.locale)) byLocale.set(row.locale, new Map());
    const entries = byLocale.get(row.locale);
    // Two entries for one word mean both: their alternatives are joined.
    const known = entries.get(term);
    entries.set(term, {
      alternatives: [...(known?.alternatives ?? []), ...alternatives].slice(0, MAX_ALTERNATIVES),
      filter: known?.filter ?? parseFilter(row.filter).value ?? null,
    });
  }
  return byLocale;
}

const NONE = new Map();

/** Map(folded word → { alternatives: [[word]], filter }) for one locale. */
async function synonymsOf(strapi, locale) {
  if (!cached || Date.now() - cached.at > MAX_AGE_MS) {
    const loading = load(strapi);
    cached = { at: Date.now(), loading };
    // A failed read is not kept: the next search reads again.
    loading.catch(() => {
      if (cached?.loading === loading) cached = null;
    });
  }
  return (await cached.loading).get(locale) ?? NONE;
}

/** The next search reads the synonyms again. */
function forget() {
  cached = null;
}

module.exports = { UID, synonymsOf, forget, parseTerm, parseMeans, parseFilter, FILTERS };
