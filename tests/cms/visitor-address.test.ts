import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { forVisitor, newVisitor } from './api';
import { fromAddress, LOOPBACK } from './loopback';

// Whatever a caller writes in X-Forwarded-For, the cms counts it under an address it can vouch
// for: the site's server proves itself with VISITOR_FORWARD_SECRET, anyone else is their socket.
const made = (n: number) => `203.0.113.${n}, 10.0.${n}.1`;

/** A failed sign-in, each with an identifier of its own: the per-account wait is not what these count. */
function signIn(from: string, headers: Record<string, string>) {
  return fromAddress(from, '/api/auth/local', {
    method: 'POST',
    headers,
    body: { identifier: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: 'fel-lösenord' },
  });
}

async function statuses(count: number, attempt: (n: number) => Promise<{ status: number }>) {
  const found: number[] = [];
  for (let n = 1; n <= count; n++) found.push((await attempt(n)).status);
  return found;
}

describe('per-visitor limits straight at the cms', () => {
  it('limit 11 failed sign-ins, each with a new X-Forwarded-For', async () => {
    const found = await statuses(11, (n) => signIn(LOOPBACK.attacker, { 'X-Forwarded-For': made(n) }));
    expect(found.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(found.at(-1)).toBe(429);
  });

  it('limit the admin login the same way', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@ytbanken.test`;
    const found = await statuses(11, (n) =>
      fromAddress(LOOPBACK.attacker, '/admin/login', {
        method: 'POST',
        headers: { 'X-Forwarded-For': made(n) },
        body: { email, password: 'Fel-lösenord-1' },
      }),
    );
    expect(found[0]).toBe(400);
    expect(found.at(-1)).toBe(429);
  });

  it('limit contact messages with the site token but without the secret, whatever the address', async () => {
    const message = { name: 'Flood', email: 'flood@example.com', message: 'Hej', language: 'sv' };
    const found = await statuses(4, (n) =>
      fromAddress(LOOPBACK.contactAttacker, '/api/contact-messages', {
        method: 'POST',
        headers: { Authorization: `Bearer ${inject('cmsToken')}`, 'X-Forwarded-For': made(n) },
        body: { data: message },
      }),
    );
    expect(found).toEqual([201, 201, 201, 429]);
  });

  it('ignore forwarded addresses that come with a wrong secret', async () => {
    const found = await statuses(11, () => signIn(LOOPBACK.guesser, { ...forVisitor(newVisitor()), 'X-Visitor-Forward-Secret': randomUUID().repeat(2) }));
    expect(found.at(-1)).toBe(429);
  });
});

describe("the site's server, proven by the shared secret", () => {
  it('gets a bucket for each visitor it names', async () => {
    const [first, second] = [newVisitor(), newVisitor()];
    const found = await statuses(11, () => signIn(LOOPBACK.attacker, forVisitor(first)));
    expect(found.at(-1)).toBe(429);
    expect((await signIn(LOOPBACK.attacker, forVisitor(second))).status).toBe(400);
  });
});

describe('a trusted reverse proxy in front of the cms (TRUSTED_PROXY_ADDRESSES)', () => {
  it('names the visitor by the entry it appended, not by what the client wrote before it', async () => {
    const [visitor, other] = [newVisitor(), newVisitor()];
    const found = await statuses(11, (n) => signIn(LOOPBACK.proxy, { 'X-Forwarded-For': `${made(n)}, ${visitor}` }));
    expect(found.at(-1)).toBe(429);
    expect((await signIn(LOOPBACK.proxy, { 'X-Forwarded-For': `${made(1)}, ${other}` })).status).toBe(400);
  });
});
