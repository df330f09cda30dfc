import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';

interface Message {
  documentId: string;
  name: string;
  email: string;
  message: string;
  language: string;
}
type Middleware = (context: { uid: string; action: string }, next: () => Promise<unknown>) => Promise<unknown>;

const { mailNewContactMessages, recipient } = createRequire(import.meta.url)('../../cms/src/api/contact-message/services/notify.js') as {
  mailNewContactMessages: (strapi: unknown) => Middleware;
  recipient: (strapi: unknown) => Promise<string>;
};

const UID = 'api::contact-message.contact-message';
const stored: Message = { documentId: 'd1', name: 'Anna', email: 'anna@example.com', message: 'Hej', language: 'sv' };

/** Just the parts of Strapi the mailer touches. */
function fakeStrapi({ configured = '', published = null as string | null, send = vi.fn(async () => {}) } = {}) {
  const error = vi.fn();
  const strapi = {
    config: { get: () => configured },
    documents: () => ({ findFirst: async () => (published ? { contactEmail: published } : null) }),
    plugin: () => ({ service: () => ({ send }) }),
    log: { error },
  };
  return { strapi, send, error };
}

describe('mailing contact messages', () => {
  it('keeps the stored message and logs when the mail server fails', async () => {
    const { strapi, error } = fakeStrapi({ send: vi.fn(async () => Promise.reject(new Error('connection refused'))) });
    const result = await mailNewContactMessages(strapi)({ uid: UID, action: 'create' }, async () => stored);
    expect(result).toBe(stored);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('connection refused')));
  });

  it('mails only newly created contact messages', async () => {
    const { strapi, send } = fakeStrapi();
    const middleware = mailNewContactMessages(strapi);
    await middleware({ uid: UID, action: 'update' }, async () => stored);
    await middleware({ uid: 'api::page.page', action: 'create' }, async () => ({ documentId: 'p1' }));
    await middleware({ uid: UID, action: 'create' }, async () => stored);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ replyTo: 'anna@example.com' }));
  });

  it.each(['sv', 'en'])('writes an HTML part from escaped values, in the message’s language, and no name in the subject (%s)', async (language) => {
    const { strapi, send } = fakeStrapi();
    const hostile = {
      ...stored,
      language,
      name: '<a href="http://evil.example/n">Vinn</a>',
      message: 'Hej\n<img src="http://evil.example/i.png"><form action="http://evil.example/f"></form>',
    };
    await mailNewContactMessages(strapi)({ uid: UID, action: 'create' }, async () => hostile);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const [[mail]] = send.mock.calls as unknown as [[{ subject: string; text: string; html: string }]];
    expect(mail.subject).toBe(language === 'sv' ? 'Nytt meddelande från Ytbanken (d1)' : 'New message from Ytbanken (d1)');
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain('&lt;a href=&quot;http://evil.example/n&quot;&gt;Vinn&lt;/a&gt;');
    expect(mail.html).toContain('&lt;img src=&quot;http://evil.example/i.png&quot;&gt;');
    expect(mail.html).not.toMatch(/<a href="http:\/\/evil|<img|<form/);
    expect(mail.text).toContain(hostile.name);
  });

  it('mails CONTACT_RECIPIENT, else the published contact e-mail, else hej@ytbanken.example', async () => {
    expect(await recipient(fakeStrapi({ configured: 'owner@example.com', published: 'x@example.com' }).strapi)).toBe('owner@example.com');
    expect(await recipient(fakeStrapi({ published: 'kontakt@example.com' }).strapi)).toBe('kontakt@example.com');
    expect(await recipient(fakeStrapi().strapi)).toBe('hej@ytbanken.example');
  });
});
