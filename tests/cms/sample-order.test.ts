import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { signedInUser } from './accounts';
import { cms, forVisitor, newVisitor } from './api';
import { waitForMail, type CaughtMail } from './mail';

interface Surface {
  documentId: string;
  name: string;
  articleNumber: string;
  product: { name: string; producer: { documentId: string; name: string; slug: string } };
}
interface Order {
  documentId: string;
  name: string;
  status: string;
  lines: { producer: { name: string }; surfaces: { documentId: string; name: string; articleNumber: string }[] }[];
}

/** Two surfaces of one producer and one of another, as the public catalogue lists them. */
async function surfacesOfTwoProducers(locale: 'sv' | 'en') {
  const { body } = await cms(
    `/surfaces?locale=${locale}&fields[0]=name&fields[1]=articleNumber&populate[product][fields][0]=name&populate[product][populate][producer][fields][0]=name&populate[product][populate][producer][fields][1]=slug&pagination[pageSize]=100`,
  );
  const all = body.data as Surface[];
  const byProducer = new Map<string, Surface[]>();
  for (const s of all) byProducer.set(s.product.producer.slug, [...(byProducer.get(s.product.producer.slug) ?? []), s]);
  const [first, second] = [...byProducer.values()].filter((list) => list.length >= 2);
  expect(first && second).toBeTruthy();
  return [first![0]!, first![1]!, second![0]!];
}

const order = (surfaces: string[], language: 'sv' | 'en') => {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Beställare ${id}`,
    company: 'Arkitektkontoret AB',
    email: `order-${id}@example.com`,
    street: 'Storgatan 1',
    postalCode: '11122',
    city: 'Stockholm',
    country: 'SE',
    message: `Tack ${id}`,
    language,
    surfaces,
  };
};

const placeAsVisitor = (data: unknown, address = newVisitor()) =>
  cms('/sample-orders', { method: 'POST', token: inject('cmsToken'), headers: forVisitor(address), body: JSON.stringify({ data }) });
const placeAsUser = (data: unknown, jwt: string) =>
  cms('/sample-orders', { method: 'POST', token: jwt, headers: forVisitor(newVisitor()), body: JSON.stringify({ data }) });

describe('placing a sample order', () => {
  it('is stored with one line per producer, built from the catalogue, and the public cannot read it', async () => {
    const surfaces = await surfacesOfTwoProducers('sv');
    const sent = order(
      surfaces.map((s) => s.documentId),
      'sv',
    );
    const created = await placeAsVisitor(sent);
    expect(created.status).toBe(201);
    const stored = created.body.data as Order;
    expect(stored.status).toBe('received');
    expect(JSON.stringify(stored)).not.toMatch(/senderHash|mailsSent/);
    expect(stored.lines.map((line) => line.producer.name)).toEqual([surfaces[0]!.product.producer.name, surfaces[2]!.product.producer.name]);
    expect(stored.lines[0]!.surfaces.map((s) => s.articleNumber)).toEqual([surfaces[0]!.articleNumber, surfaces[1]!.articleNumber]);

    for (const path of ['/sample-orders', `/sample-orders/${stored.documentId}`]) {
      const asPublic = await cms(path);
      expect(asPublic.status, path).toBe(403);
      expect(JSON.stringify(asPublic.body)).not.toContain(sent.email);
      const asSite = await cms(path, { token: inject('cmsToken') });
      expect(asSite.status, path).toBe(403);
      expect(JSON.stringify(asSite.body)).not.toContain(sent.email);
    }
    // Nobody creates one without the site's token.
    expect((await cms('/sample-orders', { method: 'POST', body: JSON.stringify({ data: sent }) })).status).toBe(403);
  });

  it('refuses eleven surfaces even when every one of them is in the catalogue', async () => {
    const { body } = await cms('/surfaces?locale=sv&fields[0]=name&pagination[pageSize]=11');
    const eleven = (body.data as Surface[]).map((s) => s.documentId);
    expect(new Set(eleven).size).toBe(11);
    const refused = await placeAsVisitor(order(eleven, 'sv'));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('surfaces must list 1 to 10 surface ids');
  });

  it('refuses unknown surfaces, set lines or status, wrong postal codes and more than 10 surfaces', async () => {
    const [surface] = await surfacesOfTwoProducers('en');
    const ok = order([surface!.documentId], 'en');
    const refusals = [
      { ...ok, surfaces: ['a'.repeat(24)] },
      { ...ok, lines: [{ producer: { name: 'Fake' }, surfaces: [] }] },
      { ...ok, status: 'sent' },
      { ...ok, user: 1 },
      { ...ok, postalCode: '1234' },
      { ...ok, country: 'NO', postalCode: '111 22' },
      { ...ok, country: 'DE', postalCode: '10115' },
      { ...ok, surfaces: Array.from({ length: 11 }, (_, i) => `${'b'.repeat(23)}${i % 10}`) },
      { ...ok, name: 'Eva\r\nBcc: x@example.com' },
    ];
    for (const data of refusals) {
      const refused = await placeAsVisitor(data);
      expect(refused.status, JSON.stringify(data)).toBe(400);
      expect(refused.body.error?.name).toBe('ValidationError');
    }
    // Each Nordic country's own postal code format is taken.
    for (const [country, postalCode] of [
      ['NO', '0150'],
      ['DK', '1050'],
      ['FI', '00100'],
      ['IS', '101'],
      ['SE', '111 22'],
    ]) {
      expect((await placeAsVisitor({ ...ok, country, postalCode })).status, country).toBe(201);
    }
  });

  it('limits one visitor to three orders in the window', async () => {
    const [surface] = await surfacesOfTwoProducers('sv');
    const address = newVisitor();
    for (let i = 0; i < 3; i++) expect((await placeAsVisitor(order([surface!.documentId], 'sv'), address)).status).toBe(201);
    const refused = await placeAsVisitor(order([surface!.documentId], 'sv'), address);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.name).toBe('RateLimitError');
  });
});

describe("a signed-in user's orders", () => {
  it('are listed to their owner only; another user can neither list nor read them', async () => {
    const [owner, other] = await Promise.all([signedInUser(), signedInUser()]);
    const surfaces = await surfacesOfTwoProducers('sv');
    const mine = await placeAsUser(order([surfaces[0]!.documentId], 'sv'), owner.jwt);
    expect(mine.status).toBe(201);
    const theirs = await placeAsUser(order([surfaces[2]!.documentId], 'sv'), other.jwt);
    expect(theirs.status).toBe(201);
    // A visitor's order belongs to nobody.
    expect((await placeAsVisitor(order([surfaces[1]!.documentId], 'sv'))).status).toBe(201);
    const mineId = (mine.body.data as Order).documentId;

    const listed = await cms('/sample-orders', { token: owner.jwt });
    expect(listed.status).toBe(200);
    expect((listed.body.data as Order[]).map((o) => o.documentId)).toEqual([mineId]);
    expect((await cms(`/sample-orders/${mineId}`, { token: owner.jwt })).status).toBe(200);

    const asOther = await cms(`/sample-orders?filters[documentId][$eq]=${mineId}`, { token: other.jwt });
    expect(asOther.status).toBe(200);
    expect(asOther.body.data).toEqual([]);
    expect((await cms(`/sample-orders/${mineId}`, { token: other.jwt })).status).toBe(404);
    // Orders cannot be changed or deleted through the API.
    expect((await cms(`/sample-orders/${mineId}`, { method: 'PUT', token: owner.jwt, body: JSON.stringify({ data: { status: 'sent' } }) })).status).toBe(405);
    expect((await cms(`/sample-orders/${mineId}`, { method: 'DELETE', token: owner.jwt })).status).toBe(405);
  });
});

describe('the mails of an order', () => {
  it.each(['sv', 'en'] as const)('go to each producer with only its surfaces, and to the visitor in %s', async (language) => {
    const surfaces = await surfacesOfTwoProducers(language);
    const sent = order(
      surfaces.map((s) => s.documentId),
      language,
    );
    expect((await placeAsVisitor(sent)).status).toBe(201);
    const [a1, a2, b1] = surfaces as [Surface, Surface, Surface];
    const toProducer = (surface: Surface) => (mail: CaughtMail) =>
      mail.text.includes(sent.email) && mail.to.some((to) => to.address === `order@${surface.product.producer.slug}.example`);

    const first = await waitForMail(toProducer(a1));
    const second = await waitForMail(toProducer(b1));
    const visitor = await waitForMail((mail) => mail.to.some((to) => to.address === sent.email));

    expect(first.subject).toBe(language === 'sv' ? `Provbeställning från Ytbanken: ${sent.name}` : `Sample order from Ytbanken: ${sent.name}`);
    expect(first.replyTo?.map((to) => to.address)).toEqual([sent.email]);
    expect(first.text).toContain(a1.articleNumber);
    expect(first.text).toContain(a2.articleNumber);
    expect(first.text).not.toContain(b1.articleNumber);
    expect(first.text).toContain('111 22 Stockholm');
    expect(second.text).toContain(b1.articleNumber);
    expect(second.text).not.toContain(a1.articleNumber);
    expect(second.text).not.toContain(a2.articleNumber);

    expect(visitor.subject).toBe(language === 'sv' ? 'Din provbeställning hos Ytbanken' : 'Your sample order at Ytbanken');
    for (const s of surfaces) expect(visitor.text).toContain(`${s.name} (${s.product.name})`);
    expect(visitor.text).toContain(language === 'sv' ? 'Sverige' : 'Sweden');
  });
});
