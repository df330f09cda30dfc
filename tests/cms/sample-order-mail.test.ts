import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { ESCAPED_HOSTILE_NAME, HOSTILE_ORDER, HOSTILE_WORDS, LIVE_HOSTILE_MARKUP } from '../support/hostile-order';
import { fakeStrapi, type SentMail } from './fake-strapi';

type Middleware = (context: { uid: string; action: string }, next: () => Promise<unknown>) => Promise<unknown>;
type Strapi = ReturnType<typeof fakeStrapi>['strapi'];

const load = createRequire(import.meta.url);
const { mailNewSampleOrders, sendPendingMails } = load('../../cms/src/api/sample-order/services/notify.js') as {
  mailNewSampleOrders: (strapi: Strapi) => Middleware;
  sendPendingMails: (strapi: Strapi, now?: number) => Promise<void>;
};
const { confirmOrder } = load('../../cms/src/api/sample-order/services/confirm.js') as {
  confirmOrder: (strapi: Strapi, token: unknown, now?: number) => Promise<string>;
};

const UID = 'api::sample-order.sample-order';
const HOUR = 60 * 60_000;

const order = (extra: Record<string, unknown> = {}) => ({
  documentId: 'o1',
  name: 'Anna',
  company: 'Arkitekterna AB',
  email: 'anna@example.com',
  street: 'Storgatan 1',
  postalCode: '111 22',
  city: 'Stockholm',
  country: 'SE',
  message: 'Tack på förhand',
  language: 'sv',
  status: 'awaiting-confirmation',
  mailsSent: false,
  mailsPending: null,
  lines: [
    { producer: { documentId: 'p1', name: 'Norrskog Golv' }, surfaces: [{ documentId: 's1', name: 'Ek', product: 'Parkett', articleNumber: 'NS-1' }] },
    { producer: { documentId: 'p2', name: 'Utan Adress' }, surfaces: [{ documentId: 's2', name: 'Kalk', product: 'Färg', articleNumber: 'EK-2' }] },
  ],
  ...extra,
});

/** Stores `data` as the order's creation would, through the middleware, and waits for its mails to be recorded. */
async function place(fake: ReturnType<typeof fakeStrapi>, data = order()) {
  fake.orders.push({ id: fake.orders.length + 1, createdAt: new Date(), ...data });
  const stored = fake.orders.at(-1)!;
  expect(await mailNewSampleOrders(fake.strapi)({ uid: UID, action: 'create' }, async () => stored)).toBe(stored);
  await vi.waitFor(() => expect(stored.mailsPending).not.toBeNull());
  return stored;
}

const tokenIn = (mail: SentMail) => /\/samples\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];

/** No markup the visitor typed is live in a mail's HTML; it is there, escaped. */
function expectEscaped(mail: SentMail) {
  expect(mail.html).not.toMatch(LIVE_HOSTILE_MARKUP);
  expect(mail.html).toContain(ESCAPED_HOSTILE_NAME);
  expect(mail.html).toContain('&lt;form action=&quot;http://evil.example/f&quot;&gt;');
  expect(mail.html).toContain('&lt;a href=&quot;http://evil.example/c&quot;&gt;Stad&lt;/a&gt;');
  expect(mail.html).toContain('&lt;img src=&quot;http://evil.example/m.png&quot;&gt;');
  for (const word of HOSTILE_WORDS) expect(mail.subject).not.toContain(word);
}

describe("a visitor's sample order", () => {
  it.each(['sv', 'en'] as const)('mails only a request to confirm the address, listing the samples and none of the visitor’s words (%s)', async (language) => {
    const fake = fakeStrapi();
    const stored = await place(fake, order({ ...HOSTILE_ORDER, language }));
    expect(fake.sent.map((mail) => mail.to)).toEqual(['anna@example.com']);
    const [request] = fake.sent as [SentMail];
    expect(request.subject).toBe(language === 'sv' ? 'Bekräfta din provbeställning hos Ytbanken' : 'Confirm your sample order at Ytbanken');
    for (const part of [request.subject, request.text, request.html]) {
      for (const word of [...HOSTILE_WORDS, 'Arkitekterna', 'Storgatan']) expect(part).not.toContain(word);
    }
    const number = language === 'sv' ? 'art.nr' : 'art. no.';
    for (const part of [request.text, request.html]) {
      expect(part).toContain(language === 'sv' ? 'Prover:' : 'Samples:');
      for (const line of ['Norrskog Golv:', `- Ek (Parkett), ${number} NS-1`, 'Utan Adress:', `- Kalk (Färg), ${number} EK-2`]) expect(part).toContain(line);
    }
    expect(request.html).toContain(`<html lang="${language}">`);
    const token = tokenIn(request)!;
    expect(request.text).toContain(`${language === 'en' ? '/en' : ''}/samples/confirm?token=${token}`);
    expect(request.html).toContain(`<a href="http://localhost:3000${language === 'en' ? '/en' : ''}/samples/confirm?token=${token}">`);
    // Only the token's hash is kept.
    expect(stored.confirmationHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored).toMatchObject({ status: 'awaiting-confirmation', mailsSent: true, mailsPending: [] });
  });

  it('goes to the producers and the visitor once the link is followed, and the link works once', async () => {
    const fake = fakeStrapi();
    const stored = await place(fake, order(HOSTILE_ORDER));
    const token = tokenIn(fake.sent[0]!)!;
    expect(await confirmOrder(fake.strapi, token)).toBe('confirmed');
    await vi.waitFor(() => expect(fake.sent).toHaveLength(4));
    expect(fake.sent.slice(1).map((mail) => mail.to)).toEqual(['order@norrskog.example', 'owner@example.com', 'anna@example.com']);
    expect(fake.sent[2]!.text).toContain('Utan Adress har ingen e-postadress för beställningar');
    expect(fake.sent[1]!.subject).toBe('Provbeställning från Ytbanken (o1)');
    for (const mail of fake.sent.slice(1)) expectEscaped(mail);
    expect(stored).toMatchObject({ status: 'received', mailsSent: true, mailsPending: [] });
    expect(stored.confirmedAt).toBeInstanceOf(Date);
    // The producers' desk gets the order's lines once, when it is confirmed.
    expect(fake.openedLines.map((opened) => opened.id)).toEqual([stored.id]);

    expect(await confirmOrder(fake.strapi, token)).toBe('used');
    expect(await confirmOrder(fake.strapi, 'A'.repeat(43))).toBe('unknown');
    expect(await confirmOrder(fake.strapi, '<script>')).toBe('unknown');
    expect(await confirmOrder(fake.strapi, undefined)).toBe('unknown');
    expect(fake.openedLines).toHaveLength(1);
    await sendPendingMails(fake.strapi);
    expect(fake.sent).toHaveLength(4);
  });

  it('never goes out once its time to confirm is up, and the cron task marks it expired', async () => {
    const fake = fakeStrapi({ confirmHours: 24 });
    const stored = await place(fake);
    const token = tokenIn(fake.sent[0]!)!;
    const later = Date.now() + 24 * HOUR + 1;
    expect(await confirmOrder(fake.strapi, token, later)).toBe('expired');
    expect(stored.status).toBe('expired');
    expect(await confirmOrder(fake.strapi, token)).toBe('expired');

    const other = await place(fake, order({ documentId: 'o2' }));
    await sendPendingMails(fake.strapi, later + 60_000);
    expect(other.status).toBe('expired');
    expect(await confirmOrder(fake.strapi, tokenIn(fake.sent[1]!))).toBe('expired');
    expect(fake.sent.map((mail) => mail.to)).toEqual(['anna@example.com', 'anna@example.com']);
  });

  it('has its full time to confirm from when the request is sent, however long the queue held it back', async () => {
    const fake = fakeStrapi({ confirmationMailsPerHour: 1, confirmHours: 24 });
    await place(fake);
    const held = await place(fake, order({ documentId: 'o2' }));
    expect(held.mailsPending).toEqual(['confirm']);
    const sentAt = Date.now() + 23 * HOUR;
    await sendPendingMails(fake.strapi, sentAt);
    expect(fake.sent).toHaveLength(2);
    expect(held.confirmationSentAt).toEqual(new Date(sentAt));
    // A day after the order was placed, but not after its link was sent, it still waits.
    await sendPendingMails(fake.strapi, sentAt + 23 * HOUR);
    expect(held.status).toBe('awaiting-confirmation');
    expect(await confirmOrder(fake.strapi, tokenIn(fake.sent[1]!), sentAt + 23 * HOUR)).toBe('confirmed');
  });

  it('is dropped, and says so to editors, when its request could not be sent in the time to confirm', async () => {
    const fake = fakeStrapi({ confirmationMailsPerHour: 0, confirmHours: 24 });
    const stored = await place(fake);
    await sendPendingMails(fake.strapi, Date.now() + 23 * HOUR);
    expect(stored).toMatchObject({ status: 'awaiting-confirmation', mailsPending: ['confirm'] });
    await sendPendingMails(fake.strapi, Date.now() + 24 * HOUR + 60_000);
    expect(stored).toMatchObject({ status: 'confirmation-not-sent', mailsSent: true, mailsPending: [] });
    expect(fake.sent).toEqual([]);
  });
});

describe("a confirmed user's sample order", () => {
  it('mails each producer and the user at once, with every visitor value escaped', async () => {
    const fake = fakeStrapi();
    const stored = await place(fake, order({ ...HOSTILE_ORDER, status: 'received', language: 'en' }));
    expect(fake.sent.map((mail) => mail.to)).toEqual(['order@norrskog.example', 'owner@example.com', 'anna@example.com']);
    for (const mail of fake.sent) {
      expectEscaped(mail);
      expect(mail.html).toContain('<html lang="en">');
    }
    expect(fake.sent[0]!.replyTo).toBe('anna@example.com');
    expect(fake.sent[2]!.subject).toBe('Your sample order at Ytbanken');
    // The text part keeps what was typed, as text.
    expect(fake.sent[0]!.text).toContain(HOSTILE_ORDER.street);
    expect(stored).toMatchObject({ mailsSent: true, mailsPending: [] });
  });
});

describe('the hourly budgets of order mails', () => {
  it('send up to each budget, queue the rest, and the cron task sends them when the hour allows', async () => {
    const fake = fakeStrapi({ mailsPerHour: 2, confirmationMailsPerHour: 1 });
    const first = await place(fake, order({ status: 'received' }));
    expect(fake.sent.map((mail) => mail.to)).toEqual(['order@norrskog.example', 'owner@example.com']);
    expect(first).toMatchObject({ mailsSent: false, mailsPending: ['visitor'] });
    // A request to confirm has a budget of its own: the confirmed order's mails used none of it.
    const second = await place(fake, order({ documentId: 'o2' }));
    expect(fake.sent).toHaveLength(3);
    expect(second).toMatchObject({ mailsSent: true, mailsPending: [] });
    const third = await place(fake, order({ documentId: 'o3' }));
    expect(fake.sent).toHaveLength(3);
    expect(third).toMatchObject({ mailsSent: false, mailsPending: ['confirm'] });
    expect(third.confirmationHash).toBeUndefined();
    expect(fake.log.warn).toHaveBeenCalledWith(expect.stringContaining('wait for the hourly cap'));

    // Within the same hour the queue waits.
    await sendPendingMails(fake.strapi);
    expect(fake.sent).toHaveLength(3);

    // An hour on, the confirmed order's mail goes first, then the request.
    await sendPendingMails(fake.strapi, Date.now() + HOUR + 1);
    expect(fake.sent.slice(3).map((mail) => mail.subject)).toEqual(['Din provbeställning hos Ytbanken', 'Bekräfta din provbeställning hos Ytbanken']);
    expect(first).toMatchObject({ mailsSent: true, mailsPending: [] });
    expect(third).toMatchObject({ mailsSent: true, mailsPending: [] });
    // The queued request carries a token made when it was sent.
    expect(await confirmOrder(fake.strapi, tokenIn(fake.sent[4]!))).toBe('confirmed');
  });

  it("never let a flood of unconfirmed orders delay a confirmed order's mails", async () => {
    const fake = fakeStrapi({ mailsPerHour: 3, confirmationMailsPerHour: 2 });
    const flood = [];
    for (let i = 0; i < 60; i++) flood.push(await place(fake, order({ documentId: `f${i}`, email: `x${i}@example.com` })));
    expect(fake.sent).toHaveLength(2);
    // A confirmed order placed behind the flood goes out at once.
    const confirmed = await place(fake, order({ documentId: 'o2', status: 'received' }));
    expect(fake.sent.slice(2).map((mail) => mail.to)).toEqual(['order@norrskog.example', 'owner@example.com', 'anna@example.com']);
    expect(confirmed).toMatchObject({ mailsSent: true, mailsPending: [] });

    // And when its mails wait too, the cron task sends them before the flood's, however many stand before them.
    const late = await place(fake, order({ documentId: 'o3', status: 'received' }));
    expect(late.mailsPending).toEqual(['producer:p1', 'producer:p2', 'visitor']);
    await sendPendingMails(fake.strapi, Date.now() + HOUR + 1);
    expect(late).toMatchObject({ mailsSent: true, mailsPending: [] });
    expect(flood.filter((o) => (o.mailsPending as string[]).length === 0)).toHaveLength(4);
  });

  it('are never exceeded by orders placed at the same moment, and every mail still goes out once', async () => {
    const fake = fakeStrapi({ mailsPerHour: 4, send: () => new Promise((resolve) => setTimeout(resolve, 5)) });
    const orders = await Promise.all(['a', 'b', 'c'].map((id) => place(fake, order({ documentId: id, email: `${id}@example.com`, status: 'received' }))));
    expect(fake.sent.length).toBeLessThanOrEqual(4);
    expect(fake.mailLog).toHaveLength(fake.sent.length);
    for (let hour = 1; hour <= 3; hour++) await sendPendingMails(fake.strapi, Date.now() + hour * (HOUR + 1));
    expect(orders.every((o) => o.mailsSent)).toBe(true);
    const mails = fake.sent.map((mail) => `${mail.subject} ${mail.to} ${mail.text}`);
    expect(mails).toHaveLength(9);
    expect(new Set(mails).size).toBe(9);
    expect(fake.mailLog).toHaveLength(9);
  });

  it("give one account its share of the hour: its third order waits, and another account's goes out at once", async () => {
    const fake = fakeStrapi({ mailsPerHour: 100, mailsPerSenderPerHour: 6 });
    // The stored order's answer does not carry its account: the mailer looks it up.
    const byAnna = (documentId: string) => order({ documentId, status: 'received', user: { id: 7 } });
    for (const id of ['a1', 'a2']) expect(await place(fake, byAnna(id))).toMatchObject({ mailsSent: true, mailsPending: [] });
    expect(fake.sent).toHaveLength(6);
    const third = await place(fake, byAnna('a3'));
    expect(third.mailsPending).toEqual(['producer:p1', 'producer:p2', 'visitor']);
    expect(fake.sent).toHaveLength(6);
    // Another address on the same account is the same sender.
    const elsewhere = await place(fake, order({ documentId: 'a4', status: 'received', user: { id: 7 }, email: 'annas-andra@example.com' }));
    expect(elsewhere.mailsPending).toHaveLength(3);

    const other = await place(fake, order({ documentId: 'b1', status: 'received', user: { id: 8 }, email: 'bo@example.com' }));
    expect(other).toMatchObject({ mailsSent: true, mailsPending: [] });
    expect(fake.sent.slice(6).map((mail) => mail.to)).toEqual(['order@norrskog.example', 'owner@example.com', 'bo@example.com']);

    await sendPendingMails(fake.strapi, Date.now() + HOUR + 1);
    expect(third).toMatchObject({ mailsSent: true, mailsPending: [] });
  });

  it("give one visitor's /64 its share of the requests to confirm, however many addresses it names", async () => {
    const fake = fakeStrapi({ confirmationMailsPerHour: 100, confirmationMailsPerSenderPerHour: 2 });
    const fromOneNetwork = [];
    for (let i = 0; i < 3; i++) fromOneNetwork.push(await place(fake, order({ documentId: `n${i}`, email: `n${i}@example.com`, senderHash: 'h-one' })));
    expect(fake.sent.map((mail) => mail.to)).toEqual(['n0@example.com', 'n1@example.com']);
    expect(fromOneNetwork[2]).toMatchObject({ mailsSent: false, mailsPending: ['confirm'] });

    await place(fake, order({ documentId: 'm0', email: 'm0@example.com', senderHash: 'h-two' }));
    expect(fake.sent.at(-1)?.to).toBe('m0@example.com');
  });

  it('drops a queued request to confirm once the order is past its time', async () => {
    const fake = fakeStrapi({ confirmationMailsPerHour: 0 });
    const stored = await place(fake);
    expect(stored.mailsPending).toEqual(['confirm']);
    await sendPendingMails(fake.strapi, Date.now() + 25 * HOUR);
    expect(stored).toMatchObject({ status: 'confirmation-not-sent', mailsSent: true, mailsPending: [] });
    expect(fake.sent).toEqual([]);
  });
});

describe('a mail-server outage', () => {
  it('keeps the stored order, logs, and names the mails still to send', async () => {
    const fake = fakeStrapi({ send: async () => Promise.reject(new Error('connection refused')) });
    const stored = await place(fake, order({ status: 'received' }));
    expect(stored).toMatchObject({ mailsSent: false, mailsPending: ['producer:p1', 'producer:p2', 'visitor'] });
    expect(fake.log.error).toHaveBeenCalledWith(expect.stringContaining('connection refused'));
    // Mails that did not go out gave their places in the hourly budget back.
    expect(fake.mailLog).toEqual([]);
  });

  it('mails only newly created orders', async () => {
    const fake = fakeStrapi();
    await mailNewSampleOrders(fake.strapi)({ uid: UID, action: 'update' }, async () => order());
    await mailNewSampleOrders(fake.strapi)({ uid: 'api::page.page', action: 'create' }, async () => order());
    expect(fake.sent).toEqual([]);
  });

  it('sends again, once the mail server is back, only the mails an outage kept back', async () => {
    const fake = fakeStrapi({
      orders: [order({ status: 'received', mailsPending: ['producer:p2', 'visitor'] }), order({ documentId: 'o2', status: 'received' })],
    });
    await sendPendingMails(fake.strapi);
    expect(fake.sent.map((mail) => mail.to)).toEqual(['owner@example.com', 'anna@example.com']);
    expect(fake.orders[0]).toMatchObject({ mailsSent: true, mailsPending: [] });
    // An order whose first attempt has not finished yet is left alone.
    expect(fake.orders[1]).toMatchObject({ mailsSent: false, mailsPending: null });
  });

  it('sends what waits once, also when two runs of the cron task meet (two cms instances, or a run the next one catches up with)', async () => {
    const fake = fakeStrapi({
      send: () => new Promise((resolve) => setTimeout(resolve, 5)),
      orders: [
        order({ status: 'received', mailsPending: ['producer:p1', 'producer:p2', 'visitor'] }),
        order({ documentId: 'o2', email: 'bo@example.com', status: 'received', mailsPending: ['visitor'] }),
      ],
    });
    await Promise.all([sendPendingMails(fake.strapi), sendPendingMails(fake.strapi)]);
    // Each run takes the order the other does not hold, so the mails interleave.
    expect(fake.sent.map((mail) => mail.to).sort()).toEqual(['anna@example.com', 'bo@example.com', 'order@norrskog.example', 'owner@example.com']);
    expect(fake.orders).toMatchObject([
      { mailsSent: true, mailsPending: [], mailsClaimedUntil: null },
      { mailsSent: true, mailsPending: [], mailsClaimedUntil: null },
    ]);
  });

  it('takes an order over from a run that died while mailing it, once its hold has run out', async () => {
    const fake = fakeStrapi({
      orders: [
        order({ status: 'received', mailsPending: ['visitor'], mailsClaimedUntil: new Date(Date.now() + 60_000) }),
        order({ documentId: 'o2', status: 'received', mailsPending: ['visitor'], mailsClaimedUntil: new Date(Date.now() - 1) }),
      ],
    });
    await sendPendingMails(fake.strapi);
    expect(fake.sent.map((mail) => mail.subject)).toEqual(['Din provbeställning hos Ytbanken']);
    expect(fake.orders.map((o) => o.mailsSent)).toEqual([false, true]);
  });

  it('is not stalled by orders with nothing pending: the oldest order that has mails waiting is sent', async () => {
    // Orders whose first attempt never recorded how it went (a restart in between), or that name
    // nothing, more than one run reads.
    const stuck = Array.from({ length: 60 }, (_, i) => order({ documentId: `s${i}`, status: 'received', mailsPending: i % 2 ? null : [] }));
    const fake = fakeStrapi({ orders: [...stuck, order({ documentId: 'o2', status: 'received', mailsPending: ['visitor'] })] });
    await sendPendingMails(fake.strapi);
    expect(fake.sent.map((mail) => mail.to)).toEqual(['anna@example.com']);
    expect(fake.orders.at(-1)).toMatchObject({ mailsSent: true, mailsPending: [] });
    // Those naming nothing are marked done.
    expect(fake.orders.filter((o) => Array.isArray(o.mailsPending) && !o.mailsSent)).toEqual([]);
  });

  it('sends a new link when the request to confirm did not go out, and the unsent one never works', async () => {
    let down = true;
    const fake = fakeStrapi({ send: async () => (down ? Promise.reject(new Error('connection refused')) : undefined) });
    const stored = await place(fake);
    expect(stored).toMatchObject({ mailsSent: false, mailsPending: ['confirm'] });
    const unsent = stored.confirmationHash;
    down = false;
    await sendPendingMails(fake.strapi);
    expect(stored.confirmationHash).not.toBe(unsent);
    expect(await confirmOrder(fake.strapi, tokenIn(fake.sent[0]!))).toBe('confirmed');
  });
});
