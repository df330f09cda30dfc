import qs from 'qs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deltaE2000, type Lab } from '@ytbanken/domain/colour/ciede2000';
import { meetsFire, meetsSlip, meetsUse } from '@ytbanken/domain/catalogue/class-order';
import { signedInUser } from './accounts';
import { cms } from './api';
import { DECLARATION_FIELDS, productCarbon, type Declaration, type Generic } from './climate-figures';
import { generateCatalogue } from './script';

const asSite = { token: inject('cmsToken') };

interface Surface {
  id: number;
  documentId: string;
  lab: Lab | null;
  category: string | null;
  fire: string | null;
  slip: string | null;
  use: number | null;
  /** Worked out here: its product's A1–A3 per m² (own EPD, else the category's generic value). */
  carbon: number | null;
  fromEpd: boolean;
}
interface Alternative {
  documentId: string;
  deltaE: number;
  carbon: { a1a3: number; fromEpd: boolean; savingKg: number; savingPercent: number };
}

/** A surface as the REST API answers it, with its product's classes and EPD. */
interface Row {
  id: number;
  documentId: string;
  labL: number | null;
  labA: number | null;
  labB: number | null;
  product: {
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
  fields: ['labL', 'labA', 'labB'],
  populate: {
    product: { fields: ['category', 'fireClass', 'slipResistance', 'useClass', 'thickness'], populate: { declaration: { fields: DECLARATION_FIELDS } } },
  },
};

/** Every published Swedish surface with its product's classes and figure, page by page through REST: the brute force's catalogue. */
async function allSurfaces(): Promise<Surface[]> {
  const generics = (await cms('/generic-climate-values?pagination[pageSize]=100', asSite)).body.data as Generic[];
  const rows: Row[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const { status, body } = await cms(`/surfaces?${qs.stringify({ ...SURFACES, pagination: { page, pageSize: 100 } }, { encodeValuesOnly: true })}`, asSite);
    expect(status).toBe(200);
    rows.push(...(body.data as Row[]));
    pages = body.meta!.pagination!.pageCount!;
  }
  return rows.map(({ id, documentId, labL, labA, labB, product }) => ({
    id,
    documentId,
    lab: labL == null || labA == null || labB == null ? null : { L: Number(labL), a: Number(labA), b: Number(labB) },
    category: product?.category ?? null,
    fire: product?.fireClass ?? null,
    slip: product?.slipResistance ?? null,
    use: product?.useClass ?? null,
    carbon: product ? productCarbon(product, generics) : null,
    fromEpd: Boolean(product?.declaration),
  }));
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The answer the slow way: every surface of the catalogue, from any producer, of the same
 * category, within ΔE00 3, declaring the same or stricter classes where the shown surface
 * declares them (`classes` false: classes left out), with a lower figure; greatest saving first.
 */
function bruteForce(all: Surface[], shown: Surface, classes = true) {
  return all
    .filter((s) => s !== shown && s.lab && s.category === shown.category && s.carbon !== null && s.carbon < shown.carbon!)
    .filter((s) => !classes || (meetsFire(s.fire, shown.fire) && meetsSlip(s.slip, shown.slip) && meetsUse(s.use, shown.use)))
    .map((s) => ({ s, deltaE: deltaE2000(shown.lab!, s.lab!) }))
    .filter(({ deltaE }) => deltaE <= 3)
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

describe('the same look, less carbon (cms/src/api/less-carbon)', () => {
  let all: Surface[];

  beforeAll(async () => {
    generateCatalogue('--surfaces', '2500', '--producers', '25', '--products', '500', '--seed', 'less-carbon');
    all = await allSurfaces();
  });

  afterAll(() => generateCatalogue('--remove'));

  it('is for the site alone: the public and signed-in users are refused', async () => {
    const user = await signedInUser();
    const surface = all[0]!.documentId;
    for (const token of [undefined, user.jwt]) expect((await cms(`/less-carbon?locale=sv&surface=${surface}`, { token })).status).toBe(403);
  });

  it('equals a brute-force search of the whole catalogue: same category, ΔE00 3, classes the same or stricter, lower A1–A3, greatest saving first', async () => {
    const comparable = all.filter((s) => s.lab && s.carbon !== null);
    // Surfaces spread over the catalogue, and as many again that have alternatives (the catalogue holds few close matches).
    const spread = comparable.filter((_, i) => i % 23 === 0);
    const withAlternatives = comparable.filter((s, i) => i % 3 === 0 && !spread.includes(s) && bruteForce(all, s).length > 0).slice(0, spread.length);
    const picks = [...spread, ...withAlternatives];
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

  it('answers nothing where nothing is lower, and refuses a bad or unknown surface', async () => {
    // The lowest figure of the catalogue has nothing lower in its category.
    const lowest = all.filter((s) => s.lab && s.carbon !== null).reduce((x, y) => (y.carbon! < x.carbon! ? y : x));
    const answer = await cms(`/less-carbon?locale=sv&surface=${lowest.documentId}`, asSite);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
    expect((await cms('/less-carbon?locale=sv&surface=aaaaaaaaaaaaaaaaaaaaaaaa', asSite)).status).toBe(404);
    const bad = await cms('/less-carbon?locale=sv&surface=not-an-id', asSite);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('surface');
    expect((await cms(`/less-carbon?surface=${all[0]!.documentId}`, asSite)).status).toBe(400);
  });
});
