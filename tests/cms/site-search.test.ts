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
  { locale: 'sv', q: 'golv', kind: 'product', first: product('Storformatsklinker betong').sv, why: 'the whole word in a summary' },
  { locale: 'sv', q: 'golvet', kind: 'product', first: product('Storformatsklinker betong').sv, why: 'Swedish stem' },
  { locale: 'sv', q: 'golven', kind: 'product', first: product('Storformatsklinker betong').sv, why: 'Swedish stem' },
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
    // "golv" is in summaries and inside compound names, but no name has a word starting with it but Norrskog Golv's producer.
    expect(await names('golv')).toEqual([]);
    expect((await search('golv', 'sv', '&match=names&kinds=producer')).producer.data.map((p) => p.name)).toEqual(['Norrskog Golv']);
    // An article number as it is typed.
    expect((await search('ns-1043-0', 'sv', '&match=names&kinds=surface')).surface.data.map((s) => s.articleNumber).sort()).toEqual(
      data.surfaces
        .filter((s) => s.articleNumber.startsWith('NS-1043-0'))
        .map((s) => s.articleNumber)
        .sort(),
    );
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
