'use strict';

/*
 * The starter set of search synonyms (api::search-synonym, decision 040), loaded once into each
 * database (src/seed/synonyms.js); editors change them in the admin from then on. Each entry is
 * one document with a Swedish and, where English has a word for it, an English version.
 */

const R10 = { slipResistance: { min: 'R10' } };

module.exports = [
  {
    sv: { term: 'trägolv', means: 'golv, parkett, tall, ek' },
    en: { term: 'hardwood', means: 'floor, parquet, pine, oak' },
  },
  {
    sv: { term: 'väggfärg', means: 'färg' },
    en: { term: 'emulsion', means: 'paint' },
  },
  {
    sv: { term: 'målarfärg', means: 'färg' },
  },
  {
    sv: { term: 'badrum', means: 'våtrum, klinker, kakel', filter: R10 },
    en: { term: 'bathroom', means: 'wet rooms, floor tile, wall tile', filter: R10 },
  },
  {
    sv: { term: 'våtrum', means: 'badrum, klinker, kakel', filter: R10 },
    en: { term: 'wetroom', means: 'wet rooms, floor tile, wall tile', filter: R10 },
  },
  {
    sv: { term: 'träpanel', means: 'panel, pärlspont' },
    en: { term: 'cladding', means: 'panel, panelling' },
  },
];
