'use strict';

/*
 * The words compounds are split into (compounds.js): the Swedish hunspell dictionary of the
 * dictionary-sv package (LGPL-3.0, read as data, decision 040), the words the dictionary does
 * not let compound (domain-words.js) and the words of the catalogue's names (catalogue-words.js),
 * all folded as the index folds (tokenize.js), so "färg" is "farg" here as it is there.
 *
 * The dictionary says which words may take part in a compound: flag X may begin one, U sit
 * inside, Y end one, and suffix rules make the forms a word takes before the next part, with
 * its linking letter ("fiskben" → "fiskbens", "linolja" → "linolje"). Its stems are enough:
 * inflected heads are met by splitting the stem as well (compounds.js). The lexicon is built
 * from files alone, never from the rows indexed so far, so the index does not depend on the
 * order rows were written in.
 */

const fs = require('node:fs');
const path = require('node:path');
const { fold } = require('./tokenize');
const { DOMAIN_WORDS, NOT_COMPOUNDS } = require('./domain-words');
const { CATALOGUE_WORDS } = require('./catalogue-words');

const DICTIONARY_DIR = path.dirname(require.resolve('dictionary-sv'));
const BEGIN_FLAGS = ['X', 'U'];
const END_FLAG = 'Y';

/** The dictionary's suffix rules that make a compound's first or middle form: { flag: [rule] }. */
function compoundRules(aff) {
  const rules = {};
  for (const line of aff.split('\n')) {
    const fields = line.trim().split(/\s+/);
    // A rule line: SFX flag strip add[/continuation] condition (a header has Y or N third).
    if (fields[0] !== 'SFX' || fields.length < 5) continue;
    const [, flag, strip, addWithFlags, condition] = fields;
    const [add, continuation = ''] = addWithFlags.split('/');
    if (!BEGIN_FLAGS.some((f) => continuation.includes(f))) continue;
    (rules[flag] ??= []).push({
      strip: strip === '0' ? '' : strip,
      add: add === '0' ? '' : add,
      condition: new RegExp(`${condition === '.' ? '' : condition}$`, 'u'),
    });
  }
  return rules;
}

/** fold() for a lower-case word: most are plain a–z, which fold to themselves. */
const quickFold = (word) => (/^[a-z]*$/.test(word) ? word : fold(word));

/** The forms a word not in the dictionary takes first in a compound: itself, +s, and a → e/o/u. */
function linkingForms(word) {
  const forms = [word, `${word}s`];
  if (/[ae]$/.test(word)) {
    const base = word.slice(0, -1);
    forms.push(base, `${base}e`, `${base}o`, `${base}u`);
  }
  return forms;
}

/**
 * { begin: Map(form → word), end: Set(word), words: Set(word), notCompounds: Set(word) }: the
 * forms that may begin or sit inside a compound with the word each stands for, the words that
 * may end one, all words, and words that look like compounds once folded but are not.
 */
function buildLexicon() {
  const rules = compoundRules(fs.readFileSync(path.join(DICTIONARY_DIR, 'index.aff'), 'utf8'));
  const begin = new Map();
  const end = new Set();
  const words = new Set();
  const notCompounds = new Set();
  const addBegin = (form, word) => {
    const folded = quickFold(form);
    // The first form seen for a folded spelling wins: the catalogue's own words first ("ask"
    // the wood, not "aska" the ashes), then the dictionary in its own order.
    if (!begin.has(folded)) begin.set(folded, quickFold(word));
  };
  for (const word of [...DOMAIN_WORDS, ...CATALOGUE_WORDS]) {
    words.add(quickFold(word));
    end.add(quickFold(word));
    for (const form of linkingForms(word)) addBegin(form, word);
  }
  const lines = fs.readFileSync(path.join(DICTIONARY_DIR, 'index.dic'), 'utf8').split('\n');
  for (const line of lines.slice(1)) {
    const slash = line.indexOf('/');
    const word = slash === -1 ? line.trim() : line.slice(0, slash);
    const flags = slash === -1 ? '' : line.slice(slash + 1).trim();
    // Common words only: names (capitalised) and abbreviations make no compounds of ours.
    if (word.length < 2 || !/^\p{Ll}+$/u.test(word)) continue;
    words.add(quickFold(word));
    if (BEGIN_FLAGS.some((flag) => flags.includes(flag))) addBegin(word, word);
    if (flags.includes(END_FLAG)) end.add(quickFold(word));
    for (const flag of flags) {
      for (const rule of rules[flag] ?? []) {
        if (!rule.condition.test(word) || !word.endsWith(rule.strip)) continue;
        addBegin(word.slice(0, word.length - rule.strip.length) + rule.add, word);
      }
    }
  }
  for (const word of NOT_COMPOUNDS) notCompounds.add(quickFold(word));
  return { begin, end, words, notCompounds };
}

let lexicon = null;

/** The lexicon, read once per process (about a third of a second). */
function getLexicon() {
  lexicon ??= buildLexicon();
  return lexicon;
}

/** The files the lexicon is made from: a change to any of them must rebuild the index. */
const LEXICON_FILES = [
  path.join(DICTIONARY_DIR, 'index.dic'),
  path.join(DICTIONARY_DIR, 'index.aff'),
  __filename,
  require.resolve('./domain-words'),
  require.resolve('./catalogue-words'),
];

module.exports = { getLexicon, LEXICON_FILES };
