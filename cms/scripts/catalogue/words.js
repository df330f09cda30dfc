'use strict';

/*
 * The words a generated catalogue is made of, each Swedish with its English. Invented
 * brands and series from Nordic place-name parts; product kinds, colour names and
 * specifications as a Nordic producer would write them.
 */

const PLACE_START = [
  'Fjäll',
  'Ljung',
  'Sjö',
  'Berg',
  'Ek',
  'Björk',
  'Lind',
  'Ask',
  'Gran',
  'Tall',
  'Mos',
  'Sten',
  'Sand',
  'Strand',
  'Dal',
  'Skog',
  'Äng',
  'Hav',
  'Vik',
  'Näs',
  'Holm',
  'Lunda',
  'Rönn',
  'Al',
  'Hassel',
  'Vide',
  'Kvarn',
  'Torp',
  'Hed',
  'Myr',
  'Å',
  'Kulla',
  'Ö',
  'Norr',
  'Sörby',
  'Väster',
  'Öster',
  'Lerk',
  'Kalk',
  'Fur',
];
const PLACE_END = [
  'bo',
  'by',
  'vik',
  'dal',
  'näs',
  'holm',
  'lund',
  'sund',
  'torp',
  'berg',
  'ås',
  'mark',
  'hult',
  'ryd',
  'fors',
  'stad',
  'köping',
  'udden',
  'sjö',
  'åker',
];

const PRODUCER_SUFFIX = {
  flooring: ['Golv', 'Parkett', 'Golvfabrik', 'Trägolv'],
  'wall-panels': ['Panel', 'Snickeri', 'Akustik', 'Interiör'],
  tiles: ['Kakel', 'Klinker', 'Keramik', 'Sten'],
  laminates: ['Laminat', 'Ytor', 'Skivor', 'Industrier'],
  paints: ['Färg', 'Färgfabrik', 'Kulörer', 'Linoljefärg'],
};

const TOWNS = [
  'Ångermanland',
  'Dalarna',
  'Småland',
  'Värmland',
  'Jämtland',
  'Hälsingland',
  'Skåne',
  'Bohuslän',
  'Västerbotten',
  'Gotland',
  'Uppland',
  'Halland',
  'Blekinge',
  'Medelpad',
];

const COUNTRIES = [
  [70, 'SE'],
  [12, 'NO'],
  [10, 'DK'],
  [8, 'FI'],
];

/** Category names for running text: [sv, en]. */
const CATEGORY_TEXT = {
  flooring: ['golv', 'floors'],
  'wall-panels': ['väggpaneler', 'wall panels'],
  tiles: ['kakel och klinker', 'tiles'],
  laminates: ['laminat', 'laminates'],
  paints: ['färg', 'paints'],
};

/** Kinds of product per category: [sv, en] (the Swedish in lower case after a series name). */
const PRODUCT_KINDS = {
  flooring: [
    ['ekparkett', 'oak parquet'],
    ['plankgolv', 'plank flooring'],
    ['stavparkett', 'stave parquet'],
    ['askgolv', 'ash flooring'],
    ['korkgolv', 'cork flooring'],
    ['linoleumgolv', 'linoleum flooring'],
    ['furugolv', 'pine floorboards'],
    ['massivt ekgolv', 'solid oak flooring'],
    ['fiskbensparkett', 'herringbone parquet'],
  ],
  'wall-panels': [
    ['väggpanel', 'wall panel'],
    ['akustikpanel', 'acoustic panel'],
    ['pärlspont', 'beaded panelling'],
    ['ribbpanel', 'slatted panel'],
    ['träpanel', 'timber cladding'],
    ['filtpanel', 'felt panel'],
  ],
  tiles: [
    ['klinker', 'porcelain tile'],
    ['kakel', 'wall tile'],
    ['mosaik', 'mosaic'],
    ['terrakottaplatta', 'terracotta tile'],
    ['handgjort kakel', 'handmade tile'],
    ['kalkstensplatta', 'limestone tile'],
  ],
  laminates: [
    ['laminatgolv', 'laminate flooring'],
    ['kompaktlaminat', 'compact laminate'],
    ['HPL-skiva', 'HPL board'],
    ['bänkskiva', 'worktop laminate'],
    ['väggskiva', 'wall board'],
  ],
  paints: [
    ['väggfärg', 'wall paint'],
    ['kalkfärg', 'lime paint'],
    ['linoljefärg', 'linseed oil paint'],
    ['slamfärg', 'distemper'],
    ['takfärg', 'ceiling paint'],
    ['golvfärg', 'floor paint'],
    ['snickerifärg', 'joinery paint'],
  ],
};

/** Summary sentences per category: [sv, en] halves joined with a use. */
const SUMMARIES = {
  flooring: [
    ['Slitstarkt golv med {finish}, lagt flytande eller limmat.', 'Hard-wearing floor with {finish}, floated or glued down.'],
    ['Brett golv som åldras vackert, {finish} från fabrik.', 'Wide boards that age well, {finish} from the factory.'],
    ['Tyst och varmt under foten, för {room}.', 'Quiet and warm underfoot, for {room}.'],
  ],
  'wall-panels': [
    ['Panel som dämpar ljud och ger väggen struktur, för {room}.', 'Panelling that softens sound and gives the wall texture, for {room}.'],
    ['Spontad panel med {finish}, monterad på regel.', 'Tongued panelling with {finish}, fixed to battens.'],
  ],
  tiles: [
    ['Frostsäker platta för golv och vägg, {finish}.', 'Frost-proof tile for floors and walls, {finish}.'],
    ['Platta med levande yta, för {room}.', 'A tile with a lively surface, for {room}.'],
  ],
  laminates: [
    ['Tålig yta som står emot repor och fukt, {finish}.', 'A durable surface that resists scratches and moisture, {finish}.'],
    ['Laminat för {room}, lätt att hålla rent.', 'Laminate for {room}, easy to keep clean.'],
  ],
  paints: [
    ['Färg som andas, {finish}, för {room}.', 'A breathable paint, {finish}, for {room}.'],
    ['Täcker väl i två strykningar, {finish}.', 'Covers well in two coats, {finish}.'],
  ],
};

const FINISH_TEXT = {
  matt: ['matt yta', 'a matt finish'],
  satin: ['halvmatt yta', 'a satin finish'],
  gloss: ['blank yta', 'a gloss finish'],
  structured: ['borstad struktur', 'a brushed texture'],
};

const ROOMS = [
  ['hem och kontor', 'homes and offices'],
  ['kök och hall', 'kitchens and hallways'],
  ['skolor och förskolor', 'schools and preschools'],
  ['offentliga miljöer', 'public spaces'],
  ['sovrum och vardagsrum', 'bedrooms and living rooms'],
  ['butiker och restauranger', 'shops and restaurants'],
];

/** Colour words per colour family: [sv, en]. */
const COLOUR_WORDS = {
  white: [
    ['Kalkvit', 'Lime White'],
    ['Snö', 'Snow'],
    ['Krita', 'Chalk'],
    ['Äggskal', 'Eggshell'],
    ['Bomull', 'Cotton'],
    ['Frost', 'Frost'],
  ],
  grey: [
    ['Grafit', 'Graphite'],
    ['Skiffer', 'Slate'],
    ['Dimma', 'Mist'],
    ['Betong', 'Concrete'],
    ['Granit', 'Granite'],
    ['Tenn', 'Pewter'],
    ['Ask', 'Ash'],
  ],
  black: [
    ['Kol', 'Charcoal'],
    ['Natt', 'Night'],
    ['Sot', 'Soot'],
    ['Tjära', 'Tar'],
    ['Järn', 'Iron'],
  ],
  beige: [
    ['Sand', 'Sand'],
    ['Lin', 'Linen'],
    ['Havre', 'Oat'],
    ['Drivved', 'Driftwood'],
    ['Vete', 'Wheat'],
    ['Halm', 'Straw'],
  ],
  brown: [
    ['Ek', 'Oak'],
    ['Valnöt', 'Walnut'],
    ['Kork', 'Cork'],
    ['Mocka', 'Mocha'],
    ['Kastanj', 'Chestnut'],
    ['Teak', 'Teak'],
    ['Lera', 'Clay'],
  ],
  red: [
    ['Falurött', 'Falun Red'],
    ['Tegel', 'Brick'],
    ['Lingon', 'Lingonberry'],
    ['Rost', 'Rust'],
    ['Vinröd', 'Claret'],
  ],
  orange: [
    ['Terrakotta', 'Terracotta'],
    ['Bärnsten', 'Amber'],
    ['Aprikos', 'Apricot'],
    ['Ockra', 'Ochre'],
  ],
  yellow: [
    ['Senap', 'Mustard'],
    ['Smörblomma', 'Buttercup'],
    ['Citron', 'Lemon'],
    ['Honung', 'Honey'],
  ],
  green: [
    ['Mossa', 'Moss'],
    ['Salvia', 'Sage'],
    ['Gran', 'Spruce'],
    ['Oliv', 'Olive'],
    ['Eukalyptus', 'Eucalyptus'],
    ['Lav', 'Lichen'],
  ],
  blue: [
    ['Fjord', 'Fjord'],
    ['Hav', 'Sea'],
    ['Duva', 'Dove Blue'],
    ['Indigo', 'Indigo'],
    ['Is', 'Ice'],
    ['Skymning', 'Dusk'],
  ],
  purple: [
    ['Ljung', 'Heather'],
    ['Plommon', 'Plum'],
    ['Lavendel', 'Lavender'],
    ['Syren', 'Lilac'],
  ],
  pink: [
    ['Ros', 'Rose'],
    ['Nypon', 'Rosehip'],
    ['Puder', 'Powder'],
    ['Hallon', 'Raspberry'],
  ],
};

/** Swedish colour words of neuter gender: an adjective before them takes its -t form. */
const NEUTER = new Set(['Äggskal', 'Tenn', 'Kol', 'Sot', 'Järn', 'Lin', 'Vete', 'Falurött', 'Tegel', 'Lingon', 'Hav', 'Plommon', 'Nypon', 'Puder', 'Hallon']);

/** Words before a colour, by lightness: [sv common, sv neuter, en]. */
const LIGHT = [
  ['Ljus', 'Ljust', 'Pale'],
  ['Blek', 'Blekt', 'Light'],
];
const DARK = [
  ['Mörk', 'Mörkt', 'Dark'],
  ['Djup', 'Djupt', 'Deep'],
];
const MOOD = [
  ['Varm', 'Varmt', 'Warm'],
  ['Sval', 'Svalt', 'Cool'],
  ['Dov', 'Dovt', 'Muted'],
  ['Klar', 'Klart', 'Clear'],
  ['Mjuk', 'Mjukt', 'Soft'],
  ['Rökt', 'Rökt', 'Smoked'],
  ['Gammal', 'Gammalt', 'Old'],
  ['Nordisk', 'Nordiskt', 'Nordic'],
];

/** Specification rows per category: [key sv, key en, () => [value sv, value en]]. */
module.exports = {
  PLACE_START,
  PLACE_END,
  PRODUCER_SUFFIX,
  TOWNS,
  COUNTRIES,
  CATEGORY_TEXT,
  PRODUCT_KINDS,
  SUMMARIES,
  FINISH_TEXT,
  ROOMS,
  COLOUR_WORDS,
  NEUTER,
  LIGHT,
  DARK,
  MOOD,
};
