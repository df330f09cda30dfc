'use strict';

const { colourFamily } = require('../../src/catalogue/colour-family');
const { slugify } = require('../../src/catalogue/slug');
const { createRandom, documentId } = require('./random');
const { labToHex } = require('@ytbanken/domain/colour/cielab');
const { CATEGORIES } = require('@ytbanken/domain/catalogue/enums');
const { gamutLab, lrvOf, ncsOf } = require('./colour');
const W = require('./words');

/*
 * A synthetic catalogue, generated document by document from a seed. Every producer,
 * product and surface has a random stream of its own (seed + kind + index), so a document
 * is the same whatever batch size or count of others is asked for, and any slice of the
 * catalogue can be generated alone. Nothing here touches the database (write.js does).
 */

/** Generated documents are recognisable by these marks (and --replace removes them). */
const MARK = { slug: 'gen-', articleNumber: 'GEN-', registrationNumber: 'GEN-EPD-' };

/** Colour regions surfaces are drawn from: L*, hue angle and chroma ranges. */
const REGIONS = {
  wood: { L: [38, 80], h: [55, 82], c: [10, 32] },
  darkWood: { L: [20, 40], h: [40, 72], c: [8, 22] },
  pale: { L: [62, 95], h: [0, 360], c: [0, 6] },
  dark: { L: [14, 45], h: [0, 360], c: [0, 5] },
  earth: { L: [32, 66], h: [28, 62], c: [15, 42] },
  colour: { L: [30, 85], h: [0, 360], c: [15, 55] },
  pastel: { L: [74, 93], h: [0, 360], c: [5, 20] },
};
const PALETTES = {
  flooring: [
    [50, 'wood'],
    [15, 'darkWood'],
    [15, 'pale'],
    [5, 'dark'],
    [5, 'colour'],
    [10, 'earth'],
  ],
  'wall-panels': [
    [35, 'wood'],
    [25, 'pale'],
    [15, 'pastel'],
    [15, 'colour'],
    [10, 'dark'],
  ],
  tiles: [
    [25, 'pale'],
    [15, 'dark'],
    [20, 'earth'],
    [25, 'colour'],
    [15, 'pastel'],
  ],
  laminates: [
    [45, 'wood'],
    [25, 'pale'],
    [15, 'dark'],
    [15, 'colour'],
  ],
  paints: [
    [25, 'pale'],
    [25, 'pastel'],
    [30, 'colour'],
    [10, 'earth'],
    [10, 'dark'],
  ],
};
const FINISHES = {
  flooring: [
    [45, 'matt'],
    [30, 'satin'],
    [25, 'structured'],
  ],
  'wall-panels': [
    [50, 'matt'],
    [25, 'satin'],
    [25, 'structured'],
  ],
  tiles: [
    [45, 'matt'],
    [30, 'gloss'],
    [25, 'structured'],
  ],
  laminates: [
    [50, 'matt'],
    [30, 'satin'],
    [20, 'structured'],
  ],
  paints: [
    [50, 'matt'],
    [35, 'satin'],
    [15, 'gloss'],
  ],
};
const GLOSS = { matt: [2, 10], satin: [15, 40], gloss: [60, 90], structured: [3, 15] };
const REGIONS_BY_COUNTRY = {
  SE: W.TOWNS,
  NO: ['Trøndelag', 'Vestland', 'Innlandet', 'Agder'],
  DK: ['Jylland', 'Fyn', 'Sjælland', 'Bornholm'],
  FI: ['Österbotten', 'Nyland', 'Karelen', 'Åboland'],
};

/** An invented place name ("Björk" + "udden"), without a tripled letter at the joint (Rönn + näs = Rönnäs). */
const place = (random) => {
  const start = random.pick(W.PLACE_START);
  const end = random.pick(W.PLACE_END);
  return start.endsWith(end[0].repeat(2)) ? start + end.slice(1) : start + end;
};

const paragraphs = (...texts) => texts.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] }));
const capitalise = (text) => text.charAt(0).toLocaleUpperCase('sv') + text.slice(1);

/** 2 200 in Swedish, 2,200 in English. */
const number = (n) => ({ sv: n.toLocaleString('sv-SE').replace(/\u00a0/g, ' '), en: n.toLocaleString('en-GB') });

/**
 * How many products each producer gets: a long tail (weight 1/rank^0.9), as in a real
 * market where a few producers list thousands of products and most a few dozen; everyone
 * gets at least one. The counts add up to `products` exactly. At the default size (500
 * producers, 20,000 products) the first gets 2,124: the producers' desk is measured on a
 * producer of 2,000 products or more.
 */
function productCounts(producers, products) {
  if (products < producers) throw new Error(`${products} products cannot go to ${producers} producers (each needs one)`);
  const weights = Array.from({ length: producers }, (_, i) => 1 / (i + 1) ** 0.9);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const spare = products - producers;
  const counts = weights.map((w) => 1 + Math.floor((w / total) * spare));
  let left = products - counts.reduce((sum, n) => sum + n, 0);
  for (let i = 0; left > 0; i = (i + 1) % producers, left -= 1) counts[i] += 1;
  return counts;
}

/** How many surfaces each product gets: as even as the division allows. */
function surfaceCount(index, products, surfaces) {
  return Math.floor(surfaces / products) + (index < surfaces % products ? 1 : 0);
}

function producer(seed, index) {
  const random = createRandom(`${seed}:producer:${index}`);
  const category = random.pick(CATEGORIES);
  const town = place(random);
  const name = `${town}${town.endsWith('s') ? '' : 's'} ${random.pick(W.PRODUCER_SUFFIX[category])}`;
  // The index keeps slugs unique: names repeat in a market of 500.
  const base = `${slugify(name)}-${index + 1}`;
  const country = random.weighted(W.COUNTRIES);
  const region = random.pick(REGIONS_BY_COUNTRY[country]);
  const year = random.int(1890, 2019);
  const [categorySv, categoryEn] = W.CATEGORY_TEXT[category];
  const [L, a, b] = gamutLab(random.range(22, 45), random.range(10, 40), random.range(0, 360));
  return {
    documentId: documentId(seed, 'producer', index),
    index,
    category,
    name,
    slug: MARK.slug + base,
    brandColor: labToHex(L, a, b),
    country,
    website: `https://${base}.example`,
    contactEmail: `order@${base}.example`,
    description: {
      sv: paragraphs(`${name} tillverkar ${categorySv} i ${region} sedan ${year}.`, `Sortimentet säljs genom återförsäljare i hela Norden.`),
      en: paragraphs(`${name} has made ${categoryEn} in ${region} since ${year}.`, `The range is sold through dealers across the Nordic countries.`),
    },
  };
}

function specifications(random, category, finish) {
  const rows = [];
  const spec = (sv, en, value) => rows.push({ key: { sv, en }, value: typeof value === 'string' ? { sv: value, en: value } : value });
  const format = (a, b) => ({ sv: `${number(a).sv} × ${number(b).sv} mm`, en: `${number(a).en} × ${number(b).en} mm` });
  if (category === 'paints') {
    spec('Glans', 'Sheen', String(random.int(...GLOSS[finish])));
    spec('Åtgång', 'Coverage', `${random.int(6, 9)}–${random.int(10, 12)} m²/l`);
    spec(
      'Bindemedel',
      'Binder',
      random.pick([
        { sv: 'Linolja', en: 'Linseed oil' },
        { sv: 'Akrylat', en: 'Acrylic' },
        { sv: 'Kalk', en: 'Lime' },
      ]),
    );
  } else {
    if (category === 'tiles') spec('Format', 'Format', format(random.pick([100, 150, 200, 300, 600]), random.pick([100, 150, 300, 600])));
    else spec('Format', 'Format', format(random.pick([1200, 1820, 2200, 2400, 2700]), random.pick([70, 140, 187, 195, 220])));
    spec(
      'Skötsel',
      'Care',
      random.pick([
        { sv: 'Torrmoppas, våttorkas vid behov', en: 'Dry-mop, damp-wipe when needed' },
        { sv: 'Milt rengöringsmedel', en: 'Mild detergent' },
        { sv: 'Underhållsolja vartannat år', en: 'Maintenance oil every other year' },
      ]),
    );
    const years = random.pick([5, 10, 15, 25]);
    spec('Garanti', 'Warranty', { sv: `${years} år`, en: `${years} years` });
  }
  return rows;
}

/**
 * The technical properties a product of this category declares (src/catalogue/properties.js),
 * drawn as producers of such things declare them, from a stream of the product's own so the
 * rest of the catalogue stays as it was. Each may be left undeclared, as real data sheets do.
 */
const PROPERTIES = {
  flooring: {
    fire: [
      [40, 'Cfl-s1'],
      [45, 'Dfl-s1'],
      [15, 'Bfl-s1'],
    ],
    slip: [
      [60, null],
      [30, 'R9'],
      [10, 'R10'],
    ],
    use: [
      [50, null],
      [15, 23],
      [15, 31],
      [12, 32],
      [8, 33],
    ],
    thickness: [10, 12, 14, 15, 21, 28],
    placement: [[100, 'indoor']],
    epd: 0.5,
    lead: [5, 40],
    price: [2, 4],
  },
  'wall-panels': {
    fire: [
      [30, 'D-s2,d0'],
      [25, 'C-s2,d0'],
      [30, 'B-s1,d0'],
      [10, 'B-s2,d0'],
      [5, 'A2-s1,d0'],
    ],
    slip: [[100, null]],
    use: [[100, null]],
    thickness: [8, 10, 12, 15, 21, 24],
    placement: [
      [85, 'indoor'],
      [10, 'indoor-outdoor'],
      [5, 'outdoor'],
    ],
    epd: 0.4,
    lead: [5, 30],
    price: [1, 4],
  },
  tiles: {
    fire: [
      [60, 'A1fl'],
      [40, 'A1'],
    ],
    slip: [
      [15, null],
      [25, 'R9'],
      [30, 'R10'],
      [20, 'R11'],
      [8, 'R12'],
      [2, 'R13'],
    ],
    use: [[100, null]],
    thickness: [6, 8, 9, 10, 20],
    placement: [
      [50, 'indoor'],
      [40, 'indoor-outdoor'],
      [10, 'outdoor'],
    ],
    epd: 0.6,
    lead: [7, 60],
    price: [1, 4],
  },
  laminates: {
    fire: [
      [50, 'Bfl-s1'],
      [30, 'Cfl-s1'],
      [20, 'D-s2,d0'],
    ],
    slip: [
      [50, null],
      [35, 'R9'],
      [15, 'R10'],
    ],
    use: [
      [10, null],
      [25, 31],
      [35, 32],
      [20, 33],
      [7, 34],
      [3, 42],
    ],
    thickness: [7, 8, 10, 12],
    placement: [
      [90, 'indoor'],
      [10, 'indoor-outdoor'],
    ],
    epd: 0.4,
    lead: [3, 21],
    price: [1, 3],
  },
  paints: {
    fire: [
      [40, null],
      [35, 'B-s1,d0'],
      [25, 'A2-s1,d0'],
    ],
    slip: [[100, null]],
    use: [[100, null]],
    thickness: null,
    placement: [
      [60, 'indoor'],
      [25, 'outdoor'],
      [15, 'indoor-outdoor'],
    ],
    epd: 0.3,
    lead: [1, 10],
    price: [1, 3],
  },
};

/**
 * A1–A3 in kg CO₂e per m² that a generated EPD declares, per category: ranges of the size real
 * EPDs give (a coat of paint far below a tile), so the climate filter and sort have a spread.
 */
const CARBON_PER_M2 = { flooring: [4, 16], 'wall-panels': [3, 12], tiles: [9, 26], laminates: [5, 13], paints: [0.2, 1.4] };

/** One EPD in about eight has expired, as in a real catalogue where renewals lag. */
const EXPIRED_SHARE = 0.125;

/**
 * The EPD a product that declares one points at: its own registration number, per m², issued
 * and valid to dates around `today` (an ISO date) so some have expired by then.
 */
function declaration(seed, index, category, today) {
  const random = createRandom(`${seed}:declaration:${index}`);
  const [low, high] = CARBON_PER_M2[category];
  const issued = new Date(`${today}T00:00:00Z`);
  const expired = random.chance(EXPIRED_SHARE);
  issued.setUTCDate(issued.getUTCDate() - (expired ? random.int(5 * 365 + 1, 7 * 365) : random.int(30, 4 * 365)));
  const validUntil = new Date(issued);
  validUntil.setUTCFullYear(validUntil.getUTCFullYear() + 5);
  return {
    documentId: documentId(seed, 'declaration', index),
    registrationNumber: `${MARK.registrationNumber}${String(index + 1).padStart(6, '0')}`,
    name: `Generated EPD ${index + 1}`,
    programmeOperator: 'Generated',
    standard: 'EN 15804+A2',
    issuedOn: issued.toISOString().slice(0, 10),
    validUntil: validUntil.toISOString().slice(0, 10),
    declaredUnit: 'm2',
    gwpIndicator: 'GWP-GHG',
    gwpA1A3: Math.round(random.range(low, high) * 100) / 100,
  };
}

function properties(seed, index, category) {
  const random = createRandom(`${seed}:properties:${index}`);
  const p = PROPERTIES[category];
  // One product in ten leaves a property out of its data sheet.
  const declared = (value) => (random.chance(0.1) ? null : value);
  return {
    fireClass: declared(random.weighted(p.fire)),
    slipResistance: random.weighted(p.slip),
    useClass: random.weighted(p.use),
    thickness: p.thickness ? declared(random.pick(p.thickness)) : null,
    placement: declared(random.weighted(p.placement)),
    epd: random.chance(p.epd),
    leadTimeDays: declared(random.int(...p.lead)),
    priceBand: declared(random.int(...p.price)),
  };
}

function surface(seed, productIndex, position, category, series) {
  const random = createRandom(`${seed}:surface:${productIndex}:${position}`);
  const region = REGIONS[random.weighted(PALETTES[category])];
  const [labL, labA, labB] = gamutLab(random.range(...region.L), random.range(...region.c), random.range(...region.h));
  const hex = labToHex(labL, labA, labB);
  const family = colourFamily(hex);
  const [wordSv, wordEn] = random.pick(W.COLOUR_WORDS[family]);
  const prefix =
    labL > 75 && random.chance(0.5)
      ? random.pick(W.LIGHT)
      : labL < 35 && random.chance(0.5)
        ? random.pick(W.DARK)
        : random.chance(0.35)
          ? random.pick(W.MOOD)
          : null;
  const finish = random.weighted(FINISHES[category]);
  const code = `${series.slice(0, 2).toUpperCase()}${random.int(100, 999)}`;
  return {
    position,
    documentId: documentId(seed, 'surface', `${productIndex}:${position}`),
    name: {
      sv: prefix ? `${prefix[W.NEUTER.has(wordSv) ? 1 : 0]} ${wordSv.toLocaleLowerCase('sv')} ${code}` : `${wordSv} ${code}`,
      en: prefix ? `${prefix[2]} ${wordEn} ${code}` : `${wordEn} ${code}`,
    },
    articleNumber: `${MARK.articleNumber}${String(productIndex + 1).padStart(5, '0')}-${String(position + 1).padStart(2, '0')}`,
    hex,
    colourFamily: family,
    // Paints always declare an NCS code; other materials now and then.
    ncs: category === 'paints' || random.chance(0.3) ? ncsOf(labL, labA, labB) : null,
    labL,
    labA,
    labB,
    gloss: Math.round(random.range(...GLOSS[finish]) * 10) / 10,
    lrv: lrvOf(labL),
    finish,
  };
}

function product(seed, index, producerDoc, surfaces, today) {
  const random = createRandom(`${seed}:product:${index}`);
  // Most of a producer's range is in its own category.
  const category = random.chance(0.8) ? producerDoc.category : random.pick(CATEGORIES);
  const series = place(random);
  const [kindSv, kindEn] = random.pick(W.PRODUCT_KINDS[category]);
  const name = { sv: `${series} ${kindSv}`, en: `${series} ${kindEn}` };
  const surfaceDocs = Array.from({ length: surfaces }, (_, position) => surface(seed, index, position, category, series));
  const finish = surfaceDocs[0]?.finish ?? 'matt';
  const [summarySv, summaryEn] = random.pick(W.SUMMARIES[category]);
  const [roomSv, roomEn] = random.pick(W.ROOMS);
  const fill = (text, locale) => text.replace('{finish}', W.FINISH_TEXT[finish][locale === 'sv' ? 0 : 1]).replace('{room}', locale === 'sv' ? roomSv : roomEn);
  const summary = { sv: fill(summarySv, 'sv'), en: fill(summaryEn, 'en') };
  const declared = properties(seed, index, category);
  return {
    documentId: documentId(seed, 'product', index),
    index,
    category,
    name,
    slug: { sv: `${MARK.slug}${slugify(name.sv)}-${index + 1}`, en: `${MARK.slug}${slugify(name.en)}-${index + 1}` },
    summary,
    description: {
      sv: paragraphs(capitalise(`${kindSv} från ${producerDoc.name}.`), summary.sv),
      en: paragraphs(capitalise(`${kindEn} from ${producerDoc.name}.`), summary.en),
    },
    specifications: specifications(random, category, finish),
    properties: declared,
    declaration: declared.epd ? declaration(seed, index, category, today) : null,
    surfaces: surfaceDocs,
  };
}

/**
 * The catalogue's shape for these counts: the producers, and which product indexes each
 * one has. Products are numbered producer by producer. `today` (an ISO date): the day the
 * generated EPDs' validity is counted from, so that some have expired by then.
 */
function plan({ seed, producers, products, surfaces, today = new Date().toISOString().slice(0, 10) }) {
  if (!(producers >= 1 && products >= 1 && surfaces >= 0)) throw new Error('producers and products must be at least 1');
  const counts = productCounts(producers, products);
  const producerDocs = counts.map((_, i) => producer(seed, i));
  const owners = [];
  counts.forEach((count, producerIndex) => {
    for (let k = 0; k < count; k += 1) owners.push(producerIndex);
  });
  return {
    producers: producerDocs,
    products,
    /** The products from index `start` on, at most `count`, each with its surfaces. */
    productsFrom(start, count) {
      const end = Math.min(products, start + count);
      const result = [];
      for (let i = start; i < end; i += 1)
        result.push({ ...product(seed, i, producerDocs[owners[i]], surfaceCount(i, products, surfaces), today), producerIndex: owners[i] });
      return result;
    },
  };
}

module.exports = { MARK, plan, productCounts, slugify };
