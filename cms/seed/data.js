'use strict';

/*
 * Ytbanken demo content.
 *
 * Plain data for the seed loader. Every localized text is { sv, en }.
 * Rich-text bodies are markdown-ish plain text: paragraphs separated by a
 * blank line, "## " starts a heading, "- " starts a list item.
 * Images are file names in ./images (written by generate-images.js).
 *
 * All producers, products and addresses are invented.
 */

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

const { hexToLab, hexToXyz } = require('@ytbanken/domain/colour/cielab');
const { limitOf } = require('@ytbanken/domain/colour/bands');

const round1 = (v) => {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? 0 : r; // no -0
};

/** One surface (colour variant). lab and lrv are derived from the hex colour. */
function surface(articleNumber, product, sv, en, hex, ncs, finish, gloss) {
  const c = hexToLab(hex);
  const { Y } = hexToXyz(hex);
  return {
    articleNumber,
    product,
    name: { sv, en },
    hex,
    ncs,
    lab: [round1(c.L), round1(c.a), round1(c.b)],
    gloss,
    lrv: Math.round(Y * 100),
    finish,
    swatch: `swatch-${articleNumber.toLowerCase()}.png`,
  };
}

/** Specification row; pass one string when sv and en are identical. */
const spec = (keySv, keyEn, valueSv, valueEn = valueSv) => ({
  key: { sv: keySv, en: keyEn },
  value: { sv: valueSv, en: valueEn },
});

const t = (sv, en) => ({ sv, en });

/** The ΔE00 bands' limits, from the one module the site's pages and the cms read them from. */
const BAND = {
  imperceptible: limitOf('imperceptible'),
  close: limitOf('close'),
  noticeable: limitOf('noticeable'),
};

// ---------------------------------------------------------------------------
// Producers
// ---------------------------------------------------------------------------

const producers = [
  {
    slug: 'norrskog',
    name: 'Norrskog Golv',
    brandColor: '#2f5d3a',
    country: 'SE',
    website: 'https://norrskog-golv.example',
    contactEmail: 'order@norrskog.example',
    logo: 'logo-norrskog.png',
    description: t(
      'Norrskog Golv är ett familjeföretag i Ångermanland som har hyvlat golv och panel sedan 1962. Virket kommer från FSC-certifierade skogar inom tio mil från fabriken och torkas långsamt i egna virkestorkar.\n\nI dag tillverkas massiva trägolv, parkett och klassisk pärlspont – allt ytbehandlat med oljor och lacker utan lösningsmedel.',
      'Norrskog Golv is a family business in Ångermanland, Sweden, that has been planing floorboards and panelling since 1962. The timber comes from FSC-certified forests within 100 km of the mill and is dried slowly in its own kilns.\n\nToday the company makes solid wood floors, parquet and classic beaded panelling, all finished with solvent-free oils and lacquers.',
    ),
  },
  {
    slug: 'ekbacken',
    name: 'Färgmakeriet Ekbacken',
    brandColor: '#9b3b2e',
    country: 'SE',
    website: 'https://ekbacken.example',
    contactEmail: 'order@ekbacken.example',
    logo: 'logo-ekbacken.png',
    description: t(
      'Färgmakeriet Ekbacken kokar sin egen linolja och släcker kalk på traditionellt vis i en ombyggd smedja utanför Västerås. Pigmenten är jordfärger och mineraler, och recepten passar lika bra i kulturhistoriska hus som i nybyggen.\n\nAlla färger blandas för hand i små satser och kan brytas i ett hundratal kulörer.',
      'Färgmakeriet Ekbacken boils its own linseed oil and slakes lime the traditional way in a converted smithy outside Västerås. The pigments are earth colours and minerals, and the recipes suit historic buildings and new builds alike.\n\nEvery paint is mixed by hand in small batches and can be tinted to around a hundred colours.',
    ),
  },
  {
    slug: 'savela',
    name: 'Savela Keramiikka',
    brandColor: '#b4532a',
    country: 'FI',
    website: 'https://savela.example',
    contactEmail: 'order@savela.example',
    logo: 'logo-savela.png',
    description: t(
      'Savela Keramiikka bränner klinker och kakel av lera från södra Finland i en fabrik vid Kymmene älv. Glasyrerna blandas på plats och varje kakelplatta glaseras för hand, vilket ger ytan ett levande färgspel.\n\nUgnarna eldas med biogas och överskottsvärmen går till det lokala fjärrvärmenätet.',
      'Savela Keramiikka fires floor and wall tiles from southern Finnish clay at a factory on the Kymi river. The glazes are mixed on site and every wall tile is glazed by hand, giving the surface a lively play of colour.\n\nThe kilns run on biogas and the surplus heat goes to the local district heating network.',
    ),
  },
  {
    slug: 'fjordflate',
    name: 'Fjordflate',
    brandColor: '#1d4f73',
    country: 'NO',
    website: 'https://fjordflate.example',
    contactEmail: 'order@fjordflate.example',
    logo: 'logo-fjordflate.png',
    description: t(
      'Fjordflate tillverkar laminatgolv, HPL-skivor och kompaktlaminat i Hardanger, med el från vattenkraft i regionen. Företaget började med att tillverka ytskikt till båtinredningar och har behållit sin förkärlek för tåliga, lättskötta ytor.\n\nSedan 2019 finns även korkgolv i sortimentet, pressade av restkork från korkproppstillverkning i Portugal.',
      'Fjordflate makes laminate flooring, HPL sheets and compact laminate in Hardanger, Norway, powered by hydroelectricity from the region. The company started out supplying boat interiors and has kept its fondness for tough, easy-care surfaces.\n\nSince 2019 the range has also included cork flooring, pressed from cork left over from wine stopper production in Portugal.',
    ),
  },
  {
    slug: 'lindholt',
    name: 'Lindholt Paneler',
    brandColor: '#44546a',
    country: 'DK',
    website: 'https://lindholt.example',
    contactEmail: 'order@lindholt.example',
    logo: 'logo-lindholt.png',
    description: t(
      'Lindholt Paneler är en dansk tillverkare av akustik- och ribbpaneler med fabrik och ritkontor i Vejle. Panelerna tas fram tillsammans med arkitekter och akustiker och sitter lika ofta i kontor och skolor som i vanliga hem.\n\nFilten i akustikpanelerna är gjord av återvunna PET-flaskor.',
      'Lindholt Paneler is a Danish maker of acoustic and slatted panels, with its factory and design studio in Vejle. The panels are developed together with architects and acousticians and are found in offices and schools as often as in ordinary homes.\n\nThe felt in the acoustic panels is made from recycled PET bottles.',
    ),
  },
];

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

const products = [
  // --- Flooring -----------------------------------------------------------
  {
    key: 'ekparkett-rustik',
    slug: t('ekparkett-rustik', 'rustic-oak-parquet'),
    name: t('Ekparkett rustik', 'Rustic Oak Parquet'),
    summary: t(
      'Treskiktsparkett i ek med levande kvistar och sprickor – borstad, oljad och tålig.',
      'Three-layer oak parquet with lively knots and checks, brushed and oiled for an honest, hard-wearing surface.',
    ),
    description: t(
      'Ekparkett rustik är sorterad för att visa trädets karaktär: kvistar, färgskiftningar och små sprickor som fyllts med mörkt kitt. Slitskiktet är 3,5 mm ek, så golvet kan slipas om flera gånger.\n\nBrädorna levereras oljade från fabrik och läggs flytande eller limmas mot undergolvet. Golvvärme går bra.',
      'Rustic Oak Parquet is graded to show the character of the tree: knots, colour variation and small checks filled with dark putty. The 3.5 mm oak wear layer means the floor can be sanded several times over its lifetime.\n\nThe boards are factory-oiled and can be floated or glued to the subfloor. Suitable for underfloor heating.',
    ),
    category: 'flooring',
    properties: { fireClass: 'Cfl-s1', thickness: 14, placement: 'indoor', epd: true, leadTimeDays: 10, priceBand: 3 },
    producer: 'norrskog',
    image: 'product-ekparkett-rustik.png',
    specifications: [
      spec('Format', 'Format', '2 200 × 187 mm', '2,200 × 187 mm'),
      spec('Ytbehandling', 'Finish', 'Naturolja, fabriksapplicerad', 'Natural oil, factory-applied'),
      spec('Miljö', 'Environment', 'FSC-certifierad, EPD finns', 'FSC certified, EPD available'),
    ],
  },
  {
    key: 'fiskben-ek',
    slug: t('fiskbensparkett-ek', 'oak-herringbone'),
    name: t('Fiskbensparkett ek', 'Oak Herringbone'),
    summary: t(
      'Klassisk fiskbensparkett i ek med lackerad yta, för hallar och vardagsrum som får tåla mycket spring.',
      'Classic oak herringbone parquet with a lacquered finish, for hallways and living rooms that see a lot of foot traffic.',
    ),
    description: t(
      'Stavarna är 70 mm breda och 490 mm långa, med not och fjäder på alla sidor. De limmas mot undergolvet och ger det tidlösa mönster som många känner igen från sekelskiftets stadsvåningar.\n\nYtan är lackerad i tre skikt med vattenburen lack och finns i matt utförande eller betsad med något högre glans.',
      'The staves are 70 mm wide and 490 mm long, tongued and grooved on all sides. They are glued to the subfloor and create the timeless pattern familiar from turn-of-the-century city apartments.\n\nThe surface has three coats of water-based lacquer and comes in a matt version or stained with a slightly higher sheen.',
    ),
    category: 'flooring',
    properties: { fireClass: 'Cfl-s1', thickness: 14, placement: 'indoor', leadTimeDays: 21, priceBand: 4 },
    producer: 'norrskog',
    image: 'product-fiskben-ek.png',
    specifications: [
      spec('Stavformat', 'Stave size', '490 × 70 mm'),
      spec('Ytbehandling', 'Finish', 'Vattenburen lack, tre skikt', 'Water-based lacquer, three coats'),
      spec('Miljömärkning', 'Ecolabel', 'Svanenmärkt', 'Nordic Swan Ecolabel'),
    ],
  },
  {
    key: 'tallgolv-bredplank',
    slug: t('tallgolv-bredplank', 'wide-pine-floorboards'),
    name: t('Tallgolv bredplank', 'Wide Pine Floorboards'),
    summary: t(
      'Massiva golvbrädor av långsamvuxen norrländsk tall, upp till 220 mm breda.',
      'Solid floorboards of slow-grown pine from northern Sweden, up to 220 mm wide.',
    ),
    description: t(
      'Tallen växer långsamt i det karga norrländska klimatet, vilket ger täta årsringar och ett hårt virke. Brädorna spikas eller skruvas mot reglar eller blindbotten, precis som förr.\n\nVälj obehandlade brädor om du vill såpa själv, eller beställ dem färdigbehandlade med såpa, vitpigmenterad olja eller linolja.',
      'Pine grows slowly in the harsh northern climate, which gives tight growth rings and hard timber. The boards are nailed or screwed to joists or a subfloor, just as they always were.\n\nChoose untreated boards if you want to soap them yourself, or order them ready-finished with soap, white-pigmented oil or linseed oil.',
    ),
    category: 'flooring',
    properties: { fireClass: 'Dfl-s1', thickness: 28, placement: 'indoor', epd: true, leadTimeDays: 28, priceBand: 3 },
    producer: 'norrskog',
    image: 'product-tallgolv-bredplank.png',
    specifications: [
      spec('Bredd', 'Width', '170, 195 eller 220 mm', '170, 195 or 220 mm'),
      spec('Längd', 'Length', '3 000–5 400 mm', '3,000–5,400 mm'),
      spec('Ursprung', 'Origin', 'Västernorrland, FSC-certifierad', 'Västernorrland, Sweden; FSC certified'),
    ],
  },
  {
    key: 'korkgolv-natur',
    slug: t('korkgolv-natur', 'natural-cork-flooring'),
    name: t('Korkgolv natur', 'Natural Cork Flooring'),
    summary: t(
      'Varmt, tyst och fjädrande korkgolv med klickfog, pressat av restkork från korkproppstillverkning.',
      'Warm, quiet and springy click-fit cork flooring, pressed from cork left over from stopper production.',
    ),
    description: t(
      'Kork består till stor del av luft, vilket gör golvet varmt att gå på och bra på att dämpa stegljud. Det passar i barnrum, kök och andra rum där man står mycket.\n\nPlankorna har ett slitskikt av pressad kork under en hård, matt lack och läggs flytande med klickfog, utan lim.',
      'Cork is largely made of air, which makes the floor warm underfoot and good at dampening footfall. It suits children’s rooms, kitchens and other rooms where you spend a lot of time on your feet.\n\nThe planks have a wear layer of pressed cork under a hard matt lacquer and are floated with a glueless click joint.',
    ),
    category: 'flooring',
    properties: { fireClass: 'Efl', useClass: 32, thickness: 10.5, placement: 'indoor', leadTimeDays: 14, priceBand: 2 },
    producer: 'fjordflate',
    image: 'product-korkgolv-natur.png',
    specifications: [spec('Format', 'Format', '1 220 × 185 mm', '1,220 × 185 mm'), spec('Stegljudsdämpning', 'Impact sound reduction', '16 dB')],
  },

  // --- Wall panels --------------------------------------------------------
  {
    key: 'parlspont',
    slug: t('parlspont', 'beaded-panelling'),
    name: t('Pärlspont', 'Beaded Panelling'),
    summary: t(
      'Målad pärlspont i gran, den klassiska väggpanelen för hallar, kök och sommarhus.',
      'Painted beaded spruce panelling, the classic wall panel for hallways, kitchens and summer houses.',
    ),
    description: t(
      'Pärlsponten har en smal profil med en rundad pärla längs ena kanten, som ger väggen en lugn rytm. Panelen levereras grundmålad och färdigstruken med ett lager täckfärg, så det räcker att måla en gång efter monteringen.\n\nMontera den stående från golvlist till taklist, eller halvhögt som bröstpanel med en avslutande list.',
      'The panelling has a narrow profile with a rounded bead along one edge, giving the wall a calm rhythm. It comes primed and with one top coat, so a single coat after installation is all it needs.\n\nFit it vertically from skirting to ceiling, or at half height as wainscoting finished with a cap rail.',
    ),
    category: 'wall-panels',
    properties: { fireClass: 'D-s2,d0', thickness: 12, placement: 'indoor', leadTimeDays: 7, priceBand: 1 },
    producer: 'norrskog',
    image: 'product-parlspont.png',
    specifications: [
      spec('Täckande bredd', 'Coverage width', '95 mm'),
      spec('Längd', 'Length', '2 400 och 2 700 mm', '2,400 and 2,700 mm'),
      spec('Ytbehandling', 'Finish', 'Grundmålad + ett skikt täckfärg', 'Primed + one top coat'),
    ],
  },
  {
    key: 'ribbpanel-lamell',
    slug: t('ribbpanel-lamell', 'lamella-slatted-panel'),
    name: t('Ribbpanel lamell', 'Lamella Slatted Panel'),
    summary: t(
      'Ribbor i träfaner på svart akustikfilt, som dämpar ljudet och ger väggen djup.',
      'Wood-veneered slats on black acoustic felt that soften sound and give a wall depth.',
    ),
    description: t(
      'Varje skiva har ribbor med 13 mm mellanrum, fästa på en bakgrund av svart filt. Tillsammans dämpar de eko och efterklang, särskilt i rum med hårda golv och stora fönsterpartier.\n\nSkivorna skruvas direkt i vägg eller tak och kan kapas med en vanlig cirkelsåg.',
      'Each panel has slats spaced 13 mm apart, mounted on a backing of black felt. Together they reduce echo and reverberation, especially in rooms with hard floors and large windows.\n\nThe panels are screwed straight to the wall or ceiling and can be cut with an ordinary circular saw.',
    ),
    category: 'wall-panels',
    properties: { fireClass: 'D-s2,d0', thickness: 21, placement: 'indoor', epd: true, leadTimeDays: 21, priceBand: 3 },
    producer: 'lindholt',
    image: 'product-ribbpanel-lamell.png',
    specifications: [
      spec('Format', 'Format', '2 400 × 600 mm', '2,400 × 600 mm'),
      spec('Ljudabsorption', 'Sound absorption', 'Klass B (αw 0,85) med 45 mm mineralull bakom', 'Class B (αw 0.85) with 45 mm mineral wool behind'),
      spec('Miljö', 'Environment', 'FSC-certifierat faner', 'FSC-certified veneer'),
    ],
  },
  {
    key: 'akustikpanel-filt',
    slug: t('akustikpanel-filt', 'felt-acoustic-panel'),
    name: t('Akustikpanel filt', 'Felt Acoustic Panel'),
    summary: t(
      'Lätta akustikpaneler av återvunnen PET-filt som ger en bättre ljudmiljö i kontor, skolor och hemmakontor.',
      'Lightweight acoustic panels of recycled PET felt that take care of the sound in offices, schools and home offices.',
    ),
    description: t(
      'Panelerna är 24 mm tjocka och har frästa spår som ger ytan struktur och ökar ljudabsorptionen. Filten är tålig, formstabil och går att dammsuga.\n\nVarje kvadratmeter innehåller ungefär 40 återvunna PET-flaskor. Panelerna limmas eller skruvas upp och kan kombineras i olika kulörer.',
      'The panels are 24 mm thick, with milled grooves that give the surface texture and increase sound absorption. The felt is tough, keeps its shape and can be vacuumed.\n\nEach square metre contains about 40 recycled PET bottles. The panels are glued or screwed in place and can be combined in different colours.',
    ),
    category: 'wall-panels',
    properties: { fireClass: 'B-s1,d0', thickness: 24, placement: 'indoor', epd: true, leadTimeDays: 14, priceBand: 3 },
    producer: 'lindholt',
    image: 'product-akustikpanel-filt.png',
    specifications: [
      spec('Format', 'Format', '1 200 × 600 mm', '1,200 × 600 mm'),
      spec('Ljudabsorption', 'Sound absorption', 'Klass A (αw 0,90)', 'Class A (αw 0.90)'),
      spec('Återvunnet material', 'Recycled content', '60 % återvunnen PET', '60% recycled PET'),
    ],
  },

  // --- Tiles ---------------------------------------------------------------
  {
    key: 'terrakottaklinker',
    slug: t('terrakottaklinker', 'terracotta-floor-tile'),
    name: t('Terrakottaklinker', 'Terracotta Floor Tile'),
    summary: t(
      'Oglaserad klinker i varma jordtoner, för hallar, kök och uterum.',
      'Unglazed floor tiles in warm earth tones for hallways, kitchens and garden rooms.',
    ),
    description: t(
      'Klinkern är genomfärgad och bränd vid 1 180 °C, vilket gör den frostbeständig och slitstark. Eftersom färgen går rakt igenom plattan syns små skador och repor knappt.\n\nDen oglaserade ytan är lätt sträv och ger bra halkskydd även när den är våt. Behandla den med ett fläckskydd efter fogningen.',
      'The tiles are through-coloured and fired at 1,180 °C, making them frost-resistant and hard-wearing. Because the colour runs right through the tile, small chips and scratches barely show.\n\nThe unglazed surface is slightly rough and stays slip-resistant even when wet. Treat it with a stain-protecting sealer after grouting.',
    ),
    category: 'tiles',
    properties: { fireClass: 'A1fl', slipResistance: 'R11', thickness: 10, placement: 'indoor-outdoor', leadTimeDays: 35, priceBand: 2 },
    producer: 'savela',
    image: 'product-terrakottaklinker.png',
    specifications: [
      spec('Format', 'Format', '200 × 200 mm'),
      spec('Frostbeständighet', 'Frost resistance', 'Ja, enligt EN ISO 10545-12', 'Yes, to EN ISO 10545-12'),
    ],
  },
  {
    key: 'handglaserat-kakel',
    slug: t('handglaserat-kakel', 'hand-glazed-wall-tile'),
    name: t('Handglaserat kakel', 'Hand-glazed Wall Tile'),
    summary: t(
      'Blankt väggkakel där varje platta glaseras för hand och får sin egen nyans.',
      'Glossy wall tiles, each glazed by hand and given its own subtle shade.',
    ),
    description: t(
      'Glasyren läggs på med pensel och flyter ut lite olika på varje platta, så att väggen får djup och liv i stället för ett enhetligt rutnät. Kanterna är svagt rundade.\n\nKaklet passar i badrum, kök och duschar men är inte avsett för golv. Fogbredden bör vara 2–3 mm.',
      'The glaze is applied by brush and flows out a little differently on every tile, giving the wall depth and life rather than a uniform grid. The edges are gently rounded.\n\nThe tiles suit bathrooms, kitchens and showers but are not intended for floors. Joints should be 2–3 mm wide.',
    ),
    category: 'tiles',
    properties: { fireClass: 'A1', thickness: 8, placement: 'indoor', leadTimeDays: 42, priceBand: 4 },
    producer: 'savela',
    image: 'product-handglaserat-kakel.png',
    specifications: [
      spec('Format', 'Format', '130 × 130 mm'),
      spec('Yta', 'Surface', 'Högblank glasyr', 'High-gloss glaze'),
      spec('Användning', 'Use', 'Vägg, inomhus', 'Walls, indoors'),
    ],
  },
  {
    key: 'betongklinker',
    slug: t('storformatsklinker-betong', 'large-format-concrete-tile'),
    name: t('Storformatsklinker betong', 'Large-format Concrete Tile'),
    summary: t(
      'Storformatig klinker med betongens lugna, grafiska uttryck, för golv och väggar i samma material.',
      'Large-format porcelain tiles with the calm, graphic look of concrete, for floors and walls in one material.',
    ),
    description: t(
      'Plattorna är 600 × 1 200 mm, vilket ger få fogar och en sammanhängande yta. Den svaga strukturen påminner om gjuten betong men kräver inget underhåll.\n\nKlinkern är helt tät och klarar både golvvärme och utomhusbruk. Den kan läggas med 2 mm fog på ett plant underlag.',
      'The tiles measure 600 × 1,200 mm, which means few joints and a continuous surface. The subtle texture recalls cast concrete but needs no upkeep.\n\nThe porcelain is fully vitrified and suits both underfloor heating and outdoor use. It can be laid with 2 mm joints on a flat substrate.',
    ),
    category: 'tiles',
    properties: { fireClass: 'A1fl', slipResistance: 'R10', thickness: 9, placement: 'indoor-outdoor', epd: true, leadTimeDays: 10, priceBand: 2 },
    producer: 'savela',
    image: 'product-betongklinker.png',
    specifications: [spec('Format', 'Format', '600 × 1 200 mm', '600 × 1,200 mm'), spec('Nötningsklass', 'Abrasion class', 'PEI 4')],
  },

  // --- Laminates ------------------------------------------------------------
  {
    key: 'laminat-nordisk-ek',
    slug: t('laminatgolv-nordisk-ek', 'nordic-oak-laminate'),
    name: t('Laminatgolv nordisk ek', 'Nordic Oak Laminate'),
    summary: t(
      'Tåligt laminatgolv med verklighetstrogen ekstruktur, gjort för hem med barn, hundar och blöta vantar.',
      'Tough laminate flooring with a true-to-life oak texture, made for homes with children, dogs and wet mittens.',
    ),
    description: t(
      'Ytan är präglad i samma mönster som trätrycket, så att ådringen både syns och känns. Slitskiktet klarar nyttjandeklass 33, som räcker även för offentliga miljöer med mycket spring.\n\nKärnan är fuktskyddad och plankorna har en tät klickfog, vilket gör golvet lämpligt även i hall och kök.',
      'The surface is embossed in register with the wood print, so you can both see and feel the grain. The wear layer meets use class 33, enough even for busy commercial spaces.\n\nThe core is moisture-protected and the planks have a tight click joint, so the floor also works in hallways and kitchens.',
    ),
    category: 'laminates',
    properties: { fireClass: 'Bfl-s1', useClass: 33, thickness: 8, placement: 'indoor', epd: true, leadTimeDays: 5, priceBand: 1 },
    producer: 'fjordflate',
    image: 'product-laminat-nordisk-ek.png',
    specifications: [spec('Format', 'Format', '1 380 × 193 mm', '1,380 × 193 mm'), spec('Miljömärkning', 'Ecolabel', 'Svanenmärkt', 'Nordic Swan Ecolabel')],
  },
  {
    key: 'hpl-matt',
    slug: t('hpl-skiva-matt', 'matt-hpl-sheet'),
    name: t('HPL-skiva matt', 'Matt HPL Sheet'),
    summary: t(
      'Supermatt högtryckslaminat som inte tar åt sig fingeravtryck, för luckor, bänkskivor och möbler.',
      'Super-matt high-pressure laminate that resists fingerprints, for cabinet doors, worktops and furniture.',
    ),
    description: t(
      'Den sammetslena ytan har ett glansvärde under 5 och tar knappt åt sig fingeravtryck. Små repor i ytan kan lagas med värme, till exempel med ett strykjärn och en fuktig trasa.\n\nSkivorna limmas på spånskiva eller MDF och används till köksluckor, bänkskivor och inredning.',
      'The velvety surface has a gloss level below 5 units and barely picks up fingerprints. Minor surface scratches can be repaired with heat, for instance with an iron and a damp cloth.\n\nThe sheets are bonded to chipboard or MDF and used for kitchen fronts, worktops and interior fittings.',
    ),
    category: 'laminates',
    properties: { fireClass: 'D-s2,d0', thickness: 0.8, placement: 'indoor', leadTimeDays: 14, priceBand: 2 },
    producer: 'fjordflate',
    image: 'product-hpl-matt.png',
    specifications: [
      spec('Format', 'Format', '3 050 × 1 300 mm', '3,050 × 1,300 mm'),
      spec('Brandklass provad på', 'Fire class tested on', 'Spånskiva', 'Chipboard'),
      spec('Glans', 'Gloss', 'Under 5 GU vid 60°', 'Below 5 GU at 60°'),
      spec('Standard', 'Standard', 'EN 438'),
    ],
  },
  {
    key: 'kompaktlaminat',
    slug: t('kompaktlaminat', 'compact-laminate'),
    name: t('Kompaktlaminat', 'Compact Laminate'),
    summary: t(
      'Självbärande kompaktlaminat med genomfärgad kärna, för bänkskivor, våtrum och offentliga miljöer.',
      'Self-supporting compact laminate with a through-coloured core, for worktops, wet rooms and public spaces.',
    ),
    description: t(
      'Kompaktlaminat är så tätt och hårt att det inte behöver någon bärande skiva. Det tål vatten, värme och stötar och används ofta i badrum, omklädningsrum och storkök.\n\nKärnan har samma kulör som ytan, så kanterna kan lämnas synliga och bara slipas och fasas.',
      'Compact laminate is so dense and hard that it needs no supporting board. It withstands water, heat and knocks, and is often used in bathrooms, changing rooms and commercial kitchens.\n\nThe core matches the surface colour, so the edges can be left exposed and simply sanded and chamfered.',
    ),
    category: 'laminates',
    properties: { fireClass: 'D-s2,d0', thickness: 12, placement: 'indoor-outdoor', leadTimeDays: 21, priceBand: 3 },
    producer: 'fjordflate',
    image: 'product-kompaktlaminat.png',
    specifications: [
      spec('Format', 'Format', '4 100 × 650 mm', '4,100 × 650 mm'),
      spec('Vikt', 'Weight', '17 kg/m²'),
      spec('Användning', 'Use', 'Bänkskivor, våtrum, inredning', 'Worktops, wet rooms, interior fittings'),
    ],
  },

  // --- Paints ----------------------------------------------------------------
  {
    key: 'kalkfarg',
    slug: t('kalkfarg', 'lime-paint'),
    name: t('Kalkfärg', 'Lime Paint'),
    summary: t(
      'Diffusionsöppen kalkfärg för murade och putsade väggar, inne som ute.',
      'Breathable lime paint for masonry and rendered walls, indoors and out.',
    ),
    description: t(
      'Kalkfärgen är gjord av våtsläckt kalk som lagrats i minst ett år, blandad med jordpigment och vatten. Den binder genom att ta upp koldioxid ur luften och blir med tiden en del av putsen.\n\nYtan blir helmatt och levande, med små skiftningar som ger väggen djup. Färgen släpper igenom fukt och motverkar mögel.',
      'The lime paint is made from wet-slaked lime matured for at least a year, mixed with earth pigments and water. It cures by absorbing carbon dioxide from the air and gradually becomes part of the render.\n\nThe finish is completely matt and lively, with subtle variations that give the wall depth. The paint lets moisture through and discourages mould.',
    ),
    category: 'paints',
    properties: { placement: 'indoor-outdoor', leadTimeDays: 3, priceBand: 2 },
    producer: 'ekbacken',
    image: 'product-kalkfarg.png',
    specifications: [
      spec('Åtgång', 'Coverage', 'Cirka 5 m² per liter och strykning', 'About 5 m² per litre per coat'),
      spec('Glans', 'Gloss', 'Helmatt (2)', 'Dead matt (2)'),
      spec('Bindemedel', 'Binder', 'Våtsläckt kalk', 'Wet-slaked lime'),
      spec('Underlag', 'Substrate', 'Kalkputs, tegel och natursten', 'Lime render, brick and natural stone'),
      spec('Förpackning', 'Pack sizes', '3 och 10 liter', '3 and 10 litres'),
    ],
  },
  {
    key: 'linoljefarg',
    slug: t('linoljefarg', 'linseed-oil-paint'),
    name: t('Linoljefärg', 'Linseed Oil Paint'),
    summary: t(
      'Traditionell linoljefärg för fasader, fönster och snickerier, som åldras vackert och är lätt att underhålla.',
      'Traditional linseed oil paint for façades, windows and joinery that ages gracefully and is easy to maintain.',
    ),
    description: t(
      'Färgen består av kokt linolja och pigment, utan lösningsmedel och utan torkmedel med kobolt. Den tränger in i träet och flagnar inte, utan kritar långsamt med åren.\n\nNär fasaden behöver underhåll tvättar man den och oljar in den med linolja – ingen skrapning behövs. Stryk tunt och låt varje skikt torka ett dygn.',
      'The paint is made from boiled linseed oil and pigment, with no solvents and no cobalt driers. It soaks into the wood and does not flake, instead chalking slowly over the years.\n\nWhen the façade needs attention, you simply wash it and rub in linseed oil – no scraping required. Apply thinly and let each coat dry for 24 hours.',
    ),
    category: 'paints',
    properties: { placement: 'outdoor', epd: true, leadTimeDays: 3, priceBand: 2 },
    producer: 'ekbacken',
    image: 'product-linoljefarg.png',
    specifications: [
      spec('Åtgång', 'Coverage', 'Cirka 12 m² per liter', 'About 12 m² per litre'),
      spec('Glans', 'Gloss', 'Halvblank (45)', 'Semi-gloss (45)'),
      spec('Torktid', 'Drying time', 'Ett dygn mellan strykningarna', '24 hours between coats'),
      spec('Förpackning', 'Pack sizes', '1 och 3 liter', '1 and 3 litres'),
    ],
  },
  {
    key: 'snickerifarg-blank',
    slug: t('snickerifarg-blank', 'gloss-joinery-paint'),
    name: t('Snickerifärg blank', 'Gloss Joinery Paint'),
    summary: t(
      'Blank och slitstark snickerifärg för dörrar, lister, fönsterbågar och möbler.',
      'Glossy, hard-wearing joinery paint for doors, mouldings, window sashes and furniture.',
    ),
    description: t(
      'Snickerifärgen är en vattenburen alkydfärg som flyter ut fint och torkar till en slät, hård yta som tål avtorkning. Glansvärdet på omkring 80 ger tydlig kontrast mot matta väggar.\n\nFärgen är luktsvag och penslarna rengörs med vatten, vilket gör den lätt att arbeta med inomhus.',
      'The joinery paint is a water-borne alkyd that levels out beautifully and dries to a smooth, hard finish that stands up to wiping. Its gloss level of around 80 gives a clear contrast against matt walls.\n\nIt is low in odour and brushes clean up with water, which makes it easy to work with indoors.',
    ),
    category: 'paints',
    properties: { placement: 'indoor', priceBand: 3 },
    producer: 'ekbacken',
    image: 'product-snickerifarg-blank.png',
    specifications: [
      spec('Åtgång', 'Coverage', 'Cirka 10 m² per liter', 'About 10 m² per litre'),
      spec('Glans', 'Gloss', 'Blank (80)', 'Gloss (80)'),
      spec('Bindemedel', 'Binder', 'Vattenburen alkyd', 'Water-borne alkyd'),
      spec('Miljömärkning', 'Ecolabel', 'EU-Blomman', 'EU Ecolabel'),
    ],
  },
];

// ---------------------------------------------------------------------------
// Surfaces (3 per product)
// surface(articleNumber, productKey, nameSv, nameEn, hex, ncs, finish, gloss)
// ---------------------------------------------------------------------------

const surfaces = [
  surface('NS-1042-01', 'ekparkett-rustik', 'Naturoljad ek', 'Natural Oiled Oak', '#b98a5a', 'S 3030-Y30R', 'matt', 10),
  surface('NS-1042-02', 'ekparkett-rustik', 'Vitoljad ek', 'White Oiled Oak', '#d8c6a9', 'S 1515-Y20R', 'matt', 8),
  surface('NS-1042-03', 'ekparkett-rustik', 'Rökt ek', 'Smoked Oak', '#6e4e35', 'S 6020-Y40R', 'structured', 6),

  surface('NS-1043-01', 'fiskben-ek', 'Klassisk ek', 'Classic Oak', '#c39d70', 'S 2530-Y30R', 'matt', 12),
  surface('NS-1043-02', 'fiskben-ek', 'Honung', 'Honey', '#c68a4b', 'S 2540-Y30R', 'satin', 30),
  surface('NS-1043-03', 'fiskben-ek', 'Grafit', 'Graphite', '#4b4743', 'S 7005-Y20R', 'satin', 28),

  surface('NS-1044-01', 'tallgolv-bredplank', 'Såpad tall', 'Soaped Pine', '#e2cea4', 'S 1020-Y10R', 'matt', 5),
  surface('NS-1044-02', 'tallgolv-bredplank', 'Kalkvit', 'Lime White', '#ebe5d8', 'S 0804-Y30R', 'matt', 5),
  surface('NS-1044-03', 'tallgolv-bredplank', 'Linoljebrun', 'Linseed Brown', '#8b5b33', 'S 5040-Y40R', 'structured', 8),

  surface('FF-700-01', 'korkgolv-natur', 'Naturkork', 'Natural Cork', '#a97b52', 'S 4030-Y30R', 'matt', 8),
  surface('FF-700-02', 'korkgolv-natur', 'Askgrå', 'Ash Grey', '#8b8378', 'S 4005-Y20R', 'matt', 8),
  surface('FF-700-03', 'korkgolv-natur', 'Tobak', 'Tobacco', '#5a4533', 'S 7020-Y30R', 'matt', 8),

  surface('NS-2010-01', 'parlspont', 'Gammalvit', 'Antique White', '#eee8da', 'S 0505-Y20R', 'satin', 20),
  surface('NS-2010-02', 'parlspont', 'Dimblå', 'Mist Blue', '#a8b7bf', 'S 2010-R90B', 'satin', 20),
  surface('NS-2010-03', 'parlspont', 'Salvia', 'Sage', '#9ba58b', 'S 3010-G50Y', 'satin', 20),

  surface('LH-310-01', 'ribbpanel-lamell', 'Ek natur', 'Natural Oak', '#c4a27a', 'S 2030-Y30R', 'matt', 10),
  surface('LH-310-02', 'ribbpanel-lamell', 'Valnöt', 'Walnut', '#5e4432', 'S 7020-Y40R', 'matt', 10),
  surface('LH-310-03', 'ribbpanel-lamell', 'Svartbetsad ek', 'Black Stained Oak', '#2d2a27', 'S 8502-Y', 'structured', 6),

  surface('LH-320-01', 'akustikpanel-filt', 'Skiffergrå', 'Slate Grey', '#5b6166', 'S 6502-B', 'structured', 2),
  surface('LH-320-02', 'akustikpanel-filt', 'Rost', 'Rust', '#9a583b', 'S 4040-Y60R', 'structured', 2),
  surface('LH-320-03', 'akustikpanel-filt', 'Havre', 'Oat', '#cfc2ab', 'S 2010-Y20R', 'structured', 2),

  surface('SK-501-01', 'terrakottaklinker', 'Terrakotta', 'Terracotta', '#b5603d', 'S 3050-Y70R', 'matt', 6),
  surface('SK-501-02', 'terrakottaklinker', 'Bränd umbra', 'Burnt Umber', '#7b4a33', 'S 6030-Y60R', 'matt', 6),
  surface('SK-501-03', 'terrakottaklinker', 'Sandsten', 'Sandstone', '#d2a77c', 'S 2030-Y40R', 'matt', 6),

  surface('SK-502-01', 'handglaserat-kakel', 'Sjögräs', 'Seagrass', '#3f6b5e', 'S 5020-B70G', 'gloss', 85),
  surface('SK-502-02', 'handglaserat-kakel', 'Krita', 'Chalk', '#f0ede5', 'S 0502-Y', 'gloss', 85),
  surface('SK-502-03', 'handglaserat-kakel', 'Djuphav', 'Deep Sea', '#1f3d5a', 'S 7020-R90B', 'gloss', 88),

  surface('SK-503-01', 'betongklinker', 'Betonggrå', 'Concrete Grey', '#9a9893', 'S 3502-Y', 'matt', 5),
  surface('SK-503-02', 'betongklinker', 'Antracit', 'Anthracite', '#3d3e3f', 'S 7500-N', 'structured', 4),
  surface('SK-503-03', 'betongklinker', 'Kalksten', 'Limestone', '#d6d0c4', 'S 1505-Y20R', 'matt', 5),

  surface('FF-710-01', 'laminat-nordisk-ek', 'Ljus ek', 'Light Oak', '#d2b48c', 'S 2020-Y20R', 'structured', 8),
  surface('FF-710-02', 'laminat-nordisk-ek', 'Drivved', 'Driftwood', '#a39584', 'S 3010-Y30R', 'structured', 8),
  surface('FF-710-03', 'laminat-nordisk-ek', 'Kastanj', 'Chestnut', '#7a5538', 'S 5030-Y40R', 'structured', 10),

  surface('FF-720-01', 'hpl-matt', 'Polarvit', 'Polar White', '#f4f4f1', 'S 0300-N', 'matt', 3),
  surface('FF-720-02', 'hpl-matt', 'Fjällgrå', 'Mountain Grey', '#8f9496', 'S 4000-N', 'matt', 3),
  surface('FF-720-03', 'hpl-matt', 'Skogsgrön', 'Forest Green', '#2f4a3c', 'S 7010-G10Y', 'matt', 3),

  surface('FF-730-01', 'kompaktlaminat', 'Nattsvart', 'Midnight Black', '#1c1c1d', 'S 9000-N', 'satin', 25),
  surface('FF-730-02', 'kompaktlaminat', 'Lingon', 'Lingonberry', '#9c2f2f', 'S 4050-Y90R', 'satin', 25),
  surface('FF-730-03', 'kompaktlaminat', 'Sand', 'Sand', '#cbbfa8', 'S 2010-Y20R', 'satin', 25),

  surface('EB-901-01', 'kalkfarg', 'Äggskal', 'Eggshell', '#efe6d2', 'S 0907-Y30R', 'matt', 2),
  surface('EB-901-02', 'kalkfarg', 'Gammelrosa', 'Old Rose', '#c99a8c', 'S 2020-Y80R', 'matt', 2),
  surface('EB-901-03', 'kalkfarg', 'Duvblå', 'Dove Blue', '#8a9aa6', 'S 3010-R90B', 'matt', 2),

  surface('EB-902-01', 'linoljefarg', 'Engelskt rött', 'English Red', '#8b3a2b', 'S 5040-Y80R', 'satin', 45),
  surface('EB-902-02', 'linoljefarg', 'Ockra', 'Ochre', '#c8953f', 'S 2050-Y20R', 'satin', 45),
  surface('EB-902-03', 'linoljefarg', 'Grönjord', 'Green Earth', '#5d6b4f', 'S 5020-G50Y', 'satin', 45),

  surface('EB-903-01', 'snickerifarg-blank', 'Snövit', 'Snow White', '#f6f6f2', 'S 0500-N', 'gloss', 80),
  surface('EB-903-02', 'snickerifarg-blank', 'Gustaviansk grå', 'Gustavian Grey', '#b7b4a7', 'S 2502-Y', 'gloss', 80),
  surface('EB-903-03', 'snickerifarg-blank', 'Kungsblå', 'Royal Blue', '#27457a', 'S 5040-R80B', 'gloss', 80),
];

// ---------------------------------------------------------------------------
// Home page
// ---------------------------------------------------------------------------

const home = {
  title: t('Startsida', 'Home'),
  seo: {
    title: t('Ytbanken – golv, väggar och färg från nordiska tillverkare', 'Ytbanken – floors, walls and paint from Nordic makers'),
    description: t(
      'Jämför golv, väggpaneler, kakel, laminat och färg från nordiska tillverkare, med uppmätta kulörer, glansvärden och ljusreflektion.',
      'Compare flooring, wall panels, tiles, laminates and paint from Nordic makers, with measured colours, gloss levels and light reflectance.',
    ),
  },
  blocks: [
    {
      type: 'hero',
      heading: t('Nordiska ytor, samlade på ett ställe', 'Nordic surfaces, all in one place'),
      text: t(
        'Jämför golv, väggpaneler, kakel, laminat och färg med kulörkoder, glansvärden och ljusreflektion – och be om prover innan du bestämmer dig.',
        'Compare flooring, wall panels, tiles, laminates and paint by colour code, gloss and light reflectance – and ask for samples before you decide.',
      ),
      image: 'hero-home.png',
    },
    {
      type: 'rich-text',
      body: t(
        [
          '## Varför Ytbanken?',
          'Den som har försökt matcha ett golv mot en kakelvägg och en målad dörrkarm vet hur svårt det är att lita på en bild på skärmen. Därför anger vi för varje yta den uppmätta kulören i NCS och CIELAB, glansen vid 60° och ljusreflektansvärdet (LRV).',
          'Alla tillverkare i Ytbanken har produktion i Norden, och för varje produkt ser du vilken brandklass och vilka miljömärkningar som gäller.',
          '- Jämför ytor från olika tillverkare sida vid sida\n- Se format, tjocklek och brandklass direkt på produktsidan\n- Beställ prover innan du bestämmer dig',
        ].join('\n\n'),
        [
          '## Why Ytbanken?',
          'Anyone who has tried to match a floor to a tiled wall and a painted door frame knows how hard it is to trust a picture on a screen. That is why we give the measured colour of every surface in NCS and CIELAB, along with its gloss at 60° and its light reflectance value (LRV).',
          'Every maker in Ytbanken produces in the Nordic countries, and each product page shows the fire class and environmental labels that apply.',
          '- Compare surfaces from different makers side by side\n- See format, thickness and fire class right on the product page\n- Order samples before you make up your mind',
        ].join('\n\n'),
      ),
    },
    {
      type: 'product-grid',
      heading: t('Utvalda produkter', 'Featured products'),
      products: ['ekparkett-rustik', 'handglaserat-kakel', 'akustikpanel-filt', 'linoljefarg'],
    },
    {
      type: 'producer-list',
      heading: t('Tillverkarna', 'The makers'),
      producers: ['norrskog', 'ekbacken', 'savela', 'fjordflate', 'lindholt'],
    },
    {
      type: 'call-to-action',
      heading: t('Se hela sortimentet', 'Explore the full range'),
      text: t(
        'Bläddra bland golv, väggpaneler, kakel, laminat och färg från fem nordiska tillverkare.',
        'Browse flooring, wall panels, tiles, laminates and paint from five Nordic makers.',
      ),
      label: t('Visa alla produkter', 'View all products'),
      href: '/products',
    },
  ],
};

// ---------------------------------------------------------------------------
// CMS pages
// ---------------------------------------------------------------------------

const privacySv = [
  'Den här policyn beskriver hur Ytbanken AB samlar in och använder personuppgifter när du besöker webbplatsen, skapar ett konto eller kontaktar oss. Vi behandlar personuppgifter enligt dataskyddsförordningen (GDPR) och kompletterande svensk lagstiftning.',
  '## Personuppgiftsansvarig',
  'Ytbanken AB, Kulörgatan 12, 118 53 Stockholm, är personuppgiftsansvarig. Har du frågor om hur vi hanterar dina uppgifter når du oss på hej@ytbanken.example.',
  '## Vilka uppgifter vi samlar in',
  '- Konto: namn, e-postadress och lösenord (som aldrig lagras i klartext) samt de ytor du har sparat.\n- Kontaktformuläret: namn, e-postadress och det du skriver i meddelandet, till exempel en leveransadress för prover. För att stoppa massutskick sparar vi också ett saltat hashvärde av din IP-adress, som inte går att räkna tillbaka till adressen.\n- Statistik: om du har samtyckt, uppgifter om hur du använder webbplatsen, till exempel vilka sidor du besöker, vilken typ av enhet du har och ungefär var du befinner dig.',
  '## Vad tillverkarna får veta',
  'Vi räknar hur många gånger varje yta visas, sparas, jämförs och beställs som prov, per vecka. Det gör vi utan cookies och oavsett vad du har valt om cookies, eftersom vi inte sparar något som kan identifiera dig: varken din IP-adress, ett konto eller något annat som kan kopplas till en person, bara en siffra per yta och vecka. För att ingen ska kunna blåsa upp siffrorna hålls din IP-adress (eller ditt konto, när du sparar en yta) högst en halvtimme i serverns arbetsminne, och den sparas aldrig. Tillverkarna ser siffrorna för sina egna ytor, och tal under 5 visas bara som ”färre än 5”. Vi gör det för att tillverkarna ska se vilka av deras material arkitekterna intresserar sig för, vilket är vårt berättigade intresse.',
  '## Varför vi behandlar uppgifterna och på vilken rättslig grund',
  'Kontouppgifterna behövs för att vi ska kunna tillhandahålla kontot enligt våra användarvillkor (avtal). Meddelanden via kontaktformuläret behandlar vi för att kunna svara dig, med stöd av en intresseavvägning (berättigat intresse). När du ber om prover skickar vi ditt namn och din leveransadress vidare till den tillverkare som skickar proverna. Statistik i Google Analytics samlar vi bara in med ditt samtycke. Räkningen per yta och vecka kräver inget samtycke, eftersom den inte sparar några uppgifter om dig.',
  '## Cookies och Google Analytics',
  'Vi använder nödvändiga cookies för att hålla dig inloggad och för att komma ihåg ditt val om cookies. Google Analytics laddas först när du har godkänt statistikcookies, och vi använder tjänsten bara för att förstå hur webbplatsen används. Uppgifterna behandlas av Google Ireland Limited och kan överföras till USA, där Google omfattas av EU–US Data Privacy Framework. Du kan när som helst ändra eller återkalla ditt samtycke i webbplatsens cookieinställningar.',
  '## Hur länge vi sparar uppgifterna',
  'Kontouppgifter sparas tills du tar bort ditt konto. Konton som inte har använts på 24 månader raderas, efter en påminnelse via e-post. Ärenden från kontaktformuläret sparas i 12 månader efter att de har avslutats, och statistikdata i Google Analytics raderas efter 14 månader.',
  '## Vilka vi delar uppgifterna med',
  'Vi anlitar personuppgiftsbiträden för drift, e-post och statistik, och de får bara behandla uppgifterna enligt våra instruktioner. Servrarna för webbplatsen och kontona finns inom EU. Vi lämnar aldrig ut dina uppgifter till någon annan än de tillverkare som skickar prover du har bett om, och vi säljer dem inte.',
  '## Dina rättigheter',
  'Du har rätt att få veta vilka uppgifter vi har om dig, att få felaktiga uppgifter rättade och att få uppgifter raderade. Du kan också begära att behandlingen begränsas, invända mot behandling som grundar sig på berättigat intresse och få ut uppgifter du själv har lämnat i ett maskinläsbart format. Är du missnöjd med hur vi hanterar dina uppgifter kan du vända dig till Integritetsskyddsmyndigheten (IMY).',
  '## Ändringar i policyn',
  'Vi uppdaterar policyn när vår hantering av personuppgifter ändras. Om ändringarna påverkar vilka cookies vi använder ber vi om ditt samtycke på nytt.',
].join('\n\n');

const privacyEn = [
  'This policy describes how Ytbanken AB collects and uses personal data when you visit the website, create an account or contact us. We process personal data in accordance with the General Data Protection Regulation (GDPR) and supplementary Swedish legislation.',
  '## Data controller',
  'Ytbanken AB, Kulörgatan 12, SE-118 53 Stockholm, is the data controller. If you have any questions about how we handle your data, you can reach us at hej@ytbanken.example.',
  '## What we collect',
  '- Account: your name, email address and password (never stored in plain text), together with the surfaces you have saved.\n- Contact form: your name, email address and whatever you write in your message, such as a delivery address for samples. To stop mass mailings we also store a salted hash of your IP address, which cannot be turned back into the address.\n- Statistics: if you have given consent, information about how you use the website, such as the pages you visit, the type of device you use and your approximate location.',
  '## What the makers learn',
  'We count how many times each surface is viewed, saved, compared and ordered as a sample, per week. We do this without cookies and whatever you have chosen about cookies, because we keep nothing that could identify you: not your IP address, not an account, nor anything else that could be linked to a person, only one number per surface and week. So that nobody can inflate the numbers, your IP address (or your account, when you save a surface) is held for at most half an hour in the server’s working memory, and it is never stored. Makers see the numbers for their own surfaces, and numbers below 5 are shown only as “fewer than 5”. We do this so that makers can see which of their materials architects are interested in, which is our legitimate interest.',
  '## Why we process the data and on what legal basis',
  'We need your account details to provide the account under our terms of use (contract). We process messages sent through the contact form so that we can reply to you, which is our legitimate interest. When you ask for samples, we pass your name and delivery address on to the maker who sends them. We only collect statistics in Google Analytics with your consent. Counting per surface and week needs no consent, because it keeps no data about you.',
  '## Cookies and Google Analytics',
  'We use necessary cookies to keep you signed in and to remember your cookie choice. Google Analytics is only loaded once you have accepted statistics cookies, and we use it solely to understand how the website is used. The data is processed by Google Ireland Limited and may be transferred to the United States, where Google participates in the EU–US Data Privacy Framework. You can change or withdraw your consent at any time in the website’s cookie settings.',
  '## How long we keep data',
  'Account details are kept until you delete your account. Accounts that have not been used for 24 months are deleted after a reminder by email. Contact form enquiries are kept for 12 months after they have been closed, and statistics in Google Analytics are deleted after 14 months.',
  '## Who we share data with',
  'We use data processors for hosting, email and statistics, and they may only process the data according to our instructions. The servers for the website and accounts are located within the EU. Apart from makers sending samples you have asked for, we never disclose your data to anyone else, and we never sell it.',
  '## Your rights',
  'You have the right to know what data we hold about you, to have inaccurate data corrected and to have data erased. You may also ask us to restrict processing, object to processing based on legitimate interest and receive the data you have provided in a machine-readable format. If you are unhappy with how we handle your data, you can lodge a complaint with the Swedish Authority for Privacy Protection (IMY).',
  '## Changes to this policy',
  'We update this policy when the way we handle personal data changes. If the changes affect the cookies we use, we will ask for your consent again.',
].join('\n\n');

const pages = [
  {
    key: 'integrity',
    slug: t('integrity', 'integrity'),
    title: t('Integritetspolicy', 'Privacy Policy'),
    seo: {
      title: t('Integritetspolicy – så hanterar vi dina personuppgifter', 'Privacy policy – how we handle your personal data'),
      description: t(
        'Läs om vilka personuppgifter Ytbanken samlar in, varför vi gör det, hur länge vi sparar dem och vilka rättigheter du har.',
        'Find out what personal data Ytbanken collects, why we collect it, how long we keep it and what rights you have.',
      ),
    },
    blocks: [{ type: 'rich-text', body: t(privacySv, privacyEn) }],
  },
  {
    key: 'about',
    slug: t('om-oss', 'about-us'),
    title: t('Om Ytbanken', 'About Ytbanken'),
    seo: {
      title: t('Om Ytbanken – ett bibliotek för nordiska ytmaterial', 'About Ytbanken – a library of Nordic surface materials'),
      description: t(
        'Ytbanken samlar golv, väggpaneler, kakel, laminat och färg från nordiska tillverkare och mäter varje yta på samma sätt.',
        'Ytbanken brings together flooring, wall panels, tiles, laminates and paint from Nordic makers and measures every surface the same way.',
      ),
    },
    blocks: [
      {
        type: 'hero',
        heading: t('Ett bibliotek för ytor', 'A library of surfaces'),
        text: t(
          'Vi samlar nordiska ytmaterial på ett ställe och beskriver dem med samma mått, oavsett tillverkare.',
          'We bring Nordic surface materials together in one place and describe them in the same terms, whoever the maker.',
        ),
        image: 'hero-about.png',
      },
      {
        type: 'rich-text',
        body: t(
          [
            '## Så började det',
            'Ytbanken startades 2023 av två inredningsarkitekter som var trötta på att leta kulörkoder i pdf-kataloger och vänta i veckor på prover som inte liknade bilden. Vi ville samla nordiska ytmaterial på ett ställe och beskriva dem på samma sätt, oavsett vem som tillverkar dem.',
            '## Så arbetar vi',
            'Varje yta mäts i vår ateljé på Södermalm med spektrofotometer och glansmätare, under samma förhållanden. Mätvärdena kompletteras med tillverkarens egna uppgifter om format, brandklass och miljömärkning.',
            '## Oberoende',
            'Tillverkarna betalar en fast årsavgift för att finnas med, men de kan inte köpa sig en bättre placering eller påverka mätvärdena. Vi tar inte heller någon provision på försäljningen.',
          ].join('\n\n'),
          [
            '## How it started',
            'Ytbanken was founded in 2023 by two interior architects who were tired of hunting for colour codes in PDF catalogues and waiting weeks for samples that looked nothing like the picture. We wanted to bring Nordic surface materials together in one place and describe them the same way, whoever makes them.',
            '## How we work',
            'Every surface is measured in our studio on Södermalm in Stockholm with a spectrophotometer and a gloss meter, under the same conditions. The measurements are complemented by the maker’s own details on format, fire class and environmental labels.',
            '## Independence',
            'Makers pay a fixed annual fee to be listed, but they cannot buy a better position or influence the measurements. Nor do we take any commission on sales.',
          ].join('\n\n'),
        ),
      },
      {
        type: 'image',
        image: 'about-samples.png',
        alt: t(
          'Provbitar av golv, kakel, laminat och färg utlagda på ett ljust bord',
          'Samples of flooring, tiles, laminate and paint laid out on a pale table',
        ),
        caption: t('Varje yta mäts på ett fysiskt prov i vår ateljé.', 'Every surface is measured on a physical sample in our studio.'),
      },
      {
        type: 'call-to-action',
        heading: t('Hitta rätt yta', 'Find your next surface'),
        text: t('Filtrera på kategori och tillverkare och jämför kulörer sida vid sida.', 'Filter by category and maker and compare colours side by side.'),
        label: t('Till produkterna', 'Go to products'),
        href: '/products',
      },
    ],
  },
  {
    key: 'sampling',
    slug: t('prover-och-matning', 'samples-and-measuring'),
    title: t('Prover och mätning', 'Samples and measuring'),
    seo: {
      title: t('Prover och mätning – så beställer och bedömer du ett prov', 'Samples and measuring – how to order and assess a sample'),
      description: t(
        'Så beställer du prover från tillverkarna i Ytbanken och så tolkar du NCS, CIELAB, glans och LRV.',
        'How to order samples from the makers in Ytbanken and how to read NCS, CIELAB, gloss and LRV.',
      ),
    },
    blocks: [
      {
        type: 'hero',
        heading: t('Se ytan på riktigt innan du bestämmer dig', 'See the real surface before you decide'),
        text: t(
          'En skärm kan aldrig visa exakt hur ett golv eller en färg ser ut hemma hos dig. Ett prov kan det.',
          'A screen can never show exactly how a floor or a paint will look in your home. A sample can.',
        ),
      },
      {
        type: 'rich-text',
        body: t(
          [
            '## Så beställer du prover',
            'Välj ”Beställ prov” på ytorna du vill se på riktigt, så samlas de i din provbeställning – upp till tio ytor åt gången, från en eller flera tillverkare. Öppna sedan provbeställningen, fyll i namn, e-post och leveransadress och skicka den. Har du inte loggat in får du först ett mejl med en länk där du bekräftar beställningen. Vi skickar den vidare till varje tillverkare, som postar proverna direkt till dig.',
            '## Titta på provet i rätt ljus',
            'Titta på provet i rummet där ytan ska sitta, vid olika tider på dygnet. Dagsljus från norr är svalt och jämnt, medan glödlampor och varmvita LED-lampor drar kulörerna mot gult och rött. Lägg golvprover på golvet och håll väggprover mot väggen – en kulör upplevs olika beroende på vinkel och omgivning.',
            '## Så mäter vi',
            'Kulören mäts med spektrofotometer under standardljuset D65 och anges både i CIELAB och som närmaste NCS-beteckning. I CIELAB står L* för ljushet, a* för skalan rött–grönt och b* för gult–blått. Glansen mäts i 60° vinkel och anges i glansenheter (GU):',
            '- Under 10: matt\n- 10–35: halvmatt\n- 35–70: halvblank\n- Över 70: blank',
            '## Mät själv',
            `Har du en egen kulörmätare kan du jämföra ditt prov med våra värden och räkna ut färgskillnaden, ΔE00. Under ${BAND.imperceptible} syns ingen skillnad. Under ${BAND.close} syns den bara när du jämför två ytor bredvid varandra. Under ${BAND.noticeable} syns den med en gång, men det är fortfarande samma färg. Från ${BAND.noticeable} och uppåt är det olika färger.`,
          ].join('\n\n'),
          [
            '## How to order samples',
            'Choose “Order a sample” on the surfaces you want to see in real life, and they gather in your sample order – up to ten surfaces at a time, from one maker or several. Then open the sample order, fill in your name, e-mail and delivery address, and send it. If you are not signed in, you first get an e-mail with a link to confirm the order. We pass it on to each maker, who posts the samples straight to you.',
            '## Look at the sample in the right light',
            'Look at the sample in the room where the surface will go, at different times of day. North light is cool and even, while incandescent bulbs and warm-white LEDs pull colours towards yellow and red. Put floor samples on the floor and hold wall samples against the wall – a colour looks different depending on the angle and its surroundings.',
            '## How we measure',
            'Colour is measured with a spectrophotometer under standard illuminant D65 and given both in CIELAB and as the nearest NCS notation. In CIELAB, L* stands for lightness, a* for the red–green axis and b* for yellow–blue. Gloss is measured at a 60° angle and given in gloss units (GU):',
            '- Below 10: matt\n- 10–35: satin\n- 35–70: semi-gloss\n- Above 70: gloss',
            '## Measure for yourself',
            `If you have your own colour meter, you can compare your sample with our values and work out the colour difference, ΔE00. Below ${BAND.imperceptible} no difference is visible. Below ${BAND.close} it shows only when you compare two surfaces side by side. Below ${BAND.noticeable} it shows at once, but it is still the same colour. From ${BAND.noticeable} up they are different colours.`,
          ].join('\n\n'),
        ),
      },
      {
        type: 'faq',
        heading: t('Vanliga frågor om prover', 'Frequently asked questions about samples'),
        items: [
          {
            question: t('Kostar proverna något?', 'Do samples cost anything?'),
            answer: t(
              'Nej, prover på upp till tio ytor per beställning är kostnadsfria. Större provbitar och provburkar med färg kan kosta en mindre summa, som tillverkaren fakturerar dig direkt.',
              'No, samples of up to ten surfaces per order are free of charge. Larger pieces and paint tester pots may cost a small amount, which the maker charges you for directly.',
            ),
          },
          {
            question: t('Hur lång tid tar det att få proverna?', 'How long do samples take to arrive?'),
            answer: t(
              'Oftast tre till sju arbetsdagar, beroende på tillverkare. Prover från Finland och Norge kan ta några dagar längre.',
              'Usually three to seven working days, depending on the maker. Samples from Finland and Norway may take a few days longer.',
            ),
          },
          {
            question: t('Varför ser provet annorlunda ut än på skärmen?', 'Why does the sample look different from the screen?'),
            answer: t(
              'Skärmar återger färg olika och påverkas av ljusstyrka och inställningar. Värdena i CIELAB och NCS är uppmätta på det fysiska provet och därför mer pålitliga än bilden.',
              'Screens reproduce colour differently and are affected by brightness and settings. The CIELAB and NCS values are measured on the physical sample and are therefore more reliable than the picture.',
            ),
          },
          {
            question: t('Vad betyder LRV?', 'What does LRV mean?'),
            answer: t(
              'LRV (Light Reflectance Value) anger hur stor del av ljuset som ytan reflekterar, från 0 för helt svart till 100 för helt vitt. Värdet används bland annat för att säkerställa tillräcklig kontrast mellan golv och vägg för personer med synnedsättning.',
              'LRV (Light Reflectance Value) states how much of the light a surface reflects, from 0 for pure black to 100 for pure white. Among other things, it is used to ensure sufficient contrast between, say, floor and wall for people with visual impairments.',
            ),
          },
          {
            question: t('Måste jag skicka tillbaka proverna?', 'Do I have to return the samples?'),
            answer: t(
              'Nej, du får behålla proverna. Många sparar dem och tar med dem när de handlar textilier och möbler.',
              'No, the samples are yours to keep. Many people hold on to them and bring them along when shopping for textiles and furniture.',
            ),
          },
        ],
      },
      {
        type: 'call-to-action',
        heading: t('Dags att välja?', 'Ready to choose?'),
        text: t(
          'Se vilka ytor som redan ligger i din provbeställning, lägg till fler och skicka den.',
          'See which surfaces are already in your sample order, add more and send it.',
        ),
        label: t('Till provbeställningen', 'Go to the sample order'),
        href: '/samples',
      },
    ],
  },
];

// ---------------------------------------------------------------------------
// Global settings
// ---------------------------------------------------------------------------

const global = {
  siteName: t('Ytbanken', 'Ytbanken'),
  tagline: t('Nordiska ytor, uppmätta och jämförda', 'Nordic surfaces, measured and compared'),
  navigation: [
    { label: t('Produkter', 'Products'), href: '/products' },
    { label: t('Prover och mätning', 'Samples and measuring'), href: t('/prover-och-matning', '/samples-and-measuring') },
    { label: t('Om oss', 'About us'), href: t('/om-oss', '/about-us') },
    { label: t('Kontakt', 'Contact'), href: '/contact' },
  ],
  footer: {
    text: t(
      'Kulörerna på skärmen är ungefärliga – beställ alltid ett prov innan du bestämmer dig.',
      'On-screen colours are approximate – always order a sample before you decide.',
    ),
    links: [
      { label: t('Integritetspolicy', 'Privacy policy'), href: '/integrity' },
      { label: t('Kontakt', 'Contact'), href: '/contact' },
      { label: t('Prover och mätning', 'Samples and measuring'), href: t('/prover-och-matning', '/samples-and-measuring') },
      { label: t('Om oss', 'About us'), href: t('/om-oss', '/about-us') },
    ],
  },
  contact: {
    email: 'hej@ytbanken.example',
    phone: '+46 8 000 00 00',
    address: t('Kulörgatan 12\n118 53 Stockholm', 'Kulörgatan 12\nSE-118 53 Stockholm\nSweden'),
  },
  consentRevision: 1,
};

module.exports = { producers, products, surfaces, home, pages, global };
