import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

type Middleware = (context: { uid: string; action: string }, next: () => Promise<unknown>) => Promise<unknown>;

const { mailNewSampleOrders, resendPendingMails } = createRequire(import.meta.url)('../../cms/src/samples/notify.js') as {
  mailNewSampleOrders: (strapi: unknown) => Middleware;
  resendPendingMails: (strapi: unknown) => Promise<void>;
};

const UID = 'api::sample-order.sample-order';
const stored = {
  id: 7,
  documentId: 'o1',
  name: 'Anna',
  email: 'anna@example.com',
  street: 'Storgatan 1',
  postalCode: '111 22',
  city: 'Stockholm',
  country: 'SE',
  language: 'sv',
  lines: [
    { producer: { documentId: 'p1', name: 'Norrskog Golv' }, surfaces: [{ documentId: 's1', name: 'Ek', product: 'Parkett', articleNumber: 'NS-1' }] },
    { producer: { documentId: 'p2', name: 'Utan Adress' }, surfaces: [{ documentId: 's2', name: 'Kalk', product: 'Färg', articleNumber: 'EK-2' }] },
  ],
};

/** Just the parts of Strapi the mailer touches. */
function fakeStrapi(send: (mail: { to: string }) => Promise<void>, orders: unknown[] = []) {
  const update = vi.fn(async () => ({}));
  const findMany = vi.fn(async () => orders);
  const error = vi.fn();
  const strapi = {
    config: { get: () => 'owner@example.com' },
    documents: () => ({
      findMany: async () => [
        { documentId: 'p1', contactEmail: 'order@norrskog.example' },
        { documentId: 'p2', contactEmail: null },
      ],
    }),
    plugin: () => ({ service: () => ({ send: vi.fn(send) }) }),
    db: { query: () => ({ update, findMany }) },
    log: { error, warn: vi.fn() },
  };
  return { strapi, update, error };
}

describe('mailing sample orders', () => {
  it('mails each producer, the site owner for a producer without an address, and the visitor; then marks the order sent', async () => {
    const sent: { to: string; text: string }[] = [];
    const { strapi, update } = fakeStrapi(async (mail) => void sent.push(mail as { to: string; text: string }));
    expect(await mailNewSampleOrders(strapi)({ uid: UID, action: 'create' }, async () => stored)).toBe(stored);
    await vi.waitFor(() => expect(update).toHaveBeenCalledWith({ where: { id: 7 }, data: { mailsSent: true, mailsPending: [] } }));
    expect(sent.map((mail) => mail.to)).toEqual(['order@norrskog.example', 'owner@example.com', 'anna@example.com']);
    expect(sent[1]!.text).toContain('Utan Adress har ingen e-postadress för beställningar');
  });

  it('keeps the stored order, logs and leaves it marked unsent when the mail server is down', async () => {
    const { strapi, update, error } = fakeStrapi(async () => Promise.reject(new Error('connection refused')));
    expect(await mailNewSampleOrders(strapi)({ uid: UID, action: 'create' }, async () => stored)).toBe(stored);
    await vi.waitFor(() =>
      expect(update).toHaveBeenCalledWith({ where: { id: 7 }, data: { mailsSent: false, mailsPending: ['producer:p1', 'producer:p2', 'visitor'] } }),
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining('connection refused'));
  });

  it('mails only newly created orders', async () => {
    const { strapi, update } = fakeStrapi(async () => {});
    await mailNewSampleOrders(strapi)({ uid: UID, action: 'update' }, async () => stored);
    await mailNewSampleOrders(strapi)({ uid: 'api::page.page', action: 'create' }, async () => stored);
    expect(update).not.toHaveBeenCalled();
  });

  it('sends again, once the mail server is back, only the mails an outage kept back', async () => {
    const sent: string[] = [];
    const pending = { ...stored, mailsSent: false, mailsPending: ['producer:p2', 'visitor'] };
    const firstTry = { ...stored, id: 8, mailsSent: false, mailsPending: null };
    const { strapi, update } = fakeStrapi(async (mail) => void sent.push(mail.to), [pending, firstTry]);
    await resendPendingMails(strapi);
    expect(sent).toEqual(['owner@example.com', 'anna@example.com']);
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ where: { id: 7 }, data: { mailsSent: true, mailsPending: [] } });
  });

  it('keeps naming what is still pending while the mail server stays down', async () => {
    const pending = { ...stored, mailsSent: false, mailsPending: ['visitor'] };
    const { strapi, update } = fakeStrapi(async () => Promise.reject(new Error('connection refused')), [pending]);
    await resendPendingMails(strapi);
    expect(update).toHaveBeenCalledWith({ where: { id: 7 }, data: { mailsSent: false, mailsPending: ['visitor'] } });
  });
});
