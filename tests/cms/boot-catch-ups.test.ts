// What a restart of the cms catches up on in a database an older cms wrote, or a script wrote
// past the lifecycles: derived fields that are missing (a surface's colour family, the search
// text), values computed under a rule that has changed since, and a search index of older
// columns. Everything is spoiled first and read after one boot, then after one more with the
// rules forgotten: a boot is the dearest step the suite takes.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { TEST_PRODUCER } from '../support/cms-server.mjs';
import { signedInUser, signIn } from './accounts';
import { cms, forVisitor, newVisitor } from './api';
import { script, scriptAfterBoot } from './script';
import { data, type Locale } from './seed-data';

const require = createRequire(import.meta.url);
const { colourFamily } = require('../../cms/src/catalogue/colour-family.js') as { colourFamily: (hex: string) => string };
const seedSurfaces = (require('../../cms/seed/data.js') as { surfaces: { articleNumber: string; hex: string }[] }).surfaces;

type Row = { locale: string; status: string; hex?: string; colourFamily?: string | null; searchText?: string | null; updatedAt: string };

const SURFACE = 'api::surface.surface';
const PAGE = 'api::page.page';
const missingColour = seedSurfaces[0]!;
const wrongColour = seedSurfaces[1]!;
const missingText = data.pages[0]!;
const staleText = data.pages[1]!;
const wrong = colourFamily(wrongColour.hex) === 'pink' ? 'green' : 'pink';

const bySurface = (surface: { articleNumber: string }) => [SURFACE, { articleNumber: surface.articleNumber }] as const;
const byPage = (page: { slug: Record<Locale, string> }) => [PAGE, { slug: page.slug.sv }] as const;
const spoil = ([uid, filters]: readonly [string, object], values?: object) =>
  script<Row[]>('spoil', uid, JSON.stringify(filters), ...(values ? [JSON.stringify(values)] : []));
/** A second Strapi on the same database boots, as a restart of the cms would, and reads the documents. */
const afterBoot = (...documents: (readonly [string, object])[]) => scriptAfterBoot<Row[][]>('rows-of', JSON.stringify(documents));

type OrderLine = { documentId: string; producerId: string; status: string; surfaces: { documentId: string }[]; createdAt: string };
type OrderLines = { createdAt: string; confirmedAt: string | null; lines: OrderLine[] };
type Surface = { documentId: string; product: { producer: { documentId: string; slug: string } } };

/** A sample order of these surfaces; a signed-in user's own address confirms it at once. */
async function placeOrder(surfaces: string[], user?: { email: string; jwt: string }) {
  const data = { name: 'Arkitekt', email: user?.email ?? `${randomUUID().slice(0, 8)}@example.com`, street: 'Storgatan 1', postalCode: '11122' };
  const order = { ...data, city: 'Stockholm', country: 'SE', language: 'sv', surfaces };
  const placed = await cms('/sample-orders', {
    method: 'POST',
    token: user?.jwt ?? inject('cmsToken'),
    headers: forVisitor(newVisitor()),
    body: JSON.stringify({ data: order }),
  });
  expect(placed.status).toBe(201);
  return (placed.body.data as { documentId: string }).documentId;
}

/** What the site searches in: the fields, one per line, in Swedish lowercase (NFC). */
const searchText = (...fields: string[]) => fields.map((field) => field.toLocaleLowerCase('sv').normalize('NFC')).join('\n');
const product = (sv: string) => data.products.find((p) => p.name.sv === sv)!.name;

async function productNames(q: string, extra = '') {
  const { status, body } = await cms(`/site-search?locale=sv&q=${encodeURIComponent(q)}${extra}`, { token: inject('cmsToken') });
  expect(status, q).toBe(200);
  return (body.data as { product: { data: { name: string }[] } }).product.data.map((p) => p.name);
}

describe('a restart of the cms under the same rules', () => {
  const spoiled: Record<'missingColour' | 'wrongColour' | 'missingText' | 'staleText', Row[]> = {} as never;
  let booted: Row[][];
  // Orders confirmed before the producers' desk (lines dropped), one confirmed since, one never confirmed.
  const orders = { old: '', oldDesk: '', since: '', waiting: '' };
  let norrskog: Surface;
  let other: Surface;
  let linesBefore: OrderLines[];

  beforeAll(async () => {
    const listed = await cms('/surfaces?locale=sv&fields[0]=name&populate[product][populate][producer][fields][0]=slug&pagination[pageSize]=100', {
      token: inject('cmsToken'),
    });
    const surfaces = listed.body.data as Surface[];
    norrskog = surfaces.find((s) => s.product.producer.slug === 'norrskog')!;
    other = surfaces.find((s) => s.product.producer.slug !== 'norrskog')!;
    const architect = await signedInUser();
    orders.old = await placeOrder([norrskog.documentId, other.documentId], architect);
    orders.oldDesk = await placeOrder([norrskog.documentId], architect);
    orders.since = await placeOrder([norrskog.documentId, other.documentId], architect);
    orders.waiting = await placeOrder([norrskog.documentId]);
    linesBefore = script<OrderLines[]>('order-lines', JSON.stringify([orders.since, orders.waiting]));
    script('drop-order-lines', JSON.stringify([orders.old, orders.oldDesk]));
    spoiled.missingColour = spoil(bySurface(missingColour), { colourFamily: null });
    spoiled.wrongColour = spoil(bySurface(wrongColour), { colourFamily: wrong });
    spoiled.missingText = spoil(byPage(missingText));
    spoiled.staleText = spoil(byPage(staleText), { searchText: 'stale' });
    script('old-search-index');
    booted = await afterBoot(bySurface(missingColour), bySurface(wrongColour), byPage(missingText), byPage(staleText));
  });

  it('sets a missing colour family on every row of the surface, from its colour', () => {
    expect(spoiled.missingColour.map((r) => r.colourFamily)).toEqual(spoiled.missingColour.map(() => null));
    const [rows] = booted;
    expect(rows).toHaveLength(spoiled.missingColour.length);
    for (const row of rows!) expect(row.colourFamily, `${row.locale} ${row.status}`).toBe(colourFamily(missingColour.hex));
  });

  it('sets a missing search text on every row, and catching up is not an edit: the sitemap’s lastmod stays', () => {
    expect(spoiled.missingText.map((r) => r.searchText)).toEqual(spoiled.missingText.map(() => null));
    const rows = booted[2]!;
    expect(rows).toHaveLength(spoiled.missingText.length);
    for (const row of rows) expect(row.searchText, `${row.locale} ${row.status}`).toBe(searchText(missingText.title[row.locale as Locale]));
    expect(rows.map((r) => r.updatedAt)).toEqual(spoiled.missingText.map((r) => r.updatedAt));
  });

  it('reads only rows missing a value: a wrong colour family and a stale search text stay', () => {
    expect(booted[1]!.map((r) => r.colourFamily)).toEqual(spoiled.wrongColour.map(() => wrong));
    expect(booted[3]!.map((r) => r.searchText)).toEqual(spoiled.staleText.map(() => 'stale'));
  });

  it("makes the lines of orders confirmed before the producers' desk, once, and none for an order never confirmed", () => {
    const [old, since, waiting] = script<OrderLines[]>('order-lines', JSON.stringify([orders.old, orders.since, orders.waiting]));
    const producers = [norrskog, other].map((s) => s.product.producer.documentId).sort();
    expect(old!.lines.map((line) => [line.producerId, line.status, line.createdAt])).toEqual(
      producers.map((p) => [p, 'open', old!.confirmedAt ?? old!.createdAt]),
    );
    const mine = old!.lines.find((line) => line.producerId === norrskog.product.producer.documentId)!;
    expect(mine.surfaces.map((s) => s.documentId)).toEqual([norrskog.documentId]);
    // An order that has its lines keeps them: none made twice.
    expect(since!.lines.map((line) => line.documentId)).toEqual(linesBefore[0]!.lines.map((line) => line.documentId));
    expect(since!.lines).toHaveLength(2);
    expect(waiting!.lines).toEqual([]);
  });

  it("shows an order confirmed before the desk on its producer's desk", async () => {
    const session = await signIn(TEST_PRODUCER.email, TEST_PRODUCER.password);
    type Page = { data: { order: { documentId: string }; surfaces: { documentId: string }[] }[]; meta: { pagination: { pageCount: number } } };
    const listed: Page['data'] = [];
    // Newest first: other tests' orders placed since may have pushed it past the first page.
    for (let page = 1, pageCount = 1; page <= Math.min(pageCount, 5); page += 1) {
      const desk = await cms(`/producer-desk/lines?page=${page}`, { token: session.jwt });
      expect(desk.status).toBe(200);
      const body = desk.body as unknown as Page;
      pageCount = body.meta.pagination.pageCount;
      listed.push(...body.data.filter((line) => line.order.documentId === orders.oldDesk));
    }
    expect(listed.map((line) => line.surfaces.map((s) => s.documentId))).toEqual([[norrskog.documentId]]);
  });

  it('makes a search index of older columns again, compound parts and all', async () => {
    expect(await productNames('spont')).toEqual([product('Pärlspont').sv]);
    expect(await productNames('parke', '&match=names&counts=false&kinds=product')).toContain(product('Ekparkett rustik').sv);
    expect((await productNames('kalkfärg'))[0]).toBe(product('Kalkfärg').sv);
  });
});

describe('a restart of the cms once the rules have changed', () => {
  let booted: Row[][];

  beforeAll(async () => {
    script('forget-rules');
    booted = await afterBoot(bySurface(wrongColour), byPage(staleText));
  });

  it('recomputes the colour family everywhere', () => {
    for (const row of booted[0]!) expect(row.colourFamily, `${row.locale} ${row.status}`).toBe(colourFamily(wrongColour.hex));
  });

  it('recomputes the search text everywhere', () => {
    for (const row of booted[1]!) expect(row.searchText, `${row.locale} ${row.status}`).toBe(searchText(staleText.title[row.locale as Locale]));
  });
});
