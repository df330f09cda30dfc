import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deltaE2000, type Lab } from '@ytbanken/domain/colour/ciede2000';
import { SAME_LOOK_LIMIT } from '@ytbanken/domain/colour/bands';
import { meetsFire, meetsSlip, meetsUse } from '@ytbanken/domain/catalogue/class-order';
import { squareMetreSpec, writeArchive } from '../support/ilcd-files';
import { signedInUser } from './accounts';
import { cms } from './api';
import { DECLARATION_FIELDS, epdCarbon, productCarbon, type Declaration, type Generic } from './climate-figures';
import { generateCatalogue, importEpdInRunner } from './script';

const asSite = { token: inject('cmsToken') };

interface Surface {
  id: number;
  documentId: string;
  name: string;
  product: string | null;
  lab: Lab | null;
  category: string | null;
  fire: string | null;
  slip: string | null;
  use: number | null;
  /** Worked out here: its own EPD's A1–A3 per m² where it has one, else its product's (own EPD, else the category's generic value). */
  carbon: number | null;
  fromEpd: boolean;
  /** Its product's figure alone, as the list compared before surfaces had EPDs of their own. */
  productCarbon: number | null;
  productFromEpd: boolean;
  ownEpd: boolean;
}
interface Alternative {
  documentId: string;
  deltaE: number;
  carbon: { a1a3: number; fromEpd: boolean; savingKg: number; savingPercent: number };
}

/** A surface as the REST API answers it, with its own EPD and its product's classes and EPD. */
interface Row {
  id: number;
  documentId: string;
  name: string;
  labL: number | null;
  labA: number | null;
  labB: number | null;
  declaration: Declaration | null;
  product: {
    documentId: string;
    category: string;
    fireClass: string | null;
    slipResistance: string | null;
    useClass: number | null;
    thickness: number | string | null;
    declaration: Declaration | null;
  } | null;
}

const SURFACES = {
  locale: 'sv',
  fields: ['name', 'labL', 'labA', 'labB'],
  populate: {
    declaration: { fields: DECLARATION_FIELDS },
    product: { fields: ['category', 'fireClass', 'slipResistance', 'useClass', 'thickness'], populate: { declaration: { fields: DECLARATION_FIELDS } } },
  },
};

/** Every published Swedish surface with its own EPD and its product's classes and figure, page by page through REST: the brute force's catalogue. */
async function allSurfaces(): Promise<Surface[]> {
  const generics = (await cms('/generic-climate-values?pagination[pageSize]=100', asSite)).body.data as Generic[];
  const rows: Row[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const { status, body } = await cms(`/surfaces?${qs.stringify({ ...SURFACES, pagination: { page, pageSize: 100 } }, { encodeValuesOnly: true })}`, asSite);
    expect(status).toBe(200);
    rows.push(...(body.data as Row[]));
    pages = body.meta!.pagination!.pageCount!;
  }
  return rows.map(({ id, documentId, name, labL, labA, labB, declaration, product }) => {
    const ofProduct = product ? productCarbon(product, generics) : null;
    const thickness = product?.thickness == null ? null : Number(product.thickness);
    return {
      id,
      documentId,
      name,
      product: product?.documentId ?? null,
      lab: labL == null || labA == null || labB == null ? null : { L: Number(labL), a: Number(labA), b: Number(labB) },
      category: product?.category ?? null,
      fire: product?.fireClass ?? null,
      slip: product?.slipResistance ?? null,
      use: product?.useClass ?? null,
      carbon: declaration && product ? epdCarbon(declaration, thickness) : ofProduct,
      fromEpd: Boolean(declaration ?? product?.declaration),
      productCarbon: ofProduct,
      productFromEpd: Boolean(product?.declaration),
      ownEpd: Boolean(declaration),
    };
  });
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Each surface with only its product's figure: the catalogue as the list saw it when it ignored a surface's own EPD. */
const productFiguresOnly = (all: Surface[]) => all.map((s) => ({ ...s, carbon: s.productCarbon, fromEpd: s.productFromEpd }));

/**
 * The answer the slow way: every surface of the catalogue, from any producer, of the same
 * category, within the same look's ΔE00 (the bands' SAME_LOOK_LIMIT), declaring the same or
 * stricter classes where the shown surface declares them (`classes` false: classes left out),
 * with a lower figure; greatest saving first.
 */
function bruteForce(all: Surface[], shown: Surface, classes = true) {
  return all
    .filter((s) => s.id !== shown.id && s.lab && s.category === shown.category && s.carbon !== null && s.carbon < shown.carbon!)
    .filter((s) => !classes || (meetsFire(s.fire, shown.fire) && meetsSlip(s.slip, shown.slip) && meetsUse(s.use, shown.use)))
    .map((s) => ({ s, deltaE: deltaE2000(shown.lab!, s.lab!) }))
    .filter(({ deltaE }) => deltaE <= SAME_LOOK_LIMIT)
    .sort((x, y) => x.s.carbon! - y.s.carbon! || x.deltaE - y.deltaE || x.s.id - y.s.id)
    .slice(0, 6)
    .map(({ s, deltaE }) => ({
      documentId: s.documentId,
      deltaE: round(deltaE, 2),
      carbon: {
        a1a3: round(s.carbon!, 2),
        fromEpd: s.fromEpd,
        savingKg: round(shown.carbon! - s.carbon!, 2),
        savingPercent: round(((shown.carbon! - s.carbon!) / shown.carbon!) * 100, 1),
      },
    }));
}

const answerOf = (data: Alternative[]) => data.map(({ documentId, deltaE, carbon }) => ({ documentId, deltaE, carbon }));

/** Imports an EPD per m² of `a1a3` kg CO₂e as the surface's own, as npm run import:epd -- --surface does. */
async function giveOwnEpd(surface: Surface, i: number, a1a3: number) {
  const [file] = writeArchive(mkdtempSync(path.join(tmpdir(), 'own-epd-')), [squareMetreSpec(i, 'OWN', a1a3)]);
  const { lines, ...answer } = await importEpdInRunner('--surface', surface.documentId, file!);
  expect(answer, lines.join('\n')).toEqual({ created: 1, updated: 0, refusals: [] });
}

/** Each product's first surface by article number, as its page lists them (and the cms looks at). */
async function firstSurfaces(): Promise<Map<string, string>> {
  const first = new Map<string, string>();
  const query = { locale: 'sv', fields: ['name'], populate: { surfaces: { fields: ['articleNumber'], sort: ['articleNumber:asc'] } } };
  for (let page = 1, pages = 1; page <= pages; page++) {
    const { status, body } = await cms(`/products?${qs.stringify({ ...query, pagination: { page, pageSize: 100 } }, { encodeValuesOnly: true })}`, asSite);
    expect(status).toBe(200);
    for (const product of body.data as { documentId: string; surfaces: { documentId: string }[] }[]) {
      if (product.surfaces[0]) first.set(product.documentId, product.surfaces[0].documentId);
    }
    pages = body.meta!.pagination!.pageCount!;
  }
  return first;
}

describe('the same look, less carbon (cms/src/api/less-carbon)', () => {
  let all: Surface[];
  /** Surfaces whose answer the surfaces' own EPDs below change. */
  let touched: Surface[];
  /** Surfaces with an EPD of their own before these (other files give demo surfaces one). */
  let ownBefore: number;

  beforeAll(async () => {
    generateCatalogue('--surfaces', '2500', '--producers', '25', '--products', '500', '--seed', 'less-carbon');
    const before = await allSurfaces();
    ownBefore = before.filter((s) => s.ownEpd).length;
    // Surfaces with alternatives, and some of those alternatives, get EPDs of their own that
    // differ from their products': an alternative now above the surface it was offered for,
    // a surface itself now far above its product's figure, a surface near one now far below it.
    const hubs = before.filter((s, i) => i % 7 === 0 && s.lab && s.carbon !== null && bruteForce(before, s).length > 0).slice(0, 3);
    expect(hubs.length).toBe(3);
    const [first, second, third] = hubs as [Surface, Surface, Surface];
    const best = before.find((s) => s.documentId === bruteForce(before, first)[0]!.documentId)!;
    const offered = new Set(bruteForce(before, third).map((a) => a.documentId));
    const taken = new Set([first.id, second.id, third.id, best.id]);
    const meets = (s: Surface) => meetsFire(s.fire, third.fire) && meetsSlip(s.slip, third.slip) && meetsUse(s.use, third.use);
    const near = before.find(
      (s) =>
        !taken.has(s.id) &&
        !offered.has(s.documentId) &&
        s.lab &&
        s.category === third.category &&
        meets(s) &&
        deltaE2000(third.lab!, s.lab) <= SAME_LOOK_LIMIT,
    );
    await giveOwnEpd(best, 1, round(first.carbon! + 5, 2));
    await giveOwnEpd(second, 2, round(second.carbon! * 3 + 1, 2));
    await giveOwnEpd(near ?? before.find((s) => s.documentId === bruteForce(before, third).at(-1)!.documentId)!, 3, 0.01);
    all = await allSurfaces();
    touched = hubs.map((hub) => all.find((s) => s.id === hub.id)!);
  }, 600_000);

  afterAll(() => generateCatalogue('--remove'));

  it('is for the site alone: the public and signed-in users are refused', async () => {
    const user = await signedInUser();
    const surface = all[0]!.documentId;
    for (const token of [undefined, user.jwt]) expect((await cms(`/less-carbon?locale=sv&surface=${surface}`, { token })).status).toBe(403);
  });

  it('equals a brute-force search of the whole catalogue: same category, within the same look, classes the same or stricter, lower A1–A3, greatest saving first', async () => {
    const comparable = all.filter((s) => s.lab && s.carbon !== null);
    // Surfaces spread over the catalogue, and as many again that have alternatives (the catalogue holds few close matches).
    const spread = comparable.filter((_, i) => i % 23 === 0);
    const withAlternatives = comparable.filter((s, i) => i % 3 === 0 && !spread.includes(s) && bruteForce(all, s).length > 0).slice(0, spread.length);
    const picks = [...spread, ...withAlternatives, ...touched, ...all.filter((s) => s.ownEpd)];
    expect(spread.length).toBeGreaterThan(50);
    expect(withAlternatives.length).toBeGreaterThan(20);
    let found = 0;
    let narrowedByClasses = 0;
    for (const shown of picks) {
      const { status, body } = await cms(`/less-carbon?locale=sv&surface=${shown.documentId}`, asSite);
      expect(status, shown.documentId).toBe(200);
      const expected = bruteForce(all, shown);
      expect(answerOf(body.data as Alternative[]), shown.documentId).toEqual(expected);
      expect(body.meta).toEqual({ carbon: { a1a3: round(shown.carbon!, 2), fromEpd: shown.fromEpd }, complete: true });
      found += expected.length;
      if (JSON.stringify(bruteForce(all, shown, false)) !== JSON.stringify(expected)) narrowedByClasses++;
    }
    // The comparison is worth something only where there was something to compare, and where the classes mattered.
    expect(found).toBeGreaterThan(withAlternatives.length);
    expect(narrowedByClasses).toBeGreaterThan(0);
  });

  it("takes a surface's own EPD over its product's, for the surface looked at and for the ones offered", async () => {
    expect(all.filter((s) => s.ownEpd).length).toBe(ownBefore + 3);
    const byProducts = productFiguresOnly(all);
    for (const shown of touched) {
      const { body } = await cms(`/less-carbon?locale=sv&surface=${shown.documentId}`, asSite);
      const answer = answerOf(body.data as Alternative[]);
      expect(answer, shown.documentId).toEqual(bruteForce(all, shown));
      // Each of these answers differs from what the products' figures alone would give.
      expect(answer, shown.documentId).not.toEqual(
        bruteForce(
          byProducts,
          byProducts.find((s) => s.id === shown.id)!,
        ),
      );
    }
    // The surface far above its product's figure is compared at its own.
    const [, second] = touched;
    const { body } = await cms(`/less-carbon?locale=sv&surface=${second!.documentId}`, asSite);
    expect(body.meta).toMatchObject({ carbon: { a1a3: round(second!.carbon!, 2), fromEpd: true } });
    expect(second!.carbon).toBeGreaterThan(second!.productCarbon! * 2);
  });

  it("for a product: around its first surface by article number, against the product's own figure, naming that surface", async () => {
    const first = await firstSurfaces();
    const byId = new Map(all.map((s) => [s.documentId, s]));
    const asProduct = (surface: Surface): Surface => ({ ...surface, carbon: surface.productCarbon, fromEpd: surface.productFromEpd });
    const products = [...first.entries()].filter(([, surface]) => byId.get(surface)?.lab && byId.get(surface)?.productCarbon !== null);
    // Products spread over the catalogue, those with something to offer, and those whose first surface has an EPD of its own.
    const picks = [
      ...products.filter((_, i) => i % 17 === 0),
      ...products.filter(([, surface]) => bruteForce(all, asProduct(byId.get(surface)!)).length > 0).slice(0, 20),
      ...products.filter(([, surface]) => byId.get(surface)!.ownEpd),
    ];
    expect(picks.length).toBeGreaterThan(30);
    let found = 0;
    for (const [product, surface] of picks) {
      const look = byId.get(surface)!;
      const { status, body } = await cms(`/less-carbon?locale=sv&product=${product}`, asSite);
      expect(status, product).toBe(200);
      const expected = bruteForce(all, asProduct(look));
      expect(answerOf(body.data as Alternative[]), product).toEqual(expected);
      expect(body.meta).toEqual({
        carbon: { a1a3: round(look.productCarbon!, 2), fromEpd: look.productFromEpd },
        complete: true,
        look: { documentId: look.documentId, name: look.name },
      });
      found += expected.length;
    }
    expect(found).toBeGreaterThan(20);
  });

  it('answers nothing where nothing is lower, and refuses a bad or unknown surface or product', async () => {
    // The lowest figure of the catalogue has nothing lower in its category.
    const lowest = all.filter((s) => s.lab && s.carbon !== null).reduce((x, y) => (y.carbon! < x.carbon! ? y : x));
    const answer = await cms(`/less-carbon?locale=sv&surface=${lowest.documentId}`, asSite);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
    expect((await cms('/less-carbon?locale=sv&surface=aaaaaaaaaaaaaaaaaaaaaaaa', asSite)).status).toBe(404);
    expect((await cms('/less-carbon?locale=sv&product=aaaaaaaaaaaaaaaaaaaaaaaa', asSite)).status).toBe(404);
    const bad = await cms('/less-carbon?locale=sv&surface=not-an-id', asSite);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('surface');
    const badProduct = await cms('/less-carbon?locale=sv&product=not-an-id', asSite);
    expect(badProduct.status).toBe(400);
    expect(badProduct.body.error?.message).toContain('product');
    const both = await cms(`/less-carbon?locale=sv&surface=${lowest.documentId}&product=${lowest.product}`, asSite);
    expect(both.status).toBe(400);
    expect((await cms(`/less-carbon?surface=${all[0]!.documentId}`, asSite)).status).toBe(400);
  });
});
