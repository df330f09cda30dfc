'use strict';

/*
 * Words the catalogue's names are made of that the lexicon (lexicon.js) adds to the Swedish
 * dictionary: product kinds, colour names and categories as producers write them, and the
 * compounds among them, so "ekparkett" splits into "ek" + "parkett" and "kalkvit" ends in
 * "vit". Lower case, as written; lexicon.js folds them. Words already in domain-words.js are
 * not repeated. A change here rebuilds the search index at the next boot.
 */

/** Product kinds. */
const KINDS = [
  'ekparkett',
  'plankgolv',
  'stavparkett',
  'askgolv',
  'korkgolv',
  'linoleumgolv',
  'furugolv',
  'massivt',
  'ekgolv',
  'fiskbensparkett',
  'väggpanel',
  'akustikpanel',
  'pärlspont',
  'ribbpanel',
  'träpanel',
  'filtpanel',
  'terrakottaplatta',
  'handgjort',
  'kalkstensplatta',
  'laminatgolv',
  'kompaktlaminat',
  'skiva',
  'bänkskiva',
  'väggskiva',
  'väggfärg',
  'kalkfärg',
  'linoljefärg',
  'slamfärg',
  'takfärg',
  'golvfärg',
  'snickerifärg',
];

/** Colour names, white to pink. */
const COLOURS = [
  'kalkvit',
  'snö',
  'krita',
  'äggskal',
  'bomull',
  'frost',
  'grafit',
  'skiffer',
  'dimma',
  'betong',
  'granit',
  'tenn',
  'kol',
  'natt',
  'sot',
  'tjära',
  'järn',
  'sand',
  'havre',
  'drivved',
  'vete',
  'halm',
  'mocka',
  'kastanj',
  'teak',
  'lera',
  'falurött',
  'tegel',
  'lingon',
  'rost',
  'vinröd',
  'bärnsten',
  'aprikos',
  'ockra',
  'senap',
  'smörblomma',
  'citron',
  'honung',
  'mossa',
  'salvia',
  'oliv',
  'eukalyptus',
  'lav',
  'fjord',
  'hav',
  'duva',
  'indigo',
  'is',
  'skymning',
  'ljung',
  'plommon',
  'lavendel',
  'syren',
  'ros',
  'nypon',
  'puder',
  'hallon',
];

/** The categories' Swedish names ("Kakel och klinker" gives "och"). */
const CATEGORIES = ['golv', 'väggpaneler', 'och', 'färg'];

/** In this order: where two words fold alike, the first one's first-part forms win (lexicon.js). */
const CATALOGUE_WORDS = [...KINDS, ...COLOURS, ...CATEGORIES];

module.exports = { CATALOGUE_WORDS };
