import qs from 'qs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deltaE2000, type Lab } from '@ytbanken/domain/colour/ciede2000';
import { signedInUser } from './accounts';
import { cms } from './api';
import { generateCatalogue, scriptInBackground } from './script';

const asSite = { token: inject('cmsToken') };

interface Surface {
  id: number;
  documentId: string;
  lab: Lab | null;
  producer: string | null;
  finish: string | null;
  lrv: number | null;
  category: string | null;
  slip: string | null;
  epd: boolean;
}
interface Neighbour {
  documentId: string;
  deltaE: number;
  product: { producer: { slug: string } | null } | null;
}

/** Every published Swedish surface, read a page at a time through REST: the brute force's catalogue. */
async function allSurfaces(): Promise<Surface[]> {
  const all: Surface[] = [];
  for (let page = 1; ; page++) {
    const query = qs.stringify(
      {
        locale: 'sv',
        fields: ['labL', 'labA', 'labB', 'finish', 'lrv'],
        populate: { product: { fields: ['category', 'slipResistance'], populate: { producer: { fields: ['slug'] }, epd: { fields: ['url'] } } } },
        pagination: { page, pageSize: 100 },
      },
      { encodeValuesOnly: true },
    );
    const { status, body } = await cms(`/surfaces?${query}`, asSite);
    expect(status).toBe(200);
    for (const s of body.data as {
      id: number;
      documentId: string;
      labL: number | null;
      labA: number | null;
      labB: number | null;
      finish: string | null;
      lrv: number | null;
      product?: { category: string; slipResistance: string | null; epd: { url: string } | null; producer?: { slug: string } | null } | null;
    }[]) {
      all.push({
        id: s.id,
        documentId: s.documentId,
        lab: s.labL == null || s.labA == null || s.labB == null ? null : { L: Number(s.labL), a: Number(s.labA), b: Number(s.labB) },
        producer: s.product?.producer?.slug ?? null,
        finish: s.finish,
        lrv: s.lrv == null ? null : Number(s.lrv),
        category: s.product?.category ?? null,
        slip: s.product?.slipResistance ?? null,
        epd: Boolean(s.product?.epd),
      });
    }
    const { total } = body.meta!.pagination!;
    if (page * 100 >= total) return all;
  }
}

/** The answer the slow way: ΔE00 to every surface of the catalogue, by the site's own implementation. */
function bruteForce(all: Surface[], lab: Lab, limit: number, count: number, except?: Surface) {
  return (
    all
      .filter((s) => s.lab && s !== except && (!except?.producer || s.producer !== except.producer))
      .map((s) => ({ id: s.id, documentId: s.documentId, deltaE: deltaE2000(lab, s.lab!) }))
      .filter((s) => s.deltaE <= limit)
      // Ties (the same declared colour twice) in the cms's order: by row id.
      .sort((x, y) => x.deltaE - y.deltaE || x.id - y.id)
      .slice(0, count)
  );
}

const near = (answer: { documentId: string; deltaE: number }[]) => answer.map((s) => ({ documentId: s.documentId, deltaE: Math.round(s.deltaE * 100) / 100 }));

const COLOURS: Lab[] = [
  { L: 50, a: 0, b: 0 },
  { L: 85, a: 2, b: 12 },
  { L: 40, a: 35, b: 25 },
  { L: 30, a: 10, b: -40 },
  { L: 70, a: -25, b: 20 },
];
const FILTERED: { query: string; keep: (s: Surface) => boolean }[] = [
  { query: 'category=flooring&category=laminates', keep: (s) => ['flooring', 'laminates'].includes(s.category ?? '') },
  { query: 'finish=matt&minLrv=30', keep: (s) => s.finish === 'matt' && s.lrv !== null && s.lrv >= 30 },
  { query: 'slip=R10&slip=R11&epd=true', keep: (s) => ['R10', 'R11'].includes(s.slip ?? '') && s.epd },
  { query: 'category=tiles&finish=gloss', keep: (s) => s.category === 'tiles' && s.finish === 'gloss' },
];
const FILTERED_AROUND: Lab[] = [
  { L: 60, a: 5, b: 20 },
  { L: 45, a: 0, b: 0 },
  { L: 75, a: -10, b: 5 },
];

/** Colours at the edges of the space, far from most of a generated catalogue: the closest few are well past ΔE00 5. */
const FAR: Lab[] = [
  { L: 2, a: 0, b: 0 },
  { L: 98, a: -120, b: 120 },
  { L: 50, a: 127, b: -127 },
  { L: 70, a: -5, b: -110 },
];
const aroundSurface = (surface: Surface) => `locale=sv&surface=${surface.documentId}&count=6`;
const aroundColour = (lab: Lab, limit: number, count: number) => `locale=sv&L=${lab.L}&a=${lab.a}&b=${lab.b}&maxDeltaE=${limit}&count=${count}`;
const nearestAroundSurface = (surface: Surface) => `locale=sv&surface=${surface.documentId}&maxDeltaE=1&count=6&nearest=true`;
const nearestAroundColour = (lab: Lab) => `${aroundColour(lab, 1, 6)}&nearest=true`;

interface Answer {
  data: Neighbour[];
  meta: { complete: boolean };
}

describe('colour equivalents (cms/src/api/colour-neighbours)', () => {
  let all: Surface[];
  let picks: Surface[];
  /** Each question answered in the cms's own process both ways: candidates from SQL and from the catalogue index. */
  const bothWays = new Map<string, { sql: Answer; memory: Answer }>();

  /** The same question three ways: over HTTP (as the site asks), and in SQL and from memory. */
  async function answers(query: string): Promise<[string, Answer][]> {
    const { status, body } = await cms(`/colour-neighbours?${query}`, asSite);
    expect(status, query).toBe(200);
    const other = bothWays.get(query);
    expect(other, query).toBeDefined();
    return [
      [`http ${query}`, body as unknown as Answer],
      [`sql ${query}`, other!.sql],
      [`memory ${query}`, other!.memory],
    ];
  }

  beforeAll(async () => {
    generateCatalogue('--surfaces', '2500', '--producers', '25', '--products', '500', '--seed', 'colour-neighbours');
    all = await allSurfaces();
    picks = all.filter((s) => s.lab).filter((_, i) => i % 97 === 0);
    const queries = [
      ...picks.map(aroundSurface),
      ...COLOURS.flatMap((lab) => [1, 2, 5].map((limit) => aroundColour(lab, limit, 20))),
      ...FILTERED.flatMap(({ query }) => FILTERED_AROUND.map((lab) => `${aroundColour(lab, 5, 10)}&${query}`)),
      ...picks.map(nearestAroundSurface),
      ...FAR.map(nearestAroundColour),
    ];
    const both = await scriptInBackground<{ sql: Answer; memory: Answer }[]>('neighbours', JSON.stringify(queries));
    queries.forEach((query, i) => bothWays.set(query, both[i]!));
  });

  afterAll(() => generateCatalogue('--remove'));

  it('is for the site alone: the public and signed-in users are refused', async () => {
    const user = await signedInUser();
    for (const token of [undefined, user.jwt]) expect((await cms('/colour-neighbours?locale=sv&L=50&a=0&b=0', { token })).status).toBe(403);
  });

  it("equals a brute-force CIEDE2000 ranking of the whole catalogue around surfaces, other producers' only, in SQL and from memory", async () => {
    expect(picks.length).toBeGreaterThan(20);
    let found = 0;
    for (const surface of picks) {
      for (const [label, { data }] of await answers(aroundSurface(surface))) {
        expect(near(data), label).toEqual(near(bruteForce(all, surface.lab!, 5, 6, surface)));
        expect(data.every((s) => s.product?.producer?.slug !== surface.producer)).toBe(true);
        found += data.length;
      }
    }
    // The comparison is worth something only where there was something to compare.
    expect(found).toBeGreaterThan(picks.length * 3 * 3);
  });

  it('equals the brute force around a colour given as L*a*b*, for each ΔE00 limit, and nothing beyond the limit, in SQL and from memory', async () => {
    for (const lab of COLOURS) {
      for (const limit of [1, 2, 5]) {
        for (const [label, { data, meta }] of await answers(aroundColour(lab, limit, 20))) {
          expect(meta, label).toEqual({ complete: true });
          expect(near(data), label).toEqual(near(bruteForce(all, lab, limit, 20)));
          expect(data.every((s) => s.deltaE <= limit)).toBe(true);
        }
      }
    }
  });

  it("equals the brute force within the product list's filters, on the surface and on its product, in SQL and from memory", async () => {
    let found = 0;
    for (const { query, keep } of FILTERED) {
      for (const lab of FILTERED_AROUND) {
        for (const [label, { data }] of await answers(`${aroundColour(lab, 5, 10)}&${query}`)) {
          expect(near(data), label).toEqual(near(bruteForce(all.filter(keep), lab, 5, 10)));
          found += data.length;
        }
      }
    }
    expect(found).toBeGreaterThan(FILTERED.length * 3 * 3);
    const { status, body } = await cms('/colour-neighbours?locale=sv&L=50&a=0&b=0&fire=Z9', asSite);
    expect(status).toBe(400);
    expect(body.error?.message).toContain('fire');
  });

  it('with nearest=true, makes the answer up to count with the closest beyond the limit, as the brute force ranks the whole catalogue, in SQL and from memory', async () => {
    let beyond = 0;
    for (const surface of picks) {
      for (const [label, { data }] of await answers(nearestAroundSurface(surface))) {
        expect(near(data), label).toEqual(near(bruteForce(all, surface.lab!, Infinity, 6, surface)));
        beyond += data.filter((s) => s.deltaE > 1).length;
      }
    }
    for (const lab of FAR) {
      const expected = bruteForce(all, lab, Infinity, 6);
      // Each far colour is a question the limits alone leave empty.
      expect(expected[0]!.deltaE, JSON.stringify(lab)).toBeGreaterThan(5);
      for (const [label, { data, meta }] of await answers(nearestAroundColour(lab))) {
        expect(meta, label).toEqual({ complete: true });
        expect(near(data), label).toEqual(near(expected));
      }
    }
    expect(beyond).toBeGreaterThan(picks.length);
    // Without it, nothing past the limit, as before.
    const { body } = await cms(`/colour-neighbours?${aroundColour(FAR[0]!, 1, 6)}`, asSite);
    expect(body.data).toEqual([]);
  });

  it('refuses what is not a question with a 400 that names the parameter, and an unknown surface with a 404', async () => {
    for (const [query, name] of [
      ['L=50&a=0&b=0', 'locale'],
      ['locale=sv&L=50&a=0', 'b'],
      ['locale=sv&L=101&a=0&b=0', 'L'],
      ['locale=sv&L=50&a=0&b=0&maxDeltaE=3', 'maxDeltaE'],
      ['locale=sv&L=50&a=0&b=0&count=51', 'count'],
      ['locale=sv&L=50&a=0&b=0&nearest=yes', 'nearest'],
      ['locale=sv&surface=../x', 'surface'],
    ] as const) {
      const { status, body } = await cms(`/colour-neighbours?${query}`, asSite);
      expect(status, query).toBe(400);
      expect(body.error?.message, query).toContain(name);
    }
    expect((await cms(`/colour-neighbours?locale=sv&surface=${'z'.repeat(24)}`, asSite)).status).toBe(404);
  });
});
