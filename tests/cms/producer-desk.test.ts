import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { surfacesOfTwoProducers, type CatalogueSurface } from '../support/surfaces';
import { TEST_PRODUCER } from '../support/cms-server.mjs';
import { signedInUser, signIn } from './accounts';
import { adminEditor, cms, forVisitor, newVisitor } from './api';
import { script, scriptInBackground } from './script';
import { caughtMails, waitForMail, waitForMails } from './mail';

type User = Awaited<ReturnType<typeof signedInUser>>;
interface Line {
  documentId: string;
  producerId: string;
  status: string;
  note: string | null;
  surfaces: { documentId: string }[];
  order: { documentId: string; name: string; street: string };
}
interface Expiring {
  registrationNumber: string;
  validUntil: string;
  products: { documentId: string; name: string }[];
  surfaces: { documentId: string; articleNumber: string; name: string; product: { documentId: string; name: string } }[];
}
interface OwnOrder {
  documentId: string;
  lines: { producer: { documentId: string }; status?: string; note?: string | null }[];
}

const epdDir = path.resolve(import.meta.dirname, '..', '..', 'cms', 'seed', 'epd');
const siteRead = (p: string) => cms(p, { token: inject('cmsToken') });
const as = (user: User | null, p: string, init: RequestInit = {}) => cms(p, { ...init, ...(user && { token: user.jwt }) });
const put = (user: User | null, p: string, data: unknown) => as(user, p, { method: 'PUT', body: JSON.stringify({ data }) });
const postAs = (user: User | null, p: string, data: unknown) => as(user, p, { method: 'POST', body: JSON.stringify({ data }) });

let acme: User; // staff of producer A
let beta: User; // staff of producer B
let architect: User;
let unlinked: User; // the producer role, but no producer linked
let surfaces: [CatalogueSurface, CatalogueSurface, CatalogueSurface];
let producerA: string;
let producerB: string;
let producerC: string; // a third producer, whose staff gamma is
let surfaceC: string; // one of producer C's surfaces
let gamma: User;
let both: User; // staff of producers A and B, one account

async function placeOrder(user: User, surfaceIds: string[], language: 'sv' | 'en' = 'sv') {
  const data = {
    name: `Arkitekt ${randomUUID().slice(0, 6)}`,
    email: user.email,
    street: 'Storgatan 1',
    postalCode: '11122',
    city: 'Stockholm',
    country: 'SE',
    language,
    surfaces: surfaceIds,
  };
  const placed = await cms('/sample-orders', { method: 'POST', token: user.jwt, headers: forVisitor(newVisitor()), body: JSON.stringify({ data }) });
  expect(placed.status).toBe(201);
  return (placed.body.data as { documentId: string }).documentId;
}

const linesOf = async (user: User, query = '') => {
  const answer = await as(user, `/producer-desk/lines${query}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as { data: Line[]; meta: { pagination: { page: number; pageSize: number; total: number } } };
};

const lineOf = async (user: User, orderId: string) => (await linesOf(user)).data.find((line) => line.order.documentId === orderId);

/** A fresh EPD from the demo's files: its own registration number and valid through the end of `year`. */
function epdUpload(year: number) {
  const processName = readdirSync(path.join(epdDir, 'processes'))[0]!;
  const process = readFileSync(path.join(epdDir, 'processes', processName), 'utf8');
  const number = `DESK-${randomUUID().slice(0, 8)}`;
  const text = process
    .replace(/<common:registrationNumber>[^<]*</, `<common:registrationNumber>${number}<`)
    .replace(/<common:dataSetValidUntil>[^<]*</, `<common:dataSetValidUntil>${year}<`);
  const flowId = /refObjectId="([^"]+)"/.exec(/<referenceToFlowDataSet[^>]*>/.exec(process)![0])![1]!;
  const flow = readFileSync(path.join(epdDir, 'flows', `${flowId}.xml`), 'utf8');
  return {
    number,
    files: [
      { name: processName, text },
      { name: `${flowId}.xml`, text: flow },
    ],
  };
}

const expiringFor = async (user: User, locale = 'sv') => {
  const answer = await as(user, `/producer-desk/epds/expiring?locale=${locale}`);
  expect(answer.status).toBe(200);
  return answer.body.data as Expiring[];
};

/** Draft products (and surfaces of them) made by a test: the demo catalogue alone again afterwards, as other files count it. */
const made = { products: [] as string[], articleNumbers: [] as string[] };

/** A draft product of `producer` with a draft surface (in Swedish) for each article number: a catalogue no other test reads. */
async function draftProduct(producer: string, articleNumbers: string[]) {
  const name = `Skrivbordsprov ${randomUUID().slice(0, 6)}`;
  const [product] = await scriptInBackground<{ documentId?: string; error?: string }[]>(
    'create',
    'api::product.product',
    JSON.stringify({ name, category: 'flooring', locale: 'sv', producer }),
  );
  expect(product?.error).toBeUndefined();
  made.products.push(product!.documentId!);
  if (articleNumbers.length === 0) return { documentId: product!.documentId!, name, surfaces: [] };
  const surfaces = await scriptInBackground<{ documentId?: string; error?: string }[]>(
    'create',
    'api::surface.surface',
    ...articleNumbers.map((articleNumber, i) =>
      JSON.stringify({ name: `Provyta ${i + 1}`, articleNumber, hex: '#808080', locale: 'sv', product: product!.documentId }),
    ),
  );
  expect(surfaces.map((surface) => surface.error)).toEqual(articleNumbers.map(() => undefined));
  made.articleNumbers.push(...articleNumbers);
  return { documentId: product!.documentId!, name, surfaces: surfaces.map((surface) => surface.documentId!) };
}

afterAll(() => {
  if (made.articleNumbers.length > 0) script('remove', 'api::surface.surface', JSON.stringify({ articleNumber: { $in: made.articleNumbers } }));
  if (made.products.length > 0) script('remove', 'api::product.product', JSON.stringify({ documentId: { $in: made.products } }));
});

const productsOf = async (producer: string) => {
  const answer = await siteRead(
    `/products?locale=sv&filters[producer][documentId][$eq]=${producer}&fields[0]=name&populate[declaration][fields][0]=registrationNumber`,
  );
  return answer.body.data as { documentId: string; name: string; declaration: { registrationNumber: string } | null }[];
};

beforeAll(async () => {
  [acme, beta, architect, unlinked, gamma, both] = await Promise.all([
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
    signedInUser(),
  ]);
  surfaces = await surfacesOfTwoProducers('sv', async (p) => (await siteRead(p)).body);
  producerA = surfaces[0].product.producer.documentId;
  producerB = surfaces[2].product.producer.documentId;
  const listed = await siteRead('/surfaces?locale=sv&fields[0]=name&populate[product][populate][producer][fields][0]=name&pagination[pageSize]=100');
  const third = (listed.body.data as { documentId: string; product: { producer: { documentId: string } } }[]).find(
    (s) => ![producerA, producerB].includes(s.product.producer.documentId),
  )!;
  [surfaceC, producerC] = [third.documentId, third.product.producer.documentId];
  const editor = await adminEditor();
  await editor.makeProducerStaff(acme.email, [producerA]);
  await editor.makeProducerStaff(beta.email, [producerB]);
  await editor.makeProducerStaff(unlinked.email, []);
  await editor.makeProducerStaff(gamma.email, [producerC]);
  await editor.makeProducerStaff(both.email, [producerA, producerB]);
});

describe("the producers' desk", () => {
  const endpoints = [
    ['GET', '/producer-desk/overview'],
    ['GET', '/producer-desk/producers'],
    ['GET', '/producer-desk/lines'],
    ['GET', '/producer-desk/epds/expiring'],
    ['POST', '/producer-desk/epds'],
    ['GET', '/producer-desk/products?q=ek'],
  ] as const;

  it('answers neither visitors nor architects nor a producer account an editor linked to no producer', async () => {
    for (const [method, p] of endpoints) {
      const body = method === 'POST' ? JSON.stringify({ data: {} }) : undefined;
      expect((await as(null, p, { method, body })).status, `${p} anonymous`).toBe(403);
      expect((await as(architect, p, { method, body })).status, `${p} architect`).toBe(403);
      expect((await as(unlinked, p, { method, body })).status, `${p} unlinked`).toBe(403);
    }
    expect((await put(architect, '/producer-desk/lines/anything', { status: 'sent' })).status).toBe(403);
  });

  it("lets the seed's demo producer account in, for the first demo producer", async () => {
    const session = await signIn(TEST_PRODUCER.email, TEST_PRODUCER.password);
    const desk = await cms('/producer-desk/producers?locale=sv', { token: session.jwt });
    expect(desk.status).toBe(200);
    expect((desk.body.data as { slug: string }[]).map((p) => p.slug)).toEqual(['norrskog']);
  });

  it('names only the producers the account acts for', async () => {
    const mine = await as(acme, '/producer-desk/producers?locale=en');
    expect(mine.status).toBe(200);
    expect((mine.body.data as { documentId: string }[]).map((p) => p.documentId)).toEqual([producerA]);
  });

  it("lists each producer's own lines of confirmed orders, newest first, a bounded page at a time", async () => {
    const first = await placeOrder(architect, [surfaces[0].documentId, surfaces[2].documentId]);
    const second = await placeOrder(architect, [surfaces[1].documentId]);

    const acmeLines = await linesOf(acme);
    expect(acmeLines.data.every((line) => line.producerId === producerA)).toBe(true);
    const ids = acmeLines.data.map((line) => line.order.documentId);
    expect(ids.indexOf(second)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(acmeLines.data.find((line) => line.order.documentId === first)!.surfaces.map((s) => s.documentId)).toEqual([surfaces[0].documentId]);
    expect(acmeLines.data[0]!.order.street).toBe('Storgatan 1');
    expect(acmeLines.meta.pagination.pageSize).toBeLessThanOrEqual(20);

    const betaLines = await linesOf(beta);
    expect(betaLines.data.every((line) => line.producerId === producerB)).toBe(true);
    expect(betaLines.data.map((line) => line.order.documentId)).toContain(first);
    expect(betaLines.data.map((line) => line.order.documentId)).not.toContain(second);

    for (const page of ['0', '-1', 'abc', '501', '1e3']) expect((await as(acme, `/producer-desk/lines?page=${page}`)).status, page).toBe(400);
  });

  it("changes a line for its own producer only, shows it on the architect's orders and mails the architect once per change", async () => {
    const orderId = await placeOrder(architect, [surfaces[0].documentId, surfaces[2].documentId]);
    const line = (await lineOf(acme, orderId))!;
    const betasLine = (await lineOf(beta, orderId))!;

    expect((await put(beta, `/producer-desk/lines/${line.documentId}`, { status: 'sent' })).status).toBe(404);
    expect((await put(acme, `/producer-desk/lines/${betasLine.documentId}`, { status: 'sent' })).status).toBe(404);
    expect((await put(acme, '/producer-desk/lines/no-such-line', { status: 'sent' })).status).toBe(404);
    expect((await put(acme, `/producer-desk/lines/${line.documentId}`, { status: 'lost' })).status).toBe(400);
    expect((await put(acme, `/producer-desk/lines/${line.documentId}`, { status: 'sent', note: 'x'.repeat(501) })).status).toBe(400);
    expect((await put(acme, `/producer-desk/lines/${line.documentId}`, { status: 'sent', producerId: producerB })).status).toBe(400);
    expect((await lineOf(acme, orderId))!.status).toBe('open');

    const changed = await put(acme, `/producer-desk/lines/${line.documentId}`, { status: 'sent', note: 'Skickat med posten <idag>' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: 'sent', note: 'Skickat med posten <idag>' });

    const own = (await as(architect, '/sample-orders')).body.data as OwnOrder[];
    const lines = own.find((o) => o.documentId === orderId)!.lines;
    expect(lines.find((l) => l.producer.documentId === producerA)).toMatchObject({ status: 'sent', note: 'Skickat med posten <idag>' });
    expect(lines.find((l) => l.producer.documentId === producerB)!.status).toBeUndefined();

    const toArchitect = (mail: { to: { address: string }[]; subject: string }) =>
      mail.to.some((to) => to.address === architect.email) && mail.subject === 'Nytt besked om din provbeställning hos Ytbanken';
    const mail = await waitForMail(toArchitect);
    expect(mail.text).toContain('Status: Skickade');
    expect(mail.text).toContain('Skickat med posten <idag>');
    expect(mail.html).toContain('Skickat med posten &lt;idag&gt;');

    // The same status and note again is no change: no mail. The next change is one more.
    expect((await put(acme, `/producer-desk/lines/${line.documentId}`, { status: 'sent', note: 'Skickat med posten <idag>' })).status).toBe(200);
    expect((await put(acme, `/producer-desk/lines/${line.documentId}`, { status: 'replaced', note: 'Ny kulör' })).status).toBe(200);
    const mails = await waitForMails((m) => toArchitect(m) && m.text.includes('Ny kulör'), 1);
    expect(mails).toHaveLength(1);
    expect((await caughtMails(toArchitect)).length).toBe(2);
  });

  it("finds the producer's own products by a part of the name or the start of an article number, at most 20, drafts too", async () => {
    const words = `Sokbar ${randomUUID().slice(0, 6)}`;
    const made = await scriptInBackground<{ documentId?: string; error?: string }[]>(
      'create',
      'api::product.product',
      ...Array.from({ length: 21 }, (_, i) =>
        JSON.stringify({ name: `${words} ${String(i).padStart(2, '0')}`, category: 'paints', locale: 'sv', producer: producerA }),
      ),
    );
    expect(made.map((m) => m.error)).toEqual(made.map(() => undefined));
    type Found = { data: { documentId: string; name: string }[]; meta: { total: number } };
    const find = async (user: User, query: string) => {
      const answer = await as(user, `/producer-desk/products?locale=sv&${query}`);
      expect(answer.status, query).toBe(200);
      return answer.body as unknown as Found;
    };

    const found = await find(acme, `q=${encodeURIComponent(words.toLowerCase())}`);
    expect(found.meta.total).toBe(21);
    expect(found.data.map((p) => p.name)).toEqual(Array.from({ length: 20 }, (_, i) => `${words} ${String(i).padStart(2, '0')}`));
    expect((await find(beta, `q=${encodeURIComponent(words)}`)).data).toEqual([]);

    const { product } = surfaces[0];
    const byArticle = await find(acme, `q=${encodeURIComponent(surfaces[0].articleNumber.slice(0, 4))}`);
    expect(byArticle.data.map((p) => p.name)).toContain(product.name);
    expect((await find(beta, `q=${encodeURIComponent(surfaces[0].articleNumber)}`)).data.map((p) => p.name)).not.toContain(product.name);

    // In full, as a form sent without JavaScript names it: the name, or an article number of one of its surfaces.
    const exact = await find(acme, `exact=true&q=${encodeURIComponent(`${words} 07`.toUpperCase())}`);
    expect(exact.data.map((p) => p.documentId)).toEqual([made[7]!.documentId]);
    expect((await find(acme, `exact=true&q=${encodeURIComponent(words)}`)).data).toEqual([]);
    expect((await find(acme, `exact=true&q=${encodeURIComponent(surfaces[0].articleNumber)}`)).data.map((p) => p.name)).toEqual([product.name]);
    expect((await find(beta, `exact=true&q=${encodeURIComponent(surfaces[0].articleNumber)}`)).data).toEqual([]);

    for (const query of ['q=e', `q=${'x'.repeat(161)}`, 'q[0]=ek&q[1]=ab', ''])
      expect((await as(acme, `/producer-desk/products?${query}`)).status, query).toBe(400);
  });

  it("imports an EPD for the producer's own product only, all or nothing, and lists it as running out", async () => {
    const [product] = await productsOf(producerA);
    // Ran out at the end of last year: within any 90 days from now, whatever the date.
    const upload = epdUpload(new Date().getFullYear() - 1);

    const others = await postAs(beta, '/producer-desk/epds', { product: product!.documentId, files: upload.files });
    expect(others.status).toBe(404);
    const broken = await postAs(acme, '/producer-desk/epds', {
      product: product!.documentId,
      files: [{ ...upload.files[0]!, text: upload.files[0]!.text.replace('</processDataSet>', '') }, upload.files[1]],
    });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body)).toContain(upload.files[0]!.name);
    expect((await siteRead(`/epds?filters[registrationNumber][$eq]=${upload.number}`)).body.data).toEqual([]);

    const imported = await postAs(acme, '/producer-desk/epds', { product: product!.documentId, files: upload.files });
    expect(imported.status).toBe(201);
    expect(imported.body.data).toMatchObject({ created: 1, registrationNumber: upload.number });
    expect((await productsOf(producerA)).find((p) => p.documentId === product!.documentId)!.declaration?.registrationNumber).toBe(upload.number);

    const expiring = await as(acme, '/producer-desk/epds/expiring?locale=sv');
    expect(expiring.status).toBe(200);
    const listed = (expiring.body.data as { registrationNumber: string; products: { documentId: string }[] }[]).find(
      (e) => e.registrationNumber === upload.number,
    );
    expect(listed!.products.map((p) => p.documentId)).toEqual([product!.documentId]);
    // The demo's EPDs hold for years yet.
    expect((expiring.body.data as { registrationNumber: string }[]).filter((e) => e.registrationNumber.startsWith('YTB-FIKTIV-'))).toEqual([]);
    const betas = (await as(beta, '/producer-desk/epds/expiring')).body.data as { registrationNumber: string }[];
    expect(betas.map((e) => e.registrationNumber)).not.toContain(upload.number);

    // The same registration number now covers A's product: B may not update it through its own.
    const [bProduct] = await productsOf(producerB);
    const taken = await postAs(beta, '/producer-desk/epds', { product: bProduct!.documentId, files: upload.files });
    expect(taken.status).toBe(400);
    expect(JSON.stringify(taken.body)).toContain('another producer');
  });

  it("answers the desk's front page in one request: the account's producers, a page of its own lines and its EPDs running out", async () => {
    type Overview = {
      data: { producers: { documentId: string; name: string }[]; lines: Line[]; epds: { registrationNumber: string }[] };
      meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
    };
    const overviewOf = async (user: User, query: string) => {
      const answer = await as(user, `/producer-desk/overview${query}`);
      expect(answer.status, query).toBe(200);
      return answer.body as unknown as Overview;
    };
    await placeOrder(architect, [surfaces[0].documentId, surfaces[2].documentId]);
    const [product] = await productsOf(producerA);
    const upload = epdUpload(new Date().getFullYear() - 1);
    expect((await postAs(acme, '/producer-desk/epds', { product: product!.documentId, files: upload.files })).status).toBe(201);

    for (const [user, producer] of [
      [acme, producerA],
      [beta, producerB],
    ] as const) {
      const overview = await overviewOf(user, '?locale=en');
      // The same as the desk's separate answers, whose own tests hold them to the account's producers.
      expect(overview.data.producers).toEqual((await as(user, '/producer-desk/producers?locale=en')).body.data);
      expect(overview.data.producers.map((p) => p.documentId)).toEqual([producer]);
      const lines = await linesOf(user);
      expect(overview.data.lines).toEqual(lines.data);
      expect(overview.meta.pagination).toEqual(lines.meta.pagination);
      expect(overview.data.lines.every((line) => line.producerId === producer)).toBe(true);
      expect(overview.data.epds).toEqual((await as(user, '/producer-desk/epds/expiring?locale=en')).body.data);
      expect(overview.data.epds.some((e) => e.registrationNumber === upload.number)).toBe(user === acme);
    }
    const second = await overviewOf(acme, '?page=2');
    expect(second.meta.pagination.page).toBe(2);
    expect(second.data.lines).toEqual((await linesOf(acme, '?page=2')).data);
    for (const page of ['0', 'abc', '501']) expect((await as(acme, `/producer-desk/overview?page=${page}`)).status, page).toBe(400);
  });

  it("imports an EPD for one surface of the producer's own product, named by its article number, in every language", async () => {
    const [surface, , othersSurface] = surfaces;
    type Read = { documentId: string; product: { documentId: string }; declaration: { registrationNumber: string } | null };
    const read = async (locale: string) => {
      const query = `locale=${locale}&filters[articleNumber][$eq]=${encodeURIComponent(surface.articleNumber)}&fields[0]=articleNumber`;
      const answer = await siteRead(`/surfaces?${query}&populate[product][fields][0]=name&populate[declaration][fields][0]=registrationNumber`);
      return (answer.body.data as Read[])[0]!;
    };
    const product = (await read('sv')).product.documentId;
    const upload = epdUpload(new Date().getFullYear() + 5);

    // Another producer's surface is no surface of this product: refused, nothing written.
    const wrong = await postAs(acme, '/producer-desk/epds', { product, surface: othersSurface.articleNumber, files: upload.files });
    expect(wrong.status).toBe(400);
    expect((wrong.body.error?.details as { refusals: unknown }).refusals).toEqual([
      expect.objectContaining({ code: 'noSuchSurface', params: { surface: othersSurface.articleNumber } }),
    ]);
    expect((await siteRead(`/epds?filters[registrationNumber][$eq]=${upload.number}`)).body.data).toEqual([]);
    expect((await postAs(acme, '/producer-desk/epds', { product, surface: 'x'.repeat(81), files: upload.files })).status).toBe(400);

    const before = (await productsOf(producerA)).find((p) => p.documentId === product)!.declaration;
    const imported = await postAs(acme, '/producer-desk/epds', { product, surface: ` ${surface.articleNumber.toLowerCase()} `, files: upload.files });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    for (const locale of ['sv', 'en']) expect((await read(locale)).declaration?.registrationNumber, locale).toBe(upload.number);
    // The product keeps its own EPD: only the surface's figures differ.
    expect((await productsOf(producerA)).find((p) => p.documentId === product)!.declaration).toEqual(before);
  });
  it("lists a surface's own EPD running out, naming the surface, but not one that holds for years nor another producer's", async () => {
    const year = new Date().getFullYear();
    const mark = randomUUID().slice(0, 6).toUpperCase();
    const [first, second, theirs] = [1, 2, 3].map((n) => `DESK-${mark}-${n}`) as [string, string, string];
    const own = await draftProduct(producerA, [first, second]);
    const others = await draftProduct(producerB, [theirs]);
    // Ran out at the end of last year (within any 90 days from now, whatever the date), or holds for years.
    const [expired, lasting, othersExpired] = [epdUpload(year - 1), epdUpload(year + 5), epdUpload(year - 1)];
    for (const [user, product, surface, upload] of [
      [acme, own.documentId, first, expired],
      [acme, own.documentId, second, lasting],
      [beta, others.documentId, theirs, othersExpired],
    ] as const) {
      const imported = await postAs(user, '/producer-desk/epds', { product, surface, files: upload.files });
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    }

    const acmes = await expiringFor(acme);
    // The EPD is the surface's alone: it covers none of the products, and names the surface and its product.
    expect(acmes.find((e) => e.registrationNumber === expired.number)).toMatchObject({
      validUntil: `${year - 1}-12-31`,
      products: [],
      surfaces: [{ documentId: own.surfaces[0], articleNumber: first, name: 'Provyta 1', product: { documentId: own.documentId, name: own.name } }],
    });
    expect(acmes.map((e) => e.registrationNumber)).not.toContain(lasting.number);
    expect(acmes.map((e) => e.registrationNumber)).not.toContain(othersExpired.number);

    const betas = await expiringFor(beta);
    expect(betas.find((e) => e.registrationNumber === othersExpired.number)?.surfaces).toEqual([
      { documentId: others.surfaces[0], articleNumber: theirs, name: 'Provyta 1', product: { documentId: others.documentId, name: others.name } },
    ]);
    expect(betas.map((e) => e.registrationNumber)).not.toContain(expired.number);
  });

  it("lets one account act for two producers: both producers' lines, figures and EPDs, and still nothing of a third's", async () => {
    expect(((await as(both, '/producer-desk/producers?locale=sv')).body.data as { documentId: string }[]).map((p) => p.documentId).sort()).toEqual(
      [producerA, producerB].sort(),
    );

    // Lines: A's and B's parts of one order, never C's; B's may be changed, C's is no line at all.
    const orderId = await placeOrder(architect, [surfaces[0].documentId, surfaces[2].documentId, surfaceC]);
    const lines = (await linesOf(both)).data.filter((line) => line.order.documentId === orderId);
    expect(lines.map((line) => line.producerId).sort()).toEqual([producerA, producerB].sort());
    const linesOfB = lines.find((line) => line.producerId === producerB)!;
    expect((await put(both, `/producer-desk/lines/${linesOfB.documentId}`, { status: 'sent', note: 'Från B' })).status).toBe(200);
    expect(await lineOf(beta, orderId)).toMatchObject({ status: 'sent', note: 'Från B' });
    const linesOfC = (await lineOf(gamma, orderId))!;
    expect((await put(both, `/producer-desk/lines/${linesOfC.documentId}`, { status: 'sent' })).status).toBe(404);
    expect((await lineOf(gamma, orderId))!.status).toBe('open');

    // Figures: both producers' surfaces, not C's.
    const figures = await as(both, '/producer-desk/figures?pageSize=500');
    expect(figures.status).toBe(200);
    const counted = (figures.body.data as { documentId: string }[]).map((s) => s.documentId);
    expect(counted).toEqual(expect.arrayContaining([surfaces[0].documentId, surfaces[2].documentId]));
    expect(counted).not.toContain(surfaceC);

    // EPDs: an upload for a product of either, listed as running out; C's product is a 404, as one that does not exist.
    const year = new Date().getFullYear();
    const [ofA, ofB, ofC] = [await draftProduct(producerA, []), await draftProduct(producerB, []), await draftProduct(producerC, [])];
    const [forA, forB, forC] = [epdUpload(year - 1), epdUpload(year - 1), epdUpload(year - 1)];
    expect((await postAs(both, '/producer-desk/epds', { product: ofA.documentId, files: forA.files })).status).toBe(201);
    expect((await postAs(both, '/producer-desk/epds', { product: ofB.documentId, files: forB.files })).status).toBe(201);
    expect((await postAs(both, '/producer-desk/epds', { product: ofC.documentId, files: forC.files })).status).toBe(404);
    expect((await siteRead(`/epds?filters[registrationNumber][$eq]=${forC.number}`)).body.data).toEqual([]);
    expect((await postAs(gamma, '/producer-desk/epds', { product: ofC.documentId, files: forC.files })).status).toBe(201);

    const expiring = await expiringFor(both);
    expect(expiring.find((e) => e.registrationNumber === forA.number)?.products).toEqual([{ documentId: ofA.documentId, name: ofA.name }]);
    expect(expiring.find((e) => e.registrationNumber === forB.number)?.products).toEqual([{ documentId: ofB.documentId, name: ofB.name }]);
    expect(expiring.map((e) => e.registrationNumber)).not.toContain(forC.number);
    // The front page's answer holds the same for both producers.
    const overview = (await as(both, '/producer-desk/overview?locale=sv')).body.data as { epds: Expiring[]; lines: Line[] };
    expect(overview.epds).toEqual(expiring);
    expect(
      overview.lines
        .filter((line) => line.order.documentId === orderId)
        .map((line) => line.producerId)
        .sort(),
    ).toEqual([producerA, producerB].sort());
  });

  it('mails the architect of an English order in English, and says when a sample is out of stock, in either language', async () => {
    const toArchitect = (subject: string, note: string) => (mail: { to: { address: string }[]; subject: string; text: string }) =>
      mail.to.some((to) => to.address === architect.email) && mail.subject === subject && mail.text.includes(note);

    const english = await placeOrder(architect, [surfaces[0].documentId], 'en');
    const line = (await lineOf(acme, english))!;
    expect((await put(acme, `/producer-desk/lines/${line.documentId}`, { status: 'out-of-stock', note: 'Back in May' })).status).toBe(200);
    const mail = await waitForMail(toArchitect('News about your sample order at Ytbanken', 'Back in May'));
    expect(mail.text).toMatch(/^Hello Arkitekt \w+,/m);
    expect(mail.text).toContain('Status: Out of stock');
    expect(mail.text).toContain(`Message from ${surfaces[0].product.producer.name}:`);
    expect(mail.text).toMatch(/\/en\/account\b/);

    const swedish = await placeOrder(architect, [surfaces[0].documentId]);
    const svLine = (await lineOf(acme, swedish))!;
    expect((await put(acme, `/producer-desk/lines/${svLine.documentId}`, { status: 'out-of-stock', note: 'Åter i maj' })).status).toBe(200);
    const svMail = await waitForMail(toArchitect('Nytt besked om din provbeställning hos Ytbanken', 'Åter i maj'));
    expect(svMail.text).toContain('Status: Slut i lager');
    expect(svMail.text).not.toMatch(/\/en\/account/);
  });
});
