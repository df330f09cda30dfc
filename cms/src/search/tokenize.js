'use strict';

/*
 * How the site search reads text (docs/decisions/028-full-text-search.md): the same functions
 * make the index's words when a row is written and the query's words when a visitor asks, so
 * both always agree, on SQLite and PostgreSQL alike.
 *
 * - fold: Swedish lowercase, then without diacritics ("Kalkfärg" and "kalkfarg" are one word).
 * - stem: a light suffix stemmer per language, so "golvet" and "golven" meet "golv".
 * - compact: a code (article number, NCS) as letters and digits only ("S 1050-Y90R" → s1050y90r).
 * - ncsCodes: an NCS code with and without its "S" (s1050y90r, 1050y90r).
 * - deletions / withinOneEdit: "one typo forgiven" in words of five letters or more.
 */

const { ncsCompact } = require('@ytbanken/domain/colour/ncs');

/** Lowercase as Swedish writes it, with å, ä, ö, é ... reduced to their base letters. */
function fold(text) {
  return String(text)
    .normalize('NFC')
    .toLocaleLowerCase('sv')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/** The words of a text, folded: letters and digits, everything else separates. */
function words(text) {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Letters and digits only, folded: how codes are kept and matched. */
function compact(text) {
  return words(text).join('');
}

/**
 * An NCS code as the index keeps it: with its "S" and without, as visitors write it both ways
 * ("S 1515-Y20R" → s1515y20r, 1515y20r). The notation is read by the domain package
 * (@ytbanken/domain/colour/ncs), as the colour search reads a typed code.
 */
function ncsCodes(text) {
  const bare = ncsCompact(text);
  return bare ? [`s${bare}`, bare] : [compact(text)];
}

// Longest first: the first suffix that leaves a stem long enough is removed. Swedish nouns'
// definite and plural endings, adjectives' and verbs' common ones (after Snowball's Swedish
// step 1, with "-et" and "-na" added so "golvet" and "golven" reach "golv"); English plurals
// and the commonest verb endings.
const SUFFIXES = {
  sv: [
    'heterna',
    'hetens',
    'arnas',
    'ernas',
    'ornas',
    'andes',
    'arens',
    'andet',
    'heten',
    'heter',
    'arna',
    'erna',
    'orna',
    'ande',
    'arne',
    'aste',
    'anden',
    'aren',
    'ades',
    'erns',
    'ens',
    'ets',
    'ade',
    'are',
    'ern',
    'het',
    'ast',
    'ad',
    'en',
    'ar',
    'er',
    'or',
    'as',
    'es',
    'at',
    'et',
    'na',
    'a',
    'e',
    's',
  ].sort((a, b) => b.length - a.length),
  en: ['ings', 'ing', 'ies', 'ied', 'es', 'ed', 's'].sort((a, b) => b.length - a.length),
};
/** A stem keeps at least this many letters; shorter words are their own stem. */
const MIN_STEM = 3;

function stem(word, locale) {
  const suffixes = SUFFIXES[locale] ?? SUFFIXES[String(locale).slice(0, 2)] ?? [];
  if (/\p{N}/u.test(word)) return word;
  for (const suffix of suffixes) {
    if (word.length - suffix.length >= MIN_STEM && word.endsWith(suffix)) {
      const rest = word.slice(0, -suffix.length);
      return finalE(suffix === 'ies' || suffix === 'ied' ? `${rest}y` : rest, locale);
    }
  }
  return finalE(word, locale);
}

/** English drops a final e as well ("surface" and "surfaces" meet at "surfac"). */
const finalE = (word, locale) => (String(locale).startsWith('en') && word.length > MIN_STEM + 1 && word.endsWith('e') ? word.slice(0, -1) : word);

/** Words this long or longer forgive one typo: a shorter word is one edit from too many others. */
const TYPO_MIN = 5;

/** The word and each way of deleting one letter from it: two words one edit apart share one. */
function deletions(word) {
  const out = new Set([word]);
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

/** Whether a and b are at most one edit apart: a letter changed, added, removed, or two swapped. */
function withinOneEdit(a, b) {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) {
    if (short.slice(i + 1) === long.slice(i + 1)) return true;
    return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2);
  }
  return short.slice(i) === long.slice(i + 1);
}

/** Edits from a to b: letters changed, added, removed, or two neighbours swapped. */
function editDistance(a, b) {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

module.exports = { editDistance, fold, words, compact, ncsCodes, stem, deletions, withinOneEdit, TYPO_MIN };
