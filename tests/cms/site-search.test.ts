import { describe, expect, inject, it } from 'vitest';
import { signedInUser } from './accounts';
import { cms } from './api';
import { script } from './script';
import { data, type Locale } from './seed-data';

const asSite = { token: inject('cmsToken') };

interface Hits {
  data: { name?: string; title?: string; articleNumber?: string; documentId: string }[];
  total: number | null;
}
type Answer = Record<'product' | 'surface' | 'producer' | 'page', Hits>;

async function search(q: string, locale: Locale, extra = '') {
  const { status, body } = await cms(`/site-search?locale=${locale}&q=${encodeURIComponent(q)}${extra}`, asSite);
  expect(status, q).toBe(200);
  return body.data as Answer;
}

const product = (sv: string) => data.products.find((p) => p.name.sv === sv)!.name;
const surface = (articleNumber: string) => data.surfaces.find((s) => s.articleNumber === articleNumber)!;

/**
 * The relevance table: a visitor's words → the hit that must come first, in the kind given.
 * What each row shows: any word order, no diacritics, capitals, stems, prefixes, one typo, a
 * name before a summary, a whole word before a prefix, codes exactly.
 */
const RELEVANCE: { locale: Locale; q: string; kind: keyof Answer; first: string; why: string }[] = [
  { locale: 'sv', q: 'handglaserat kakel', kind: 'product', first: product('Handglaserat kakel').sv, why: 'the name' },
  { locale: 'sv', q: 'kakel handglaserat', kind: 'product', first: product('Handglaserat kakel').sv, why: 'words in any order' },
  { locale: 'sv', q: 'kalkfarg', kind: 'product', first: product('Kalkfärg').sv, why: 'typed without ä' },
  { locale: 'sv', q: 'KALKFÄRG', kind: 'product', first: product('Kalkfärg').sv, why: 'capitals' },
  { locale: 'sv', q: 'kalkfärj', kind: 'product', first: product('Kalkfärg').sv, why: 'one letter wrong' },
  { locale: 'sv', q: 'ekparket', kind: 'product', first: product('Ekparkett rustik').sv, why: 'a letter missing' },
  { locale: 'sv', q: 'fiskbenparkett', kind: 'product', first: product('Fiskbensparkett ek').sv, why: 'a letter missing inside' },
  { locale: 'sv', q: 'golv', kind: 'product', first: product('Korkgolv natur').sv, why: 'the head of a compound in a name before the whole word in a summary' },
  { locale: 'sv', q: 'golvet', kind: 'product', first: product('Korkgolv natur').sv, why: 'Swedish stem, as the head of a compound' },
  { locale: 'sv', q: 'golven', kind: 'product', first: product('Korkgolv natur').sv, why: 'Swedish stem, as the head of a compound' },
  { locale: 'sv', q: 'ek', kind: 'product', first: product('Fiskbensparkett ek').sv, why: 'a whole word in a name before a prefix' },
  { locale: 'sv', q: 'te', kind: 'product', first: product('Terrakottaklinker').sv, why: 'a prefix of two letters' },
  { locale: 'sv', q: 'lin', kind: 'product', first: product('Linoljefärg').sv, why: 'a prefix in a name before a summary' },
  { locale: 'sv', q: 'ns-1043-02', kind: 'surface', first: surface('NS-1043-02').name.sv, why: 'an article number' },
  { locale: 'sv', q: 'NS 1043 02', kind: 'surface', first: surface('NS-1043-02').name.sv, why: 'an article number spaced' },
  { locale: 'sv', q: surface('NS-1043-02').ncs, kind: 'surface', first: surface('NS-1043-02').name.sv, why: 'an NCS code' },
  { locale: 'sv', q: 'norrskog', kind: 'producer', first: 'Norrskog Golv', why: 'a producer' },
  { locale: 'en', q: 'herringbone oak', kind: 'product', first: product('Fiskbensparkett ek').en, why: 'the name, words in any order' },
  { locale: 'en', q: 'paint lime', kind: 'product', first: product('Kalkfärg').en, why: 'every word must match' },
  { locale: 'en', q: 'floor', kind: 'product', first: product('Terrakottaklinker').en, why: 'a whole word before a stem or prefix (Flooring)' },
  { locale: 'en', q: 'paints', kind: 'product', first: product('Kalkfärg').en, why: 'English stem (the shortest name of three)' },
  { locale: 'en', q: 'linsed', kind: 'product', first: product('Linoljefärg').en, why: 'one letter missing' },
  { locale: 'en', q: 'laminat', kind: 'product', first: product('Kompaktlaminat').en, why: 'a prefix in a name' },
  { locale: 'en', q: 'ns1043-02', kind: 'surface', first: surface('NS-1043-02').name.en, why: 'an article number' },
];

type SeedProduct = (typeof data.products)[number] & { category: string; properties: { fireClass?: string } };
type SeedSurface = (typeof data.surfaces)[number] & { finish: string };
const products = data.products as SeedProduct[];
const surfaces = data.surfaces as SeedSurface[];
const lower = (text: string) => text.toLocaleLowerCase('sv');
const productsWhere = (keep: (p: SeedProduct) => boolean) => products.filter(keep).map((p) => p.name.sv);
const inName = (p: { name: { sv: string } }, part: string) => lower(p.name.sv).includes(part);
const SLIP = ['R9', 'R10', 'R11', 'R12', 'R13'];
const slipFrom = (p: SeedProduct, min: string) => SLIP.indexOf(p.properties.slipResistance ?? '') >= SLIP.indexOf(min);
const paints = productsWhere((p) => p.category === 'paints');
const oakFloor = (p: SeedProduct) => inName(p, 'golv') && lower(p.name.sv).split(/\s+/).includes('ek');

/**
 * The headline questions (issue 36), each of which must pass on its own, whatever the
 * judged set's overall success@5 (search-judgements.test.ts lets a few of its queries miss):
 * the demo rows that must all be in the first five hits of their kind, and those that must not
 * be among the hits at all. Worked out from the seed's names and properties, not listed by id.
 */
const MUST_PASS: { q: string; kind: 'product' | 'surface'; top5: string[]; never: string[]; why: string }[] = [
  { q: 'parkett', kind: 'product', top5: productsWhere((p) => inName(p, 'parkett')), never: paints, why: 'the head of Ekparkett and Fiskbensparkett' },
  { q: 'färg', kind: 'product', top5: paints, never: productsWhere((p) => p.category === 'flooring'), why: 'the head of every paint' },
  { q: 'panel', kind: 'product', top5: productsWhere((p) => inName(p, 'panel')), never: paints, why: 'the head of Ribbpanel and Akustikpanel' },
  { q: 'golv', kind: 'product', top5: productsWhere((p) => inName(p, 'golv')), never: paints, why: 'the head of Korkgolv, Tallgolv and Laminatgolv' },
  { q: 'spont', kind: 'product', top5: productsWhere((p) => inName(p, 'spont')), never: paints, why: 'the head of Pärlspont' },
  { q: 'laminat', kind: 'product', top5: productsWhere((p) => p.category === 'laminates'), never: paints, why: 'a category word and a part' },
  {
    q: 'ek golv',
    kind: 'product',
    top5: productsWhere(oakFloor),
    never: [...paints, ...productsWhere((p) => inName(p, 'golv') && !oakFloor(p))],
    why: 'two words, one a compound part',
  },
  {
    q: 'ekgolv',
    kind: 'product',
    top5: productsWhere(oakFloor),
    never: [...paints, ...productsWhere((p) => inName(p, 'golv') && !oakFloor(p))],
    why: "the visitor's compound split",
  },
  {
    q: 'trägolv',
    kind: 'product',
    top5: productsWhere((p) => p.category === 'flooring' && ['parkett', 'tall', 'ek'].some((wood) => inName(p, wood))),
    // Not a wall's: paints, and what declares a fire class for walls and ceilings (no "fl").
    never: productsWhere((p) => p.category === 'paints' || (p.properties.fireClass !== undefined && !p.properties.fireClass.includes('fl'))),
    why: "an editor's synonym: golv, parkett, tall, ek",
  },
  { q: 'väggfärg', kind: 'product', top5: paints, never: productsWhere((p) => p.category === 'flooring'), why: "an editor's synonym: färg" },
  {
    q: 'vit matt',
    kind: 'surface',
    top5: surfaces.filter((s) => inName(s, 'vit') && s.finish === 'matt').map((s) => s.name.sv),
    never: surfaces.filter((s) => inName(s, 'vit') && s.finish === 'gloss').map((s) => s.name.sv),
    why: 'a colour and a finish named',
  },
  { q: 'badrum', kind: 'product', top5: productsWhere((p) => slipFrom(p, 'R10')), never: paints, why: "an editor's synonym with slip class R10 or higher" },
  {
    q: 'R10',
    kind: 'product',
    top5: productsWhere((p) => p.properties.slipResistance === 'R10'),
    never: productsWhere((p) => p.properties.slipResistance === undefined),
    why: 'a slip class',
  },
];

describe('the site search API (cms/src/api/site-search)', () => {
  it('is for the site alone: the public and signed-in users are refused', async () => {
    const user = await signedInUser();
    for (const token of [undefined, user.jwt]) expect((await cms('/site-search?locale=sv&q=ek', { token })).status).toBe(403);
  });

  it.each(RELEVANCE)('$locale "$q" finds $first first ($why)', async ({ locale, q, kind, first }) => {
    const answer = await search(q, locale);
    const names = answer[kind].data.map((hit) => hit.name ?? hit.title);
    expect(names[0], JSON.stringify(names)).toBe(first);
    expect(answer[kind].total).toBeGreaterThanOrEqual(answer[kind].data.length);
  });

  it.each(MUST_PASS)('must pass: sv "$q" has its $kind hits in the first five ($why)', async ({ q, kind, top5, never }) => {
    // Facts about the seed, so a changed catalogue fails here rather than passes with nothing to find.
    expect(top5.length, q).toBeGreaterThan(0);
    expect(top5.length, q).toBeLessThanOrEqual(5);
    expect(never.length, q).toBeGreaterThan(0);
    const names = (await search(q, 'sv', `&kinds=${kind}&limit=50&counts=false`))[kind].data.map((hit) => hit.name);
    expect(names.slice(0, 5), JSON.stringify(names)).toEqual(expect.arrayContaining(top5));
    expect(
      names.filter((name) => name !== undefined && never.includes(name)),
      JSON.stringify(names),
    ).toEqual([]);
  });

  it('needs every word: a word nothing has leaves nothing, however good the others', async () => {
    const answer = await search('kalkfärg zqxwv', 'sv');
    for (const kind of ['product', 'surface', 'producer', 'page'] as const) expect(answer[kind]).toEqual({ data: [], total: 0 });
  });

  it('forgives a typo only in words of five letters or more', async () => {
    // "kakle" (5) is one swap from "kakel"; "kaek" (4) is one letter from "kakel"'s prefix "kak", but short words must be right.
    expect((await search('kakle', 'sv')).product.data.map((p) => p.name)).toContain(product('Handglaserat kakel').sv);
    expect((await search('golw', 'sv')).product.data).toEqual([]);
  });

  it('counts each kind apart, and the limit caps the hits, not the count', async () => {
    const all = await search('ek', 'sv');
    const few = await search('ek', 'sv', '&limit=1&kinds=product,surface');
    expect(Object.keys(few).sort()).toEqual(['product', 'surface']);
    expect(few.product.data).toHaveLength(1);
    expect(few.product.total).toBe(all.product.total);
    expect(all.product.total).toBeGreaterThan(1);
    expect(all.surface.total).toBeGreaterThan(1);
    expect((await search('ek', 'sv', '&counts=false')).product.total).toBeNull();
  });

  it('suggests by names only as a visitor types: every word so far, the last one a prefix', async () => {
    const names = async (q: string) => (await search(q, 'sv', '&match=names&counts=false&limit=5&kinds=product')).product.data.map((p) => p.name);
    expect(await names('handglas')).toEqual([product('Handglaserat kakel').sv]);
    expect(await names('kakel handg')).toEqual([product('Handglaserat kakel').sv]);
    expect(await names('kalkfarg')).toEqual([product('Kalkfärg').sv]);
    // No product's name has a word starting with "golv", but three end in one.
    expect(await names('golv')).toEqual(['Korkgolv natur', 'Tallgolv bredplank', 'Laminatgolv nordisk ek']);
    expect((await search('golv', 'sv', '&match=names&kinds=producer')).producer.data.map((p) => p.name)).toEqual(['Norrskog Golv']);
    // An article number as it is typed.
    expect((await search('ns-1043-0', 'sv', '&match=names&kinds=surface')).surface.data.map((s) => s.articleNumber).sort()).toEqual(
      data.surfaces
        .filter((s) => s.articleNumber.startsWith('NS-1043-0'))
        .map((s) => s.articleNumber)
        .sort(),
    );
  });

  it('splits Swedish compounds in the catalogue: a word finds the compounds it ends or begins', async () => {
    const names = async (q: string) => (await search(q, 'sv')).product.data.map((p) => p.name);
    expect((await names('parkett')).slice(0, 2).sort()).toEqual([product('Ekparkett rustik').sv, product('Fiskbensparkett ek').sv]);
    expect((await names('panel')).slice(0, 2).sort()).toEqual([product('Akustikpanel filt').sv, product('Ribbpanel lamell').sv]);
    expect(await names('spont')).toEqual([product('Pärlspont').sv]);
    // Linking letters: fiskben-s-parkett, linolj-e-färg (a → e), storformat-s-klinker.
    expect((await names('fiskben'))[0]).toBe(product('Fiskbensparkett ek').sv);
    expect((await names('linolja'))[0]).toBe(product('Linoljefärg').sv);
    expect((await names('storformat klinker'))[0]).toBe(product('Storformatsklinker betong').sv);
    // A part ranks below the whole word: "ek" alone in a name first, "Ekparkett" after.
    const ek = await names('ek');
    expect(ek.indexOf(product('Fiskbensparkett ek').sv)).toBeLessThan(ek.indexOf(product('Ekparkett rustik').sv));
  });

  it('ranks a compound part above a typo: "plank" finds bredplank before blank', async () => {
    // "plank" is the end of "bredplank" (bred + plank) and one letter from "blank".
    const names = (await search('plank', 'sv')).product.data.map((p) => p.name);
    const part = names.indexOf(product('Tallgolv bredplank').sv);
    const typo = names.indexOf(product('Snickerifärg blank').sv);
    expect(part).toBe(0);
    expect(typo).toBeGreaterThan(part);
  });

  it("splits the visitor's compounds too: ekgolv finds an oak floor named in two words", async () => {
    const names = async (q: string) => (await search(q, 'sv')).product.data.map((p) => p.name);
    expect(await names('ekgolv')).toEqual([product('Laminatgolv nordisk ek').sv]);
    expect(await names('ekgolvet')).toEqual([product('Laminatgolv nordisk ek').sv]);
    expect(await names('plankgolv')).toEqual([product('Tallgolv bredplank').sv]);
  });

  it('finds a surface by its NCS code with or without its S, spaces, dashes or capitals', async () => {
    const vitoljad = data.surfaces.find((s) => s.ncs === 'S 1515-Y20R')!.name.sv;
    for (const q of ['S 1515-Y20R', '1515-Y20R', '1515-y20r', 's1515y20r', '1515 y20r']) {
      expect((await search(q, 'sv')).surface.data.map((s) => s.name)[0], q).toBe(vitoljad);
    }
    expect((await search('0300-N', 'sv')).surface.data.map((s) => s.name)).toEqual([data.surfaces.find((s) => s.ncs === 'S 0300-N')!.name.sv]);
  });

  it("suggests by a compound's part as typed so far", async () => {
    const names = async (q: string) => (await search(q, 'sv', '&match=names&counts=false&limit=5&kinds=product')).product.data.map((p) => p.name);
    expect((await names('parke')).sort()).toEqual([product('Ekparkett rustik').sv, product('Fiskbensparkett ek').sv]);
    expect(await names('ekgolv')).toEqual([product('Laminatgolv nordisk ek').sv]);
  });

  it('offers the spelling that would find something when nothing is found, and only then', async () => {
    const ask = async (q: string, extra = '') =>
      (await cms(`/site-search?locale=sv&q=${encodeURIComponent(q)}${extra}`, asSite)).body as { data: Answer; meta?: { didYouMean?: string } };
    // Two letters off, past the one typo the search forgives.
    const missed = await ask('kalkfergg');
    expect(missed.data.product.data).toEqual([]);
    expect(missed.meta?.didYouMean).toBe('kalkfärg');
    expect((await ask('handglasseratt kakel')).meta?.didYouMean).toBe('handglaserat kakel');
    // The words kept are spelled as typed: "färg" is in no hit's name as a word of its own.
    expect((await ask('snickerifergg vit färg')).meta?.didYouMean).toBe('snickerifärg vit färg');
    expect((await ask('kalkfärg')).meta).toBeUndefined();
    expect((await ask('kalkfergg', '&match=names')).meta).toBeUndefined();
    expect((await ask('zqxwvzqxwv')).meta).toBeUndefined();
  });

  it('expands words by the synonyms editors keep, and follows their edits without a restart', async () => {
    const names = async (q: string) => (await search(q, 'sv')).product.data.map((p) => p.name);
    // The starter set: trägolv means golv, parkett, tall, ek; badrum klinker, kakel, våtrum.
    expect(await names('trägolv')).toEqual(expect.arrayContaining([product('Tallgolv bredplank').sv, product('Ekparkett rustik').sv]));
    expect(await names('badrum')).toEqual(expect.arrayContaining([product('Terrakottaklinker').sv, product('Kompaktlaminat').sv]));
    expect(await names('hardwood')).toEqual([]);
    expect((await search('hardwood', 'en')).product.data.map((p) => p.name)).toContain(product('Tallgolv bredplank').en);

    const uid = 'api::search-synonym.search-synonym';
    const refused = script<{ error?: string }[]>(
      'create',
      uid,
      JSON.stringify({ term: 'halkfritt', means: 'klinker', filter: { slipResistance: { min: 'R99' } } }),
    );
    expect(refused[0]?.error).toContain('slipResistance');
    const [created] = script<{ documentId?: string }[]>('create', uid, JSON.stringify({ term: 'zebragolv', means: 'kork' }));
    expect(created?.documentId).toBeTruthy();
    const eventually = async (q: string, expected: string[]) => {
      for (let tries = 0; tries < 30 && JSON.stringify(await names(q)) !== JSON.stringify(expected); tries++) await new Promise((r) => setTimeout(r, 500));
      expect(await names(q)).toEqual(expected);
    };
    await eventually('zebragolv', [product('Korkgolv natur').sv]);
    script('update', uid, JSON.stringify({ term: 'zebragolv' }), 'sv', JSON.stringify({ means: 'bredplank' }));
    await eventually('zebragolv', [product('Tallgolv bredplank').sv]);
  });

  it('reads a question whose words mostly name filters as those filters: "vit matt golv" finds white, matt flooring', async () => {
    const names = async (q: string, locale: Locale, kind: 'product' | 'surface') => (await search(q, locale))[kind].data.map((hit) => hit.name);
    // No row's text holds all three words; Tallgolv bredplank is flooring with a white, matt surface (Kalkvit).
    expect(await names('vit matt golv', 'sv', 'product')).toEqual([product('Tallgolv bredplank').sv]);
    expect(await names('white matt floor', 'en', 'product')).toEqual([product('Tallgolv bredplank').en]);
    expect(await names('golv i vitt', 'sv', 'product')).toEqual([product('Tallgolv bredplank').sv]);
    const kalkvit = data.surfaces.find((s) => s.ncs === 'S 0804-Y30R')!.name;
    expect(await names('vit matt golv', 'sv', 'surface')).toContain(kalkvit.sv);
    expect(await names('white matt floor', 'en', 'surface')).toContain(kalkvit.en);
    // Grey, matt tiles: not the structured grey tile, not the grey cork floor.
    const tiles = await names('grå matt klinker', 'sv', 'surface');
    expect(tiles.sort()).toEqual(['Betonggrå', 'Kalksten']);
    // A name that says it ranks above a row that only has the filter's value.
    const matt = await names('vit matt', 'sv', 'surface');
    expect(matt.indexOf('Polarvit')).toBeLessThan(matt.indexOf('Äggskal'));
    expect(matt).not.toContain('Snövit');
    // A fire class, which the words would split, and a slip class with a word for a category.
    expect(await names('Bfl-s1', 'sv', 'product')).toEqual([product('Laminatgolv nordisk ek').sv]);
    expect(await names('klinker r10', 'sv', 'product')).toEqual([product('Storformatsklinker betong').sv]);
    // A word alone is searched as a word: "klinker" is not every tile.
    expect(await names('klinker', 'sv', 'product')).not.toContain(product('Handglaserat kakel').sv);
  });

  it("applies the filter an editor's synonym carries: badrum finds surfaces of slip class R10 or higher, and says so", async () => {
    const ask = async (q: string, locale: Locale) =>
      (await cms(`/site-search?locale=${locale}&q=${encodeURIComponent(q)}`, asSite)).body as {
        data: Answer;
        meta?: { filters?: { word: string; filter: object }[] };
      };
    const slipSurfaces = (classes: string[]) =>
      data.surfaces.filter((s) => classes.includes(data.products.find((p) => p.key === s.product)!.properties.slipResistance ?? '')).map((s) => s.name);
    const badrum = await ask('badrum', 'sv');
    expect(badrum.data.surface.data.map((s) => s.name).sort()).toEqual(
      slipSurfaces(['R10', 'R11', 'R12', 'R13'])
        .map((n) => n.sv)
        .sort(),
    );
    expect(badrum.meta?.filters).toEqual([{ word: 'badrum', filter: { slipResistance: { min: 'R10' } } }]);
    expect((await ask('bathroom', 'en')).data.surface.data.map((s) => s.name).sort()).toEqual(
      slipSurfaces(['R10', 'R11', 'R12', 'R13'])
        .map((n) => n.en)
        .sort(),
    );
    expect((await ask('klinker', 'sv')).meta).toBeUndefined();

    // An editor raises it to R11: within the cache's age, without a restart.
    const uid = 'api::search-synonym.search-synonym';
    const setFilter = (min: string) => script('update', uid, JSON.stringify({ term: 'badrum' }), 'sv', JSON.stringify({ filter: { slipResistance: { min } } }));
    setFilter('R11');
    try {
      const expected = slipSurfaces(['R11', 'R12', 'R13'])
        .map((n) => n.sv)
        .sort();
      for (
        let tries = 0;
        tries < 30 && JSON.stringify((await ask('badrum', 'sv')).data.surface.data.map((s) => s.name).sort()) !== JSON.stringify(expected);
        tries++
      ) {
        await new Promise((r) => setTimeout(r, 500));
      }
      const raised = await ask('badrum', 'sv');
      expect(raised.data.surface.data.map((s) => s.name).sort()).toEqual(expected);
      expect(raised.meta?.filters).toEqual([{ word: 'badrum', filter: { slipResistance: { min: 'R11' } } }]);
    } finally {
      setFilter('R10');
    }
  });

  it('refuses bad questions with a 400 that names the parameter', async () => {
    for (const [query, name] of [
      ['q=ek', 'locale'],
      ['locale=sv', 'q'],
      ['locale=sv&q=', 'q'],
      [`locale=sv&q=${'a'.repeat(101)}`, 'q'],
      ['locale=sv&q=ek&kinds=user', 'kinds'],
      ['locale=sv&q=ek&limit=0', 'limit'],
      ['locale=sv&q=ek&limit=51', 'limit'],
      ['locale=sv&q=ek&counts=maybe', 'counts'],
      ['locale=sv&q=ek&match=summaries', 'match'],
      ['locale=sv&q=ek&q=ok', 'q'],
    ] as const) {
      const { status, body } = await cms(`/site-search?${query}`, asSite);
      expect(status, query).toBe(400);
      expect(body.error?.message, query).toContain(name);
    }
  });

  it('follows edits: a renamed product is found by its new name at once, and no longer by its old one', async () => {
    const slug = data.products.find((p) => p.name.sv === 'Kompaktlaminat')!.slug.sv;
    const update = (values: object) => script('update', 'api::product.product', JSON.stringify({ slug }), 'sv', JSON.stringify(values));
    update({ name: 'Zebraskiva kompakt' });
    try {
      expect((await search('zebraskiva', 'sv')).product.data.map((p) => p.name)).toEqual(['Zebraskiva kompakt']);
      expect((await search('kompaktlaminat', 'sv')).product.data.map((p) => p.name)).not.toContain('Kompaktlaminat');
    } finally {
      update({ name: 'Kompaktlaminat' });
    }
    expect((await search('zebraskiva', 'sv')).product.data).toEqual([]);
    expect((await search('kompaktlaminat', 'sv')).product.data.map((p) => p.name)).toContain('Kompaktlaminat');
  });
});
