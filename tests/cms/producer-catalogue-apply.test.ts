import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SheetRecord } from '@/lib/records/catalogue-sheet';
import { analysedAt } from '../support/cms-database';
import { surfacesOfTwoProducers } from '../support/surfaces';
import { signedInUser } from './accounts';
import { adminEditor, cms, siteRead } from './api';
import { script, scriptInBackground } from './script';

type User = Awaited<ReturnType<typeof signedInUser>>;
interface Job {
  documentId: string;
  status: 'receiving' | 'ready' | 'running' | 'failed' | 'done';
  total: number;
  received: number;
  rowsDone: number;
  missing?: number;
  deleted: number;
  deleteMissing: boolean;
  published: boolean;
}

const PRODUCER = 'api::producer.producer';
const JOB = 'api::catalogue-job.catalogue-job';

const as = (user: User | null, p: string, init: RequestInit = {}) => cms(p, { ...init, ...(user && { token: user.jwt }) });
const post = (user: User | null, p: string, data: unknown) => as(user, p, { method: 'POST', body: JSON.stringify({ data }) });

let acme: User; // staff of producer A
let beta: User; // staff of producer B
let architect: User;
let producerA: string;
let producerB: string;
let producerSlugA: string;

/** Rows of a catalogue of its own: each call a fresh product with `count` surfaces. */
function sheet(count: number, product = `Testgolv ${randomUUID().slice(0, 8)}`): SheetRecord[] {
  const prefix = `T-${randomUUID().slice(0, 8)}`;
  return Array.from({ length: count }, (_, i) => ({
    articleNumber: `${prefix}-${i + 1}`,
    surfaceName: `Yta ${i + 1}`,
    productName: product,
    category: 'flooring',
    summary: 'Ett golv för provning.',
    fireClass: 'Cfl-s1',
    slipResistance: 'R10',
    useClass: 33,
    thickness: 14,
    placement: 'indoor',
    leadTimeDays: 10,
    priceBand: 2,
    finish: 'matt',
    gloss: 5,
    lrv: 40.5,
    hex: '#a08060',
    ncs: null,
    labL: null,
    labA: null,
    labB: null,
  }));
}

async function upload(user: User, producer: string, records: SheetRecord[]) {
  const started = await post(user, '/producer-desk/catalogue/jobs', { producer, language: 'sv', total: records.length, records });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body.data as Job;
}

const jobOf = async (user: User, id: string) => {
  const answer = await as(user, `/producer-desk/catalogue/jobs/${id}`);
  expect(answer.status).toBe(200);
  return answer.body.data as Job;
};

/** Waits for the job to leave "running", however long the machine takes. */
async function settled(user: User, id: string): Promise<Job> {
  for (;;) {
    const job = await jobOf(user, id);
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The surfaces with these article numbers as the site's public API answers them (published only). */
async function published(numbers: string[]) {
  const query = numbers.map((n, i) => `filters[articleNumber][$in][${i}]=${encodeURIComponent(n)}`).join('&');
  const answer = await siteRead(`/surfaces?locale=sv&${query}&pagination[pageSize]=100&populate[product][fields][0]=name`);
  expect(answer.status).toBe(200);
  return answer.body.data as { articleNumber: string; name: string; colourFamily: string | null; product: { name: string } | null }[];
}

/** A word no other row holds, of letters alone (the search index keeps a word with digits whole). */
const uniqueWord = () => `prov${[...randomUUID().replaceAll('-', '').slice(0, 10)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 16))).join('')}`;

/** The article numbers of the surfaces the site's search finds for `q`, and those a filter on their search text finds. */
async function found(q: string) {
  const searched = await siteRead(`/site-search?locale=sv&q=${q}`);
  expect(searched.status).toBe(200);
  const filtered = await siteRead(`/surfaces?locale=sv&filters[searchText][$contains]=${q}&fields[0]=articleNumber`);
  expect(filtered.status).toBe(200);
  return {
    search: (searched.body.data as { surface: { data: { articleNumber?: string }[] } }).surface.data.map((s) => s.articleNumber).sort(),
    text: (filtered.body.data as { articleNumber: string }[]).map((s) => s.articleNumber).sort(),
  };
}

/**
 * Every row (draft and published, each language) of the surfaces with these article numbers.
 * Without blocking this process: a blocked test reuses a kept-alive connection the cms closed meanwhile.
 */
async function rowsOf(numbers: string[]) {
  const rows: { articleNumber: string; status: string; name: string; updatedAt: string }[] = [];
  for (const articleNumber of numbers) {
    const found = await scriptInBackground<typeof rows>('rows', 'api::surface.surface', JSON.stringify({ articleNumber })).catch(() => []);
    rows.push(...found);
  }
  return rows;
}

const setTrusted = (producer: string, trusted: boolean) => script('set', PRODUCER, JSON.stringify({ documentId: producer }), JSON.stringify({ trusted }));

beforeAll(async () => {
  [acme, beta, architect] = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
  const surfaces = await surfacesOfTwoProducers('sv', async (p) => (await siteRead(p)).body);
  producerA = surfaces[0].product.producer.documentId;
  producerSlugA = surfaces[0].product.producer.slug;
  producerB = surfaces[2].product.producer.documentId;
  const editor = await adminEditor();
  await editor.makeProducerStaff(acme.email, [producerA]);
  await editor.makeProducerStaff(beta.email, [producerB]);
});

// The demo catalogue alone again: other files count its products and surfaces.
afterAll(() => {
  expect(script<number>('remove', 'api::surface.surface', JSON.stringify({ articleNumber: { $startsWith: 'T-' } }))).toBeGreaterThan(0);
  expect(script<number>('remove', 'api::product.product', JSON.stringify({ name: { $startsWith: 'Testgolv ' } }))).toBeGreaterThan(0);
  expect(script<unknown[]>('find', 'api::surface.surface', JSON.stringify({ articleNumber: { $startsWith: 'T-' } }))).toEqual([]);
});

describe("applying a producer's catalogue", () => {
  it('writes the rows as drafts an editor publishes: none reaches the public API, and a second apply changes nothing', async () => {
    setTrusted(producerA, false);
    const records = sheet(3);
    const job = await upload(acme, producerA, records);
    expect(job).toMatchObject({ status: 'ready', total: 3, rowsDone: 0 });

    const applied = await post(acme, `/producer-desk/catalogue/jobs/${job.documentId}/apply`, {});
    expect(applied.status).toBe(202);
    const done = await settled(acme, job.documentId);
    expect(done).toMatchObject({ status: 'done', rowsDone: 3, published: false });

    const numbers = records.map((r) => r.articleNumber);
    expect(await published(numbers)).toEqual([]);
    const rows = await rowsOf(numbers);
    expect(rows.map((r) => [r.articleNumber, r.status, r.name])).toEqual(records.map((r) => [r.articleNumber, 'draft', r.surfaceName]));

    // The catalogue the desk previews against now holds them, under their product.
    const current = await as(acme, `/producer-desk/catalogue?producer=${producerA}&locale=sv`);
    expect(current.status).toBe(200);
    const held = current.body.data as Record<string, SheetRecord>;
    expect(held[numbers[0]!]).toMatchObject({ surfaceName: 'Yta 1', productName: records[0]!.productName, lrv: 40.5, hex: '#a08060' });

    const again = await post(acme, `/producer-desk/catalogue/jobs/${job.documentId}/apply`, {});
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'done', rowsDone: 3 });
    expect(await rowsOf(numbers)).toHaveLength(3);

    // The same file uploaded again is applied without writing a row that would not change.
    const same = await upload(acme, producerA, records);
    expect((await post(acme, `/producer-desk/catalogue/jobs/${same.documentId}/apply`, {})).status).toBe(202);
    expect(await settled(acme, same.documentId)).toMatchObject({ status: 'done', rowsDone: 3 });
    expect((await rowsOf(numbers)).map((r) => r.updatedAt)).toEqual(rows.map((r) => r.updatedAt));

    // A changed file updates the drafts in place, and still nothing reaches the public API.
    const changed = records.map((r) => ({ ...r, surfaceName: `${r.surfaceName} ny`, lrv: 61.5 }));
    const update = await upload(acme, producerA, changed);
    expect((await post(acme, `/producer-desk/catalogue/jobs/${update.documentId}/apply`, {})).status).toBe(202);
    expect(await settled(acme, update.documentId)).toMatchObject({ status: 'done', rowsDone: 3, published: false });
    expect((await rowsOf(numbers)).map((r) => [r.articleNumber, r.status, r.name])).toEqual(changed.map((r) => [r.articleNumber, 'draft', r.surfaceName]));
    expect(await published(numbers)).toEqual([]);
    const now = (await as(acme, `/producer-desk/catalogue?producer=${producerA}&locale=sv`)).body.data as Record<string, SheetRecord>;
    expect(numbers.map((n) => [now[n]?.surfaceName, now[n]?.lrv])).toEqual(changed.map((r) => [r.surfaceName, 61.5]));
  });

  // PostgreSQL plans with statistics; SQLite keeps none of these tables (cms/src/bootstrap/list-indexes.js),
  // so on SQLite this is not declared rather than reported as skipped.
  if (inject('cmsEnv').DATABASE_CLIENT === 'postgres') {
    it("renews PostgreSQL's statistics of the catalogue's tables before a job is said to be done", async () => {
      const tables = ['products', 'surfaces', 'products_producer_lnk', 'surfaces_product_lnk'];
      const before = await analysedAt(inject('cmsEnv'), tables);
      setTrusted(producerA, false);
      const job = await upload(acme, producerA, sheet(2));
      expect((await post(acme, `/producer-desk/catalogue/jobs/${job.documentId}/apply`, {})).status).toBe(202);
      expect(await settled(acme, job.documentId)).toMatchObject({ status: 'done' });
      const after = await analysedAt(inject('cmsEnv'), tables);
      for (const table of tables) {
        expect(after[table], table).not.toBeNull();
        expect(after[table]!.getTime(), table).toBeGreaterThan(before[table]?.getTime() ?? 0);
      }
    });
  }

  it('publishes at once for a producer an editor marked trusted, and updates an article by its number', async () => {
    setTrusted(producerA, true);
    try {
      const records = sheet(2);
      const first = await upload(acme, producerA, records);
      expect((await post(acme, `/producer-desk/catalogue/jobs/${first.documentId}/apply`, {})).status).toBe(202);
      expect(await settled(acme, first.documentId)).toMatchObject({ status: 'done', published: true });
      const numbers = records.map((r) => r.articleNumber);
      const shown = await published(numbers);
      expect(shown.map((s) => [s.articleNumber, s.name, s.product?.name]).sort()).toEqual(
        records.map((r) => [r.articleNumber, r.surfaceName, r.productName]).sort(),
      );

      const renamed = records.map((r) => ({ ...r, surfaceName: `${r.surfaceName} ny` }));
      const second = await upload(acme, producerA, renamed);
      expect((await post(acme, `/producer-desk/catalogue/jobs/${second.documentId}/apply`, {})).status).toBe(202);
      expect(await settled(acme, second.documentId)).toMatchObject({ status: 'done' });
      expect((await published(numbers)).map((s) => s.name).sort()).toEqual(['Yta 1 ny', 'Yta 2 ny']);
      // Updated in place: still one draft and one published row each.
      expect(await rowsOf(numbers)).toHaveLength(4);
    } finally {
      setTrusted(producerA, false);
    }
  });

  it("shows a trusted producer's changed rows on the site at once: new values, found by the new name alone, under a new product, in the product list", async () => {
    setTrusted(producerA, true);
    try {
      const [before, after] = [uniqueWord(), uniqueWord()];
      const records = sheet(2).map((r) => ({ ...r, surfaceName: `${r.surfaceName} ${before}` }));
      const first = await upload(acme, producerA, records);
      expect((await post(acme, `/producer-desk/catalogue/jobs/${first.documentId}/apply`, {})).status).toBe(202);
      expect(await settled(acme, first.documentId)).toMatchObject({ status: 'done', published: true });
      const numbers = records.map((r) => r.articleNumber).sort();
      expect(await found(before)).toEqual({ search: numbers, text: numbers });

      // Every row changed: a new name, another colour, and the second surface under a new product.
      const moved = `Testgolv ${randomUUID().slice(0, 8)}`;
      const changed = records.map((r, i) => ({
        ...r,
        surfaceName: `Yta ${i + 1} ${after}`,
        hex: '#2050c0',
        ...(i === 1 && { productName: moved }),
      }));
      const second = await upload(acme, producerA, changed);
      expect((await post(acme, `/producer-desk/catalogue/jobs/${second.documentId}/apply`, {})).status).toBe(202);
      expect(await settled(acme, second.documentId)).toMatchObject({ status: 'done', rowsDone: 2, published: true });

      const shown = await published(numbers);
      expect(shown.map((s) => [s.articleNumber, s.name, s.colourFamily, s.product?.name]).sort()).toEqual(
        changed.map((r) => [r.articleNumber, r.surfaceName, 'blue', r.productName]).sort(),
      );
      expect(await found(after)).toEqual({ search: numbers, text: numbers });
      expect(await found(before)).toEqual({ search: [], text: [] });
      // Updated in place: still one draft and one published row each.
      expect(await rowsOf(numbers)).toHaveLength(4);

      const list = await siteRead(`/product-list?locale=sv&producer=${producerSlugA}&colour=blue&pageSize=100`);
      expect(list.status).toBe(200);
      const names = (list.body.data as { name: string }[]).map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining([records[0]!.productName, moved]));
    } finally {
      setTrusted(producerA, false);
    }
  });

  it("lets neither another producer nor an architect apply to, add to or read a producer's job, nor upload for that producer", async () => {
    const job = await upload(acme, producerA, sheet(1));
    const id = job.documentId;
    for (const [user, status] of [
      [beta, 404],
      [architect, 403],
      [null, 403],
    ] as const) {
      expect((await as(user, `/producer-desk/catalogue/jobs/${id}`)).status).toBe(status);
      expect((await post(user, `/producer-desk/catalogue/jobs/${id}/apply`, {})).status).toBe(status);
      expect((await post(user, `/producer-desk/catalogue/jobs/${id}/records`, { records: sheet(1) })).status).toBe(status);
    }
    expect((await as(beta, `/producer-desk/catalogue?producer=${producerA}`)).status).toBe(404);
    expect((await post(beta, '/producer-desk/catalogue/jobs', { producer: producerA, language: 'sv', total: 1, records: sheet(1) })).status).toBe(404);
    expect((await post(architect, '/producer-desk/catalogue/jobs', { producer: producerA, language: 'sv', total: 1, records: sheet(1) })).status).toBe(403);
    expect(await jobOf(acme, id)).toMatchObject({ status: 'ready', rowsDone: 0 });
  });

  it('refuses records the sheet schema refuses, a repeated article number, a product that differs and too many records', async () => {
    const start = (records: unknown[], total = records.length) =>
      post(acme, '/producer-desk/catalogue/jobs', { producer: producerA, language: 'sv', total, records });
    const [good] = sheet(1);
    const refused = await start([{ ...good, lrv: 140, category: 'carpets' }]);
    expect(refused.status).toBe(400);
    const details = refused.body.error?.details as { refusals: { index: number; column: string }[] };
    expect(details.refusals.map((r) => r.column).sort()).toEqual(['category', 'lrv']);

    expect((await start([good, { ...good }])).status).toBe(400);
    const [one, two] = sheet(2);
    const differs = await start([one, { ...two, category: 'tiles' }]);
    expect(differs.status).toBe(400);
    expect((differs.body.error?.details as { refusals: { column: string; reason: string }[] }).refusals).toEqual([
      { index: 1, column: 'category', reason: 'productDiffers' },
    ]);
    expect((await start(sheet(1), 20_001)).status).toBe(400);
    expect((await start(sheet(501))).status).toBe(400);

    // Parts of one upload are checked together once all are in: a clash drops the whole upload.
    const records = sheet(3);
    const partial = await start(records.slice(0, 2), 3);
    expect(partial.status).toBe(201);
    const partialId = (partial.body.data as Job).documentId;
    expect(partial.body.data).toMatchObject({ status: 'receiving', received: 2, total: 3 });
    expect((await post(acme, `/producer-desk/catalogue/jobs/${partialId}/apply`, {})).status).toBe(400);
    const clash = await post(acme, `/producer-desk/catalogue/jobs/${partialId}/records`, { records: [records[0]] });
    expect(clash.status).toBe(400);
    expect((clash.body.error?.details as { refusals: unknown[] }).refusals).toEqual([{ index: 2, column: 'articleNumber', reason: 'duplicate' }]);
    expect((await as(acme, `/producer-desk/catalogue/jobs/${partialId}`)).status).toBe(404);

    const whole = await start(records.slice(0, 2), 3);
    const completed = await post(acme, `/producer-desk/catalogue/jobs/${(whole.body.data as Job).documentId}/records`, { records: [records[2]] });
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({ status: 'ready', total: 3, received: 3 });
  });

  it('leaves no half of a batch after an interruption, completes on retry, and deletes the confirmed missing articles', async () => {
    // A producer of its own: its missing articles are only this test's.
    const name = `Provfabriken ${randomUUID().slice(0, 8)}`;
    const producer = script<{ documentId: string }[]>('create', PRODUCER, JSON.stringify({ name, slug: name.toLowerCase().replace(/\W+/g, '-') }))[0]!
      .documentId;
    const staff = await signedInUser();
    await (await adminEditor()).makeProducerStaff(staff.email, [producer]);

    const old = sheet(2);
    const before = await upload(staff, producer, old);
    await post(staff, `/producer-desk/catalogue/jobs/${before.documentId}/apply`, {});
    expect(await settled(staff, before.documentId)).toMatchObject({ status: 'done' });

    const records = sheet(5);
    const job = await upload(staff, producer, records);
    expect(job.missing).toBe(2);
    const numbers = records.map((r) => r.articleNumber);
    // The job runs in batches of 2 and its second batch fails once, after writing its rows.
    const interrupted = await scriptInBackground<Job>('catalogue-job-interrupted', JOB, job.documentId, '2', '2');
    expect(interrupted).toMatchObject({ status: 'failed', rowsDone: 2 });
    expect((await rowsOf(numbers)).map((r) => r.articleNumber)).toEqual(numbers.slice(0, 2));

    const retried = await post(staff, `/producer-desk/catalogue/jobs/${job.documentId}/apply`, { deleteMissing: true });
    expect(retried.status).toBe(202);
    const done = await settled(staff, job.documentId);
    expect(done).toMatchObject({ status: 'done', rowsDone: 5, deleteMissing: true, deleted: 2 });
    expect((await rowsOf(numbers)).map((r) => r.articleNumber)).toEqual(numbers);
    expect(await rowsOf(old.map((r) => r.articleNumber))).toEqual([]);
  });

  it('runs one job per producer at a time, unless the running one was interrupted', async () => {
    const first = await upload(acme, producerA, sheet(1));
    script('set', JOB, JSON.stringify({ documentId: first.documentId }), JSON.stringify({ status: 'running', updatedAt: new Date().toISOString() }));
    const second = await upload(acme, producerA, sheet(1));
    const refused = await post(acme, `/producer-desk/catalogue/jobs/${second.documentId}/apply`, {});
    expect(refused.status).toBe(409);
    // A run whose process ended long ago blocks nothing, and its producer is told it stopped.
    const longAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    script('set', JOB, JSON.stringify({ documentId: first.documentId }), JSON.stringify({ status: 'running', updatedAt: longAgo }));
    expect(await jobOf(acme, first.documentId)).toMatchObject({ status: 'failed' });
    expect((await post(acme, `/producer-desk/catalogue/jobs/${second.documentId}/apply`, {})).status).toBe(202);
    expect(await settled(acme, second.documentId)).toMatchObject({ status: 'done' });
  });
});
