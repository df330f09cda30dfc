'use strict';

/*
 * Words that name a product-list filter (decision 040): "vit", "matt", "golv", "inomhus",
 * "Bfl-s1", "R10" and their English words. The vocabulary is the site's own, read from its
 * messages (the filters' names and the SearchWords lists), so the cms reads a query as the site's
 * chips show it; fire and slip classes are their codes as the standards write them.
 *
 * The index keeps each row's filter values as facet tokens ("colourwhite", "categoryflooring":
 * the filter's name and its value's letters and digits), a product's with its surfaces' colours
 * and finishes, a surface's with its product's category and classes. A query word that names a
 * filter value then also matches the rows holding its token (engine.js).
 */

const path = require('node:path');
const { LOCALES } = require('@ytbanken/domain/i18n/locales');
const { words, compact, stem } = require('./tokenize');
const { PLACEMENTS } = require('../catalogue/tables');
const productSchema = require('../api/product/content-types/product/schema.json');
const surfaceSchema = require('../api/surface/content-types/surface/schema.json');

const MESSAGES_DIR = path.join(__dirname, '..', '..', '..', 'messages');

const CATEGORIES = productSchema.attributes.category.enum;
const COLOURS = surfaceSchema.attributes.colourFamily.enum;
const FINISHES = surfaceSchema.attributes.finish.enum;
const FIRE_CLASSES = productSchema.attributes.fireClass.enum;
const SLIP_CLASSES = productSchema.attributes.slipResistance.enum;

/** A filter value as one index token: "colour" + "white", "fire" + "bfls1". */
const token = (name, value) => `${name}${compact(value)}`;
/** "At least this slip class": a row holds one for its own class and each below it. */
const SLIP_MIN = 'slipmin';

/** The facet tokens of one row's filter values: { category, placement, fire, slip, colours: [], finishes: [] }. */
function facetTokens({ category, placement, fire, slip, colours = [], finishes = [] }) {
  const tokens = [];
  if (category) tokens.push(token('category', category));
  // A product for indoors and outdoors is either, as the product list counts it.
  for (const [name, values] of Object.entries(PLACEMENTS)) if (values.includes(placement)) tokens.push(token('placement', name));
  if (fire) tokens.push(token('fire', fire));
  if (slip && SLIP_CLASSES.includes(slip)) {
    tokens.push(token('slip', slip));
    for (const lower of SLIP_CLASSES.slice(0, SLIP_CLASSES.indexOf(slip) + 1)) tokens.push(token(SLIP_MIN, lower));
  }
  for (const colour of new Set(colours)) if (colour) tokens.push(token('colour', colour));
  for (const finish of new Set(finishes)) if (finish) tokens.push(token('finish', finish));
  return tokens;
}

/** The token a filter condition matches: a value, or { min } of a slip class. */
const conditionToken = (name, condition) => (name === 'slip' && typeof condition === 'object' ? token(SLIP_MIN, condition.min) : token(name, condition));

/** A word's forms: as typed, stemmed in either language, and without the adjective's -t/-tt ("vitt", "grått"). */
function formsOf(word) {
  const forms = new Set([word, ...LOCALES.map((language) => stem(word, language))]);
  for (const ending of ['tt', 't']) if (word.endsWith(ending) && word.length - ending.length >= 2) forms.add(word.slice(0, -ending.length));
  return forms;
}

/** Map(form of a one-word vocabulary entry → [{ name, value }]) from both languages' messages. */
function buildVocabulary() {
  const byForm = new Map();
  const add = (name, value, texts) => {
    for (const text of texts) {
      const folded = words(text);
      // Phrases ("kakel och klinker", "wall panel") are the site's to read; each of their words is listed alone too.
      if (folded.length !== 1) continue;
      for (const form of [folded[0], ...LOCALES.map((language) => stem(folded[0], language))]) {
        const known = byForm.get(form) ?? [];
        if (!known.some((k) => k.name === name && k.value === value)) byForm.set(form, [...known, { name, value }]);
      }
    }
  };
  const listed = (text) => String(text ?? '').split(',');
  for (const language of LOCALES) {
    const messages = require(path.join(MESSAGES_DIR, `${language}.json`));
    const said = messages.SearchWords;
    for (const value of CATEGORIES) add('category', value, [messages.Categories[value], ...listed(said.category[value])]);
    for (const value of COLOURS) add('colour', value, [messages.ColourFamilies[value], ...listed(said.colour[value])]);
    for (const value of FINISHES) add('finish', value, [messages.Finishes[value], ...listed(said.finish[value])]);
    for (const value of Object.keys(PLACEMENTS)) add('placement', value, [messages.Properties.placements[value], ...listed(said.placement[value])]);
  }
  for (const value of SLIP_CLASSES) add('slip', value, [value]);
  return byForm;
}

let vocabulary = null;
const CODES = new Map(FIRE_CLASSES.map((value) => [compact(value), value]));

/** The filter values a folded query word names: [{ name, value }], [] for none. */
function filtersNamed(word) {
  vocabulary ??= buildVocabulary();
  const found = [];
  for (const form of formsOf(word)) for (const hit of vocabulary.get(form) ?? []) if (!found.includes(hit)) found.push(hit);
  return found;
}

/**
 * A query's fire classes ("Bfl-s1", "A2-s1,d0"), which its words would split apart, and the
 * text left without them: { fire: [value], text }.
 */
function fireClassesIn(text) {
  const fire = [];
  const rest = [];
  for (const chunk of String(text).split(/\s+/)) {
    const value = CODES.get(compact(chunk));
    if (value && /\p{N}|fl/iu.test(chunk)) fire.push(value);
    else rest.push(chunk);
  }
  return { fire, text: rest.join(' ') };
}

/** Little words ("i", "och", "with") a description of filters may hold between them. */
let littleWords = null;
function isLittleWord(word) {
  littleWords ??= new Set(LOCALES.flatMap((language) => words(require(path.join(MESSAGES_DIR, `${language}.json`)).SearchWords.ignore)));
  return littleWords.has(word);
}

module.exports = { facetTokens, conditionToken, filtersNamed, fireClassesIn, isLittleWord, token };
