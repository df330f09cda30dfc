import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { cms, forVisitor, newVisitor, postContactMessage } from './api';
import { waitForMail } from './mail';

// Every test sends from its own documentation-range address, so their limits never meet.
const message = (language: 'sv' | 'en') => {
  const id = randomUUID().slice(0, 8);
  return { name: `Test ${id}`, email: `test-${id}@example.com`, message: `Hej ${id}!\nAndra raden.`, language };
};

describe('a new contact message', () => {
  it('is mailed to the site owner in its language, with the sender as reply-to', async () => {
    const sent = message('sv');
    const created = await postContactMessage(sent, '203.0.113.10');
    expect(created.status).toBe(201);
    const { documentId } = created.body.data as { documentId: string };

    const mail = await waitForMail((m) => m.text.includes(sent.email));
    // The message's id, never the sender's words, in the subject.
    expect(mail.subject).toBe(`Nytt meddelande från Ytbanken (${documentId})`);
    expect(mail.to.map((to) => to.address)).toEqual([inject('cmsEnv').CONTACT_RECIPIENT]);
    expect(mail.replyTo?.map((to) => to.address)).toEqual([sent.email]);
    expect(mail.text).toContain(sent.message);
    expect(mail.text).toContain(`Namn: ${sent.name}`);
    expect(mail.text).toContain(`E-post: ${sent.email}`);
    expect(mail.text).toContain('Språk: svenska');
  });

  it('has an English subject when it was written in English', async () => {
    const sent = message('en');
    const created = await postContactMessage(sent, '203.0.113.11');
    expect(created.status).toBe(201);
    const mail = await waitForMail((m) => m.text.includes(sent.email));
    expect(mail.subject).toBe(`New message from Ytbanken (${(created.body.data as { documentId: string }).documentId})`);
    expect(mail.text).toContain('Language: English');
  });

  it.each(['sv', 'en'] as const)('shows markup in the name and message as text in its HTML part (%s)', async (language) => {
    const sent = {
      ...message(language),
      name: '<a href="http://evil.example/n">Klicka</a>',
      message: 'Hej <img src="http://evil.example/i.png"> <form action="http://evil.example/f"><input name="pw"></form>',
    };
    expect((await postContactMessage(sent, newVisitor())).status).toBe(201);
    const mail = await waitForMail((m) => m.text.includes(sent.email));
    expect(mail.subject).not.toMatch(/evil|Klicka/);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain('&lt;a href=&quot;http://evil.example/n&quot;&gt;Klicka&lt;/a&gt;');
    expect(mail.html).toContain('&lt;img src=&quot;http://evil.example/i.png&quot;&gt;');
    expect(mail.html).not.toMatch(/<a href="http:\/\/evil|<img|<form|<input/);
    // The text part keeps what was typed, as text.
    expect(mail.text).toContain(sent.name);
  });
});

describe('flood protection', () => {
  it('refuses the fourth message from one address within the window, not another address', async () => {
    for (let i = 0; i < 3; i++) expect((await postContactMessage(message('sv'), '198.51.100.20')).status).toBe(201);

    const refused = await postContactMessage(message('sv'), '198.51.100.20');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'Too many messages',
        details: { retryAfterSeconds: expect.any(Number) },
      },
    });
    const retryAfter = refused.body.error?.details?.retryAfterSeconds as number;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(refused.headers.get('retry-after')).toBe(String(retryAfter));

    expect((await postContactMessage(message('sv'), '198.51.100.21')).status).toBe(201);
  });

  it('counts an IPv6 visitor by its /64 network', async () => {
    for (let i = 1; i <= 3; i++) expect((await postContactMessage(message('en'), `2001:db8:20:1::${i}`)).status).toBe(201);
    expect((await postContactMessage(message('en'), '2001:db8:20:1:abcd::9')).status).toBe(429);
    expect((await postContactMessage(message('en'), '2001:db8:20:2::1')).status).toBe(201);
  });

  it('does not count messages it refused as invalid', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await postContactMessage({ ...message('sv'), email: 'nope' }, '198.51.100.30')).status).toBe(400);
    }
    expect((await postContactMessage(message('sv'), '198.51.100.30')).status).toBe(201);
  });
});

describe('the sender hash', () => {
  it('is never returned by the API', async () => {
    const created = await postContactMessage(message('sv'), '203.0.113.40');
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ documentId: expect.any(String) });
    expect(created.body.data).not.toHaveProperty('senderHash');
    expect(JSON.stringify(created.body)).not.toMatch(/[0-9a-f]{64}/);

    // Asking for it by name is refused before anything is stored.
    const asked = await cms('/contact-messages?fields[0]=name&fields[1]=senderHash', {
      method: 'POST',
      token: inject('cmsToken'),
      headers: forVisitor('203.0.113.41'),
      body: JSON.stringify({ data: message('sv') }),
    });
    expect(asked.status).toBe(400);
    expect(JSON.stringify(asked.body)).not.toMatch(/[0-9a-f]{64}/);
  });

  it('cannot be set by the request', async () => {
    const { status, body } = await postContactMessage({ ...message('sv'), senderHash: 'x'.repeat(64) }, '203.0.113.42');
    expect(status).toBe(400);
    expect(body.error?.name).toBe('ValidationError');
    expect(JSON.stringify(body.error?.details)).toContain('senderHash');
  });
});

describe('validation', () => {
  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['a name over 120 characters', { name: 'n'.repeat(121) }, 'name'],
    ['a name with a line break', { name: 'Anna\nBcc: x@example.com' }, 'name'],
    ['an invalid e-mail', { email: 'anna@' }, 'email'],
    ['an empty message', { message: '' }, 'message'],
    ['a message over 5000 characters', { message: 'm'.repeat(5001) }, 'message'],
    ['an unknown language', { language: 'de' }, 'language'],
    ['a missing language', { language: undefined }, 'language'],
  ])('refuses %s with 400 ValidationError', async (_case, change, field) => {
    const { status, body } = await postContactMessage({ ...message('sv'), ...change }, '203.0.113.50');
    expect(status).toBe(400);
    expect(body).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    const errors = (body.error?.details as { errors: { path: string[] }[] }).errors;
    expect(errors.map((e) => e.path[0])).toEqual([field]);
  });

  it('accepts the longest allowed name and message', async () => {
    const sent = { ...message('en'), name: 'n'.repeat(120), message: 'm'.repeat(5000) };
    expect((await postContactMessage(sent, '203.0.113.51')).status).toBe(201);
  });
});
