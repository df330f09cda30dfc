'use strict';

/*
 * "Did you mean …" for a search that found nothing: each word that matches nothing
 * on its own is replaced by the closest indexed word, at most two edits away, found through the
 * typo table (store.js) by the word's deletions and their deletions. The suggestion is kept only
 * if it finds something itself, and is spelled as the hits spell it (with å, ä and ö), since the
 * index keeps words folded.
 */

const store = require('./store');
const { parse, termMatches, siteSearch } = require('./engine');
const { deletions, editDistance, fold, TYPO_MIN } = require('./tokenize');

/** Words shorter than this are too short to guess at. */
const GUESS_MIN = TYPO_MIN - 1;
const MAX_EDITS = 2;
/** Candidates tried per word, closest first, before giving up on it. */
const TRIES = 3;

/** Two edits by deletions: the word's own and each of theirs meet the stored ones within two edits. */
const twoDeletions = (word) => [...new Set(deletions(word).flatMap((variant) => deletions(variant)))];

async function closestWords(strapi, word) {
  const found = await store.wordsSharing(strapi, twoDeletions(word));
  return found
    .map((candidate) => ({ candidate, edits: editDistance(word, candidate) }))
    .filter(({ candidate, edits }) => candidate !== word && edits <= MAX_EDITS)
    .sort(
      (a, b) =>
        a.edits - b.edits || Math.abs(a.candidate.length - word.length) - Math.abs(b.candidate.length - word.length) || (a.candidate < b.candidate ? -1 : 1),
    )
    .map(({ candidate }) => candidate);
}

/** The words of the hits' names and titles as written, by their folded form. */
function spellings(answer) {
  const byFold = new Map();
  for (const { data } of Object.values(answer)) {
    for (const hit of data) {
      for (const word of String(hit.name ?? hit.title ?? '').split(/[^\p{L}\p{N}]+/u)) {
        if (word && !byFold.has(fold(word))) byFold.set(fold(word), word.toLocaleLowerCase('sv'));
      }
    }
  }
  return byFold;
}

/** The question's words as typed, in lower case with å, ä and ö, by their folded form. */
function typedWords(text) {
  const byFold = new Map();
  for (const word of String(text)
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u))
    if (word) byFold.set(fold(word), word.toLocaleLowerCase('sv'));
  return byFold;
}

/** The question as it would have found something, or null. */
async function didYouMean(strapi, { text, locale, kinds }) {
  const query = await parse(strapi, text, locale);
  // A question of one word that found nothing: that word matches nothing, no need to ask.
  const alone = query.terms.length === 1 && !query.code;
  let changed = false;
  const words = [];
  const typed = typedWords(text);
  for (const term of query.terms) {
    let replacement = null;
    if (term.word.length >= GUESS_MIN && !/\p{N}/u.test(term.word) && (alone || !(await termMatches(strapi, term, locale, kinds)))) {
      for (const candidate of (await closestWords(strapi, term.word)).slice(0, TRIES)) {
        const [candidateTerm] = (await parse(strapi, candidate, locale)).terms;
        if (candidateTerm && (await termMatches(strapi, candidateTerm, locale, kinds))) {
          replacement = candidate;
          changed = true;
          break;
        }
      }
    }
    words.push({ word: replacement ?? term.word, replaced: replacement !== null });
  }
  if (!changed) return null;
  const { data: answer } = await siteSearch(strapi, { text: words.map(({ word }) => word).join(' '), locale, kinds, limit: 5, counts: false });
  if (Object.values(answer).every(({ data }) => data.length === 0)) return null;
  const spelled = spellings(answer);
  // A word replaced is spelled as a hit spells it, a word kept as the visitor typed it.
  return words.map(({ word, replaced }) => (replaced ? spelled.get(word) : typed.get(word)) ?? word).join(' ');
}

module.exports = { didYouMean };
