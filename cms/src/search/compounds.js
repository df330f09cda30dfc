'use strict';

/*
 * Swedish compounds (decision 040): Swedish writes "ekparkett" where English writes "oak
 * parquet", and the head (what the thing is) comes last, so a visitor asking for "parkett"
 * means every word that ends in one. A folded word is split into lexicon words (lexicon.js):
 * a first part that may begin a compound, in the form it takes there ("fiskbens", "linolje"),
 * maybe one more inside, and a head that may end one. The parts are the words the forms stand
 * for: "fiskbensparkett" → fiskben + parkett, "linoljefarg" → linolja + farg.
 *
 * Among the ways to split a word the fewest parts win, then the longest first part:
 * "storformatsklinker" is storformat + klinker, not stor + format + klinker, and "linoljefarg"
 * linolja + farg, not lin + oljefarg. A word
 * with no split into lexicon words stays whole, whether or not it is one itself.
 */

const { getLexicon } = require('./lexicon');
const { stem } = require('./tokenize');

/** A head shorter than this is more often an ending than a word ("-et", "-an"). */
const MIN_HEAD = 3;
/** A first or middle part shorter than this is not taken ("e", "o"). */
const MIN_PART = 2;
/** Four-part compounds exist, but three cover the catalogue and keep the search's alternatives few. */
const MAX_PARTS = 3;
/** Words shorter than the shortest first part and head together cannot be split. */
const MIN_WORD = MIN_PART + MIN_HEAD;

/** The best split of word[from..] into at most `left` parts: [[form, part]...] or null. */
function splitFrom(word, from, left, lexicon, memo) {
  const key = `${from}:${left}`;
  if (memo.has(key)) return memo.get(key);
  let best = null;
  const rest = word.slice(from);
  if (rest.length >= MIN_HEAD && lexicon.end.has(rest)) best = [[rest, rest]];
  if (!best && left > 1) {
    for (let cut = word.length - MIN_HEAD; cut >= from + MIN_PART; cut--) {
      const part = lexicon.begin.get(word.slice(from, cut));
      if (part === undefined) continue;
      const tail = splitFrom(word, cut, left - 1, lexicon, memo);
      if (!tail) continue;
      const candidate = [[word.slice(from, cut), part], ...tail];
      if (!best || better(candidate, best)) best = candidate;
    }
  }
  memo.set(key, best);
  return best;
}

/** Fewer parts, then a longer first part: Swedish compounds grow to the left ([linolje]färg). */
function better(a, b) {
  if (a.length !== b.length) return a.length < b.length;
  return a[0][0].length > b[0][0].length;
}

/** The parts of a word of two or more, or null. */
function splitWord(word) {
  const lexicon = getLexicon();
  if (word.length < MIN_WORD || /\P{L}/u.test(word)) return null;
  const memo = new Map();
  let best = null;
  for (const first of firstCuts(word, lexicon)) {
    const tail = splitFrom(word, first.length, MAX_PARTS - 1, lexicon, memo);
    if (!tail) continue;
    const candidate = [[first, lexicon.begin.get(first)], ...tail];
    if (!best || better(candidate, best)) best = candidate;
  }
  return best && best.map(([, part]) => part);
}

/** The prefixes of a word that may begin a compound, leaving room for a head. */
function firstCuts(word, lexicon) {
  const cuts = [];
  for (let cut = MIN_PART; cut <= word.length - MIN_HEAD; cut++) {
    const form = word.slice(0, cut);
    if (lexicon.begin.has(form)) cuts.push(form);
  }
  return cuts;
}

const cache = new Map();
/** The catalogue's vocabulary is small, but a visitor's words are not: the memo stays bounded. */
const CACHE_MAX = 50_000;

/**
 * The parts of a folded word, or [] for a word that is not a compound. An inflected compound
 * is split by its stem when it is not split as written ("ekgolvet" → ek + golv).
 */
function compoundParts(word, locale = 'sv') {
  if (!String(locale).startsWith('sv')) return [];
  const known = cache.get(word);
  if (known) return known;
  let parts = getLexicon().notCompounds.has(word) ? null : splitWord(word);
  if (!parts && !getLexicon().notCompounds.has(word)) {
    const wordStem = stem(word, 'sv');
    if (wordStem !== word) parts = splitWord(wordStem);
  }
  const result = parts ?? [];
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(word, result);
  return result;
}

module.exports = { compoundParts, MAX_PARTS };
