'use strict';

/*
 * Words the catalogue compounds with that the Swedish dictionary (dictionary-sv) does not allow
 * in compounds, or lacks: it marks "ek", "tall" and "spont" as words that stand alone, and
 * colour words as words that never end one ("polarvit", "askgrå"). Each may begin or end a
 * compound here. Lower case, as written; lexicon.js folds them.
 */
const DOMAIN_WORDS = [
  // Woods and materials
  'ek',
  'tall',
  'gran',
  'björk',
  'ask',
  'bok',
  'furu',
  'lärk',
  'valnöt',
  'kork',
  'lin',
  'spont',
  'parkett',
  'laminat',
  'klinker',
  'kakel',
  'panel',
  'ribb',
  'filt',
  'lamell',
  'hpl',
  'mosaik',
  'linoleum',
  'terrakotta',
  'kalksten',
  'treskikt',
  'storformat',
  'fiskben',
  'plank',
  'stav',
  // Adjectives the dictionary lets begin no compound, as in "bredplank"
  'bred',
  // Colour words that end names ("Polarvit", "Skiffergrå", "Kungsblå")
  'vit',
  'svart',
  'grå',
  'blå',
  'grön',
  'röd',
  'rött',
  'gul',
  'brun',
  'rosa',
  'beige',
  'natur',
];

/*
 * Words of the catalogue that split into lexicon words only by accident, mostly once å, ä and ö
 * are folded away: "hallon" is not hal + lön, "grafisk" not grå + fisk.
 */
const NOT_COMPOUNDS = ['hallon', 'grafisk', 'grafiska', 'monterad', 'dämpar'];

module.exports = { DOMAIN_WORDS, NOT_COMPOUNDS };
