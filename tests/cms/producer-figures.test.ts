import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { surfacesOfTwoProducers, type CatalogueSurface } from '../support/surfaces';
import { signedInUser } from './accounts';
import { adminEditor, cms, forVisitor, newVisitor, siteRead } from './api';
import { script } from './script';

type User = Awaited<ReturnType<typeof signedInUser>>;
type Kind = 'view' | 'save' | 'compare' | 'order';
type Week = { week: string } & Record<Kind, number | null>;
interface SurfaceFigures {
  documentId: string;
  name: string | null;
  articleNumber: string | null;
  weeks: Week[];
}
interface Figures {
  data: SurfaceFigures[];
  meta: { weeks: string[]; shownFrom: number; pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}
interface CountRow {
  surfaceId: string;
  producerId: string;
  week: string;
  views: number;
  saves: number;
  comparisons: number;
  orders: number;
}
const COLUMN = { view: 'views', save: 'saves', compare: 'comparisons', order: 'orders' } as const;

const COUNTS = 'api::surface-week-count.surface-week-count';
const as = (user: User | null, p: string, init: RequestInit = {}) => cms(p, { ...init, ...(user && { token: user.jwt }) });

/** A beacon as the site's server files it: its token, the visitor's address. */
const beacon = (kind: string, surfaces: unknown, visitor = newVisitor(), token: string | null = inject('cmsToken')) =>
  cms('/producer-figures/count', {
    method: 'POST',
    token: token ?? undefined,
    headers: forVisitor(visitor),
    body: JSON.stringify({ data: { kind, surfaces } }),
  });

/** The count rows `where` says, after changing them to `data` when given: the database's own, as no route lists them. */
const rows = (where: Record<string, unknown>, data?: Partial<CountRow>) =>
  script<CountRow[]>('find', COUNTS, JSON.stringify(where), ...(data ? [JSON.stringify(data)] : []));
/** The sum of one kind's counts over the rows `where` says. */
const countOf = (kind: Kind, where: Record<string, unknown> = {}) => rows(where).reduce((sum, row) => sum + row[COLUMN[kind]], 0);

async function figuresOf(user: User, query = '') {
  const answer = await as(user, `/producer-desk/figures${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as Figures;
}

const thisWeek = (figures: Figures, surface: string) => figures.data.find((s) => s.documentId === surface)?.weeks.at(-1);

let acme: User; // staff of producer A
let beta: User; // staff of producer B
let architect: User;
let surfaces: [CatalogueSurface, CatalogueSurface, CatalogueSurface];
let producerA: string;

beforeAll(async () => {
  [acme, beta, architect] = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
  surfaces = await surfacesOfTwoProducers('sv', async (p) => (await siteRead(p)).body);
  producerA = surfaces[0].product.producer.documentId;
  const editor = await adminEditor();
  await editor.makeProducerStaff(acme.email, [producerA]);
  await editor.makeProducerStaff(beta.email, [surfaces[2].product.producer.documentId]);
});

describe("the producers' figures", () => {
  it('counts a view once per visitor address, and sends no count below 5 at all', async () => {
    const surface = surfaces[0].documentId;
    const first = newVisitor();
    for (let i = 0; i < 3; i += 1) expect((await beacon('view', [surface], first)).status).toBe(204);
    for (let i = 0; i < 3; i += 1) expect((await beacon('view', [surface])).status).toBe(204);

    const few = await figuresOf(acme);
    expect(few.meta.shownFrom).toBe(5);
    expect(thisWeek(few, surface)).toMatchObject({ view: null });
    // Four views so far: the number is nowhere in the answer, not even beside the null.
    expect(JSON.stringify(few.data.find((s) => s.documentId === surface))).not.toMatch(/:4\b/);

    await beacon('view', [surface]);
    expect(thisWeek(await figuresOf(acme), surface)).toMatchObject({ view: 5 });
  });

  it('adds concurrent beacons in the database without losing one, and keeps each ISO week apart', async () => {
    const surface = surfaces[1].documentId;
    const answers = await Promise.all(Array.from({ length: 12 }, () => beacon('view', [surface])));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(204));
    const [current, ...more] = rows({ surfaceId: surface });
    expect(more).toEqual([]);
    expect(current).toMatchObject({ views: 12, producerId: producerA });

    const week = current!.week;
    const { weeks: period } = (await figuresOf(acme)).meta;
    expect(period.at(-1)).toBe(week);
    const previous = period.at(-2)!;
    rows({ surfaceId: surface, week }, { week: previous });
    await Promise.all(Array.from({ length: 6 }, () => beacon('view', [surface])));

    const figures = await figuresOf(acme);
    expect(figures.meta.weeks).toHaveLength(12);
    expect(figures.meta.weeks.at(-1)).toBe(week);
    expect(figures.meta.weeks.at(-2)).toBe(previous);
    const weeks = figures.data.find((s) => s.documentId === surface)!.weeks;
    expect(weeks.at(-1)).toMatchObject({ week, view: 6 });
    expect(weeks.at(-2)).toMatchObject({ week: previous, view: 12 });
    expect(weeks.slice(0, -2).every((w) => w.view === null)).toBe(true);
    // Most counted first: 18 views over the period against the other surface's 5.
    const order = figures.data.map((s) => s.documentId);
    expect(order.indexOf(surface)).toBeLessThan(order.indexOf(surfaces[0].documentId));
  });

  it("counts a save per account and a sample order's surfaces, whoever placed them", async () => {
    const surface = surfaces[2].documentId;
    const where = { surfaceId: surface };
    const saves = countOf('save', where);
    const orders = countOf('order', where);

    const saved = await as(architect, '/materials', { method: 'POST', body: JSON.stringify({ data: { surface } }) });
    expect(saved.status).toBe(201);
    expect(countOf('save', where)).toBe(saves + 1);
    // Removing and saving again within the window is no new save.
    const id = (saved.body.data as { documentId: string }).documentId;
    expect((await as(architect, `/materials/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await as(architect, '/materials', { method: 'POST', body: JSON.stringify({ data: { surface } }) })).status).toBe(201);
    expect(countOf('save', where)).toBe(saves + 1);

    const order = {
      name: `Arkitekt ${randomUUID().slice(0, 6)}`,
      email: architect.email,
      street: 'Storgatan 1',
      postalCode: '11122',
      city: 'Stockholm',
      country: 'SE',
      language: 'sv',
      surfaces: [surface, surfaces[0].documentId],
    };
    const placed = await cms('/sample-orders', {
      method: 'POST',
      token: architect.jwt,
      headers: forVisitor(newVisitor()),
      body: JSON.stringify({ data: order }),
    });
    expect(placed.status).toBe(201);
    expect(countOf('order', where)).toBe(orders + 1);
  });

  it("keeps each producer to its own surfaces' figures, and everyone else out", async () => {
    const mine = (await figuresOf(acme, '?pageSize=500')).data.map((s) => s.documentId);
    expect(mine).toContain(surfaces[0].documentId);
    expect(mine).not.toContain(surfaces[2].documentId);
    const theirs = (await figuresOf(beta, '?pageSize=500')).data.map((s) => s.documentId);
    expect(theirs).toContain(surfaces[2].documentId);
    expect(theirs).not.toContain(surfaces[0].documentId);

    for (const [who, user] of [
      ['anonymous', null],
      ['architect', architect],
    ] as const) {
      const answer = await as(user, '/producer-desk/figures');
      expect(answer.status, who).toBe(403);
      expect(answer.body.data ?? null, who).toBeNull();
    }
    // The site's own token files beacons, but reads no figures; no route lists the counts.
    expect((await cms('/producer-desk/figures', { token: inject('cmsToken') })).status).toBe(403);
    for (const p of ['/surface-week-counts', '/surface-week-count']) {
      expect([403, 404], p).toContain((await cms(p)).status);
      expect([403, 404], p).toContain((await cms(p, { token: inject('cmsToken') })).status);
    }
  });

  it('names the surfaces in the asked language and pages them, within bounds', async () => {
    const en = await figuresOf(acme, '?locale=en&pageSize=1');
    expect(en.data).toHaveLength(1);
    expect(en.meta.pagination).toMatchObject({ page: 1, pageSize: 1 });
    expect(en.meta.pagination.total).toBeGreaterThanOrEqual(2);
    const second = await figuresOf(acme, '?locale=en&pageSize=1&page=2');
    expect(second.data[0]!.documentId).not.toBe(en.data[0]!.documentId);
    // Past the last page: no surfaces, and the same total.
    const past = await figuresOf(acme, `?pageSize=1&page=${en.meta.pagination.total + 1}`);
    expect(past.data).toEqual([]);
    expect(past.meta.pagination.total).toBe(en.meta.pagination.total);
    const named = await siteRead(`/surfaces/${en.data[0]!.documentId}?locale=en&fields[0]=name`);
    expect(en.data[0]!.name).toBe((named.body.data as { name: string }).name);

    for (const query of ['?pageSize=501', '?pageSize=0', '?page=0', '?page=x', '?pageSize=500&page=21']) {
      expect((await as(acme, `/producer-desk/figures${query}`)).status, query).toBe(400);
    }
  });
});

describe('the beacon', () => {
  it('is for the site’s server alone: neither the public nor a signed-in account may count', async () => {
    const surface = surfaces[0].documentId;
    const before = countOf('compare', { surfaceId: surface });
    expect((await beacon('compare', [surface], newVisitor(), null)).status).toBe(403);
    expect((await beacon('compare', [surface], newVisitor(), architect.jwt)).status).toBe(403);
    expect((await beacon('compare', [surface], newVisitor(), acme.jwt)).status).toBe(403);
    expect(countOf('compare', { surfaceId: surface })).toBe(before);
  });

  it('refuses other kinds, too many surfaces and anything but ids, and stores nothing for ids that are no published surface', async () => {
    const surface = surfaces[0].documentId;
    for (const [kind, ids] of [
      ['order', [surface]],
      ['save', [surface]],
      ['view', []],
      ['view', [surface, surface, surface, surface, surface]],
      ['view', ['<script>']],
      ['view', surface],
    ] as const) {
      expect((await beacon(kind, ids)).status, `${kind} ${JSON.stringify(ids)}`).toBe(400);
    }
    const madeUp = 'a'.repeat(24);
    expect((await beacon('view', [madeUp])).status).toBe(204);
    expect(rows({ surfaceId: madeUp })).toEqual([]);
  });

  it('lets one address add at most 40 counts in its window, however many surfaces it names', async () => {
    const all = (await siteRead('/surfaces?locale=sv&fields[0]=name&pagination[pageSize]=100')).body.data as { documentId: string }[];
    const ids = [...new Set(all.map((s) => s.documentId))];
    expect(ids.length).toBeGreaterThan(40);
    const before = countOf('compare');
    const visitor = newVisitor();
    for (let i = 0; i < ids.length; i += 4) expect((await beacon('compare', ids.slice(i, i + 4), visitor)).status).toBe(204);
    expect(countOf('compare')).toBe(before + 40);
  });
});
