import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ageSampleOrders } from '../support/cms-database';
import { ESCAPED_HOSTILE_NAME, HOSTILE_ORDER, HOSTILE_WORDS, LIVE_HOSTILE_MARKUP } from '../support/hostile-order';
import { surfacesOfTwoProducers as twoProducers, type CatalogueSurface } from '../support/surfaces';
import { newName, PASSWORD, post, signedInUser } from './accounts';
import { adminEditor, cms, forVisitor, newVisitor } from './api';
import { waitForMail, type CaughtMail } from './mail';
import { script } from './script';

type Surface = CatalogueSurface;
interface Order {
  documentId: string;
  name: string;
  status: string;
  lines: { producer: { name: string }; surfaces: { documentId: string; name: string; articleNumber: string }[] }[];
}

/** Two surfaces of one producer and one of another, from the test cms. */
const surfacesOfTwoProducers = (locale: 'sv' | 'en') => twoProducers(locale, async (path) => (await cms(path, { token: inject('cmsToken') })).body);

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
    // A visitor's order waits for its address to be confirmed.
    expect(stored.status).toBe('awaiting-confirmation');
    expect(JSON.stringify(stored)).not.toMatch(/senderHash|mailsSent|confirmationHash/);
    expect(stored.lines.map((line) => line.producer.name)).toEqual([surfaces[0]!.product.producer.name, surfaces[2]!.product.producer.name]);
    expect(stored.lines[0]!.surfaces.map((s) => s.articleNumber)).toEqual([surfaces[0]!.articleNumber, surfaces[1]!.articleNumber]);

    for (const path of ['/sample-orders', `/sample-orders/${stored.documentId}`]) {
      const asPublic = await cms(path);
      expect(asPublic.status, path).toBe(403);
      expect(asPublic.body.error?.name, path).toBe('ForbiddenError');
      expect(JSON.stringify(asPublic.body)).not.toContain(sent.email);
      const asSite = await cms(path, { token: inject('cmsToken') });
      expect(asSite.status, path).toBe(403);
      expect(asSite.body.error?.name, path).toBe('ForbiddenError');
      expect(JSON.stringify(asSite.body)).not.toContain(sent.email);
    }
    // Nobody creates one without the site's token.
    const anonymous = await cms('/sample-orders', { method: 'POST', body: JSON.stringify({ data: sent }) });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.error?.name).toBe('ForbiddenError');
  });

  it('refuses eleven surfaces even when every one of them is in the catalogue', async () => {
    const { body } = await cms('/surfaces?locale=sv&fields[0]=name&pagination[pageSize]=11', { token: inject('cmsToken') });
    const eleven = (body.data as Surface[]).map((s) => s.documentId);
    expect(new Set(eleven).size).toBe(11);
    const refused = await placeAsVisitor(order(eleven, 'sv'));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('surfaces must list 1 to 10 surface ids');
  });

  it('refuses unknown surfaces, set lines or status, wrong postal codes and more than 10 surfaces', async () => {
    const [surface] = await surfacesOfTwoProducers('en');
    const ok = order([surface!.documentId], 'en');
    // Each refusal names its field and says why, as the site's server reads it (details.errors).
    const refusals: [data: Record<string, unknown>, field: string, reason: string][] = [
      [{ ...ok, surfaces: ['a'.repeat(24)] }, 'surfaces', `Unknown surfaces: ${'a'.repeat(24)}`],
      [{ ...ok, lines: [{ producer: { name: 'Fake' }, surfaces: [] }] }, 'lines', 'Invalid key lines'],
      [{ ...ok, status: 'sent' }, 'status', 'Invalid key status'],
      [{ ...ok, status: 'received' }, 'status', 'Invalid key status'],
      [{ ...ok, confirmed: true }, 'confirmed', 'Invalid key confirmed'],
      [{ ...ok, user: 1 }, 'user', 'Invalid key user'],
      [{ ...ok, postalCode: '1234' }, 'postalCode', 'postalCode is not a postal code in SE'],
      [{ ...ok, country: 'NO', postalCode: '111 22' }, 'postalCode', 'postalCode is not a postal code in NO'],
      [{ ...ok, country: 'DE', postalCode: '10115' }, 'country', 'country must be one of: SE, NO, DK, FI, IS'],
      [{ ...ok, surfaces: Array.from({ length: 11 }, (_, i) => `${'b'.repeat(23)}${i % 10}`) }, 'surfaces', 'surfaces must list 1 to 10 surface ids'],
      [{ ...ok, name: 'Eva\r\nBcc: x@example.com' }, 'name', 'name must not contain control characters'],
    ];
    for (const [data, field, reason] of refusals) {
      const refused = await placeAsVisitor(data);
      expect(refused.status, reason).toBe(400);
      expect(refused.body.error?.name, reason).toBe('ValidationError');
      expect(refused.body.error?.details?.errors, reason).toEqual([{ path: [field], message: reason, name: 'ValidationError' }]);
    }
    // Each Nordic country's own postal code format is taken.
    for (const [country, postalCode] of [
      ['NO', '0150'],
      ['DK', '1050'],
      ['FI', '00100'],
      ['IS', '101'],
      ['SE', '111 22'],
    ]) {
      expect((await placeAsVisitor({ ...ok, email: `${country}-${ok.email}`, country, postalCode })).status, country).toBe(201);
    }
  });

  it('limits one visitor to three orders in the window', async () => {
    const [surface] = await surfacesOfTwoProducers('sv');
    const address = newVisitor();
    for (let i = 0; i < 3; i++) expect((await placeAsVisitor(order([surface!.documentId], 'sv'), address)).status).toBe(201);
    const refused = await placeAsVisitor(order([surface!.documentId], 'sv'), address);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ name: 'RateLimitError', message: 'Too many orders' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
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
    const notTheirs = await cms(`/sample-orders/${mineId}`, { token: other.jwt });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.error?.name).toBe('NotFoundError');
    // Orders cannot be changed or deleted through the API.
    expect((await cms(`/sample-orders/${mineId}`, { method: 'PUT', token: owner.jwt, body: JSON.stringify({ data: { status: 'sent' } }) })).status).toBe(405);
    expect((await cms(`/sample-orders/${mineId}`, { method: 'DELETE', token: owner.jwt })).status).toBe(405);
  });
});

const VISITOR_WORDS = [...HOSTILE_WORDS, 'Arkitektkontoret', 'Storgatan', 'Tack '];

const to = (address: string) => (mail: CaughtMail) => mail.to.some((each) => each.address === address);
const caught = async () => (await (await fetch(`${inject('mailUrl')}/email`)).json()) as CaughtMail[];
const confirm = (token: unknown) => cms('/sample-orders/confirm', { method: 'POST', token: inject('cmsToken'), body: JSON.stringify({ data: { token } }) });

/** The request to confirm an order to `email`, and the token its link carries. */
async function confirmationRequest(email: string) {
  const mail = await waitForMail((m) => to(email)(m) && m.text.includes('/samples/confirm?token='));
  const token = /\/samples\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  return { mail, token: token! };
}

/** No markup the visitor typed is live in a mail's HTML, and none of it is in the subject. */
function expectEscaped(mail: CaughtMail) {
  expect(mail.html).not.toMatch(LIVE_HOSTILE_MARKUP);
  expect(mail.html).toContain(ESCAPED_HOSTILE_NAME);
  for (const word of HOSTILE_WORDS) expect(mail.subject).not.toContain(word);
}

describe("a visitor's order", () => {
  it.each(['sv', 'en'] as const)(
    'is held until its address is confirmed, then goes to each producer with only its surfaces, and to the visitor (%s)',
    async (language) => {
      const surfaces = await surfacesOfTwoProducers(language);
      const sent = {
        ...order(
          surfaces.map((s) => s.documentId),
          language,
        ),
        ...HOSTILE_ORDER,
      };
      const created = await placeAsVisitor(sent);
      expect(created.status).toBe(201);
      const { documentId } = created.body.data as Order;
      const [a1, a2, b1] = surfaces as [Surface, Surface, Surface];
      const toProducer = (surface: Surface) => (mail: CaughtMail) =>
        mail.text.includes(sent.email) && to(`order@${surface.product.producer.slug}.example`)(mail);

      const { mail: request, token } = await confirmationRequest(sent.email);
      expect(request.subject).toBe(language === 'sv' ? 'Bekräfta din provbeställning hos Ytbanken' : 'Confirm your sample order at Ytbanken');
      for (const part of [request.subject, request.text, request.html ?? '']) {
        for (const word of VISITOR_WORDS) expect(part).not.toContain(word);
      }
      // The samples asked for, each with its product under its producer: the catalogue's words, not the visitor's.
      const producers = [...new Set(surfaces.map((s) => s.product.producer.name))];
      for (const producer of producers) expect(request.text).toContain(`${producer}:`);
      for (const s of surfaces)
        expect(request.text).toContain(`${s.name} (${s.product.name}), ${language === 'sv' ? 'art.nr' : 'art. no.'} ${s.articleNumber}`);
      expect(request.html).toContain(`<html lang="${language}">`);
      expect(request.text).toContain(`${inject('cmsEnv').SITE_URL}${language === 'en' ? '/en' : ''}/samples/confirm?token=${token}`);
      // Nothing reaches a producer, nor the visitor's full confirmation, before the link is followed.
      expect((await caught()).filter((mail) => mail.text.includes(sent.email))).toEqual([]);

      // The confirmation page is told the samples, by producer, and nothing of the visitor's.
      const lines = [a1.product.producer, b1.product.producer].map((producer) => ({
        producer: { documentId: producer.documentId, name: producer.name },
        surfaces: surfaces
          .filter((s) => s.product.producer.documentId === producer.documentId)
          .map((s) => ({ documentId: s.documentId, name: s.name, articleNumber: s.articleNumber, product: s.product.name })),
      }));
      expect((await confirm(token)).body.data).toEqual({ outcome: 'confirmed', lines });
      const first = await waitForMail(toProducer(a1));
      const second = await waitForMail(toProducer(b1));
      const visitor = await waitForMail((mail) => to(sent.email)(mail) && !mail.text.includes('/samples/confirm'));

      expect(first.subject).toBe(language === 'sv' ? `Provbeställning från Ytbanken (${documentId})` : `Sample order from Ytbanken (${documentId})`);
      expect(first.replyTo?.map((each) => each.address)).toEqual([sent.email]);
      expect(first.text).toContain(a1.articleNumber);
      expect(first.text).toContain(a2.articleNumber);
      expect(first.text).not.toContain(b1.articleNumber);
      expect(first.text).toContain('111 22');
      expect(second.text).toContain(b1.articleNumber);
      expect(second.text).not.toContain(a1.articleNumber);
      expect(second.text).not.toContain(a2.articleNumber);
      expect(visitor.subject).toBe(language === 'sv' ? 'Din provbeställning hos Ytbanken' : 'Your sample order at Ytbanken');
      for (const s of surfaces) expect(visitor.text).toContain(`${s.name} (${s.product.name})`);
      expect(visitor.text).toContain(language === 'sv' ? 'Sverige' : 'Sweden');
      for (const mail of [first, second, visitor]) {
        expectEscaped(mail);
        expect(mail.html).toContain(`<html lang="${language}">`);
      }

      // The link works once.
      expect((await confirm(token)).body.data).toEqual({ outcome: 'used', lines });
    },
  );

  it('answers unknown for a token nobody was sent, and for anything that is not a token', async () => {
    for (const token of ['A'.repeat(43), 'kort', '<script>', 42, null]) {
      const answer = await confirm(token);
      expect(answer.status, String(token)).toBe(200);
      expect(answer.body.data, String(token)).toEqual({ outcome: 'unknown' });
    }
    // Only the site's server confirms.
    const withoutToken = await cms('/sample-orders/confirm', { method: 'POST', body: JSON.stringify({ data: { token: 'A'.repeat(43) } }) });
    expect(withoutToken.status).toBe(403);
    expect(withoutToken.body.error?.name).toBe('ForbiddenError');
  });

  it('expires unconfirmed: its link then sends nothing', async () => {
    const [surface] = await surfacesOfTwoProducers('sv');
    const sent = order([surface!.documentId], 'sv');
    expect((await placeAsVisitor(sent)).status).toBe(201);
    const { token } = await confirmationRequest(sent.email);
    await ageSampleOrders(inject('cmsEnv'), sent.email, 24 * 60 * 60_000 + 60_000);
    expect((await confirm(token)).body.data).toEqual({ outcome: 'expired' });
    expect((await confirm(token)).body.data).toEqual({ outcome: 'expired' });

    // A later order that is confirmed gets its mails; by then the expired one's would have come too.
    const later = order([surface!.documentId], 'sv');
    await placeAsVisitor(later);
    expect((await confirm((await confirmationRequest(later.email)).token)).body.data).toMatchObject({ outcome: 'confirmed' });
    await waitForMail((mail) => mail.text.includes(later.email) && to(`order@${surface!.product.producer.slug}.example`)(mail));
    expect((await caught()).filter((mail) => mail.text.includes(sent.email))).toEqual([]);
  });

  it('sends one address at most three requests to confirm in an hour, from whichever visitor', async () => {
    const [surface] = await surfacesOfTwoProducers('en');
    const email = `many-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 3; i++) expect((await placeAsVisitor({ ...order([surface!.documentId], 'en'), email })).status).toBe(201);
    const refused = await placeAsVisitor({ ...order([surface!.documentId], 'en'), email: email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ name: 'RateLimitError', message: 'Too many orders for this address' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe("a confirmed user's order", () => {
  it("to their own address goes out at once; to another address it waits like a visitor's", async () => {
    const user = await signedInUser();
    const [surface] = await surfacesOfTwoProducers('sv');
    const own = await placeAsUser({ ...order([surface!.documentId], 'sv'), email: user.email.toUpperCase() }, user.jwt);
    expect(own.status).toBe(201);
    expect((own.body.data as Order).status).toBe('received');
    await waitForMail((mail) => mail.text.includes(user.email.toUpperCase()) && to(`order@${surface!.product.producer.slug}.example`)(mail));

    const other = order([surface!.documentId], 'sv');
    const held = await placeAsUser(other, user.jwt);
    expect((held.body.data as Order).status).toBe('awaiting-confirmation');
    await confirmationRequest(other.email);
    expect((await caught()).filter((mail) => mail.text.includes(other.email))).toEqual([]);
  });

  it("waits like a visitor's while the cms does not confirm addresses at sign-up (AUTH_EMAIL_CONFIRMATION=false)", async () => {
    const editor = await adminEditor();
    const settings = await editor.advancedSettings();
    expect(settings.email_confirmation).toBe(true);
    await editor.setAdvancedSettings({ ...settings, email_confirmation: false });
    try {
      // Without confirmation the account is created confirmed, with a session at once, for any address.
      const { username, email } = newName();
      const registered = await post('/auth/local/register', { username, email, password: PASSWORD });
      expect(registered.status).toBe(200);
      const { jwt, user } = registered.body as { jwt: string; user: { confirmed: boolean } };
      expect(user.confirmed).toBe(true);
      const [surface] = await surfacesOfTwoProducers('sv');
      const held = await placeAsUser({ ...order([surface!.documentId], 'sv'), email }, jwt);
      expect(held.status).toBe(201);
      expect((held.body.data as Order).status).toBe('awaiting-confirmation');
      await confirmationRequest(email);
      expect((await caught()).filter((mail) => mail.text.includes(email))).toEqual([]);
    } finally {
      await editor.setAdvancedSettings(settings);
    }
  });
});

// Last: its script's pause lets the cms close kept-alive connections the next request might reuse.
describe('the cron task, on the real database', () => {
  it('expires sent requests, drops unsent ones for editors to see, and sends what confirmed orders still owe, once when two runs meet', async () => {
    const [surface] = await surfacesOfTwoProducers('sv');
    const [sent, unsent] = [order([surface!.documentId], 'sv'), order([surface!.documentId], 'sv')];
    for (const each of [sent, unsent]) expect((await placeAsVisitor(each)).status).toBe(201);
    for (const each of [sent, unsent]) await confirmationRequest(each.email);
    const user = await signedInUser();
    const own = { ...order([surface!.documentId], 'sv'), email: user.email };
    expect((await placeAsUser(own, user.jwt)).status).toBe(201);
    const visitorMail = (mail: CaughtMail) => to(user.email)(mail) && mail.subject === 'Din provbeställning hos Ytbanken';
    await waitForMail(visitorMail);

    const DAY = 24 * 60 * 60_000;
    const rows = script<{ email: string; status: string; mailsSent: boolean; mailsPending: string[] }[]>(
      'sample-mails',
      String(DAY + 60_000),
      JSON.stringify([
        { where: { email: sent.email }, data: {} },
        // As if the request had never gone out, and the visitor mail of the user's order had waited.
        { where: { email: unsent.email }, data: { mailsSent: false, mailsPending: ['confirm'], confirmationSentAt: null } },
        { where: { email: user.email }, data: { mailsSent: false, mailsPending: ['visitor'] } },
      ]),
    );
    expect(rows.map(({ email, status, mailsSent, mailsPending }) => ({ email, status, mailsSent, mailsPending }))).toEqual([
      { email: sent.email, status: 'expired', mailsSent: true, mailsPending: [] },
      { email: unsent.email, status: 'confirmation-not-sent', mailsSent: true, mailsPending: [] },
      { email: user.email, status: 'received', mailsSent: true, mailsPending: [] },
    ]);
    await expect.poll(async () => (await caught()).filter(visitorMail).length).toBe(2);
  });
});
