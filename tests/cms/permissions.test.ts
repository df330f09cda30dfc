import { describe, expect, inject, it } from 'vitest';
import { signedInUser } from './accounts';
import { cms } from './api';

const message = { name: 'Test Testsson', email: 'test@example.com', message: 'Hej!', language: 'sv' };

/** What a refused read or write shows: no data, and none of the message anywhere in the answer. */
function expectNothingRevealed(body: unknown, what: string) {
  expect((body as { data?: unknown } | null)?.data ?? null, what).toBeNull();
  expect(JSON.stringify(body), what).not.toContain(message.email);
  expect(JSON.stringify(body), what).not.toContain(message.message);
}

describe('public role', () => {
  // What the public role may not read of the catalogue: content-api-bounds.test.ts.
  it('cannot list or read contact messages', async () => {
    const created = await cms('/contact-messages', {
      method: 'POST',
      token: inject('cmsToken'),
      body: JSON.stringify({ data: message }),
    });
    expect(created.status).toBe(201);
    const documentId = (created.body.data as { documentId: string }).documentId;
    expect(documentId).toEqual(expect.any(String));

    for (const path of ['/contact-messages', `/contact-messages/${documentId}`]) {
      const { status, body } = await cms(path);
      expect([403, 404], path).toContain(status);
      expectNothingRevealed(body, path);
    }
  });

  it('cannot create a contact message', async () => {
    const { status, body } = await cms('/contact-messages', { method: 'POST', body: JSON.stringify({ data: message }) });
    expect(status).toBe(403);
    expect(body.error?.name).toBe('ForbiddenError');
    expectNothingRevealed(body, 'POST /contact-messages');
  });
});

describe("the site's API token", () => {
  it('creates a contact message', async () => {
    const { status, body } = await cms('/contact-messages', {
      method: 'POST',
      token: inject('cmsToken'),
      body: JSON.stringify({ data: message }),
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ name: message.name, email: message.email });
  });

  it('cannot read contact messages back', async () => {
    const { status, body } = await cms('/contact-messages', { token: inject('cmsToken') });
    expect([403, 404]).toContain(status);
    expectNothingRevealed(body, 'GET /contact-messages');
  });

  it('cannot write catalogue content', async () => {
    const { status, body } = await cms('/products', {
      method: 'POST',
      token: inject('cmsToken'),
      body: JSON.stringify({ data: { name: 'Intrång', category: 'paints' } }),
    });
    expect(status).toBe(403);
    expect(body.error?.name).toBe('ForbiddenError');
    expect(body.data ?? null).toBeNull();
  });
});

describe('a signed-in visitor', () => {
  it('cannot create or read contact messages either', async () => {
    const { jwt } = await signedInUser();

    const created = await cms('/contact-messages', { method: 'POST', token: jwt, body: JSON.stringify({ data: message }) });
    expect(created.status).toBe(403);
    expectNothingRevealed(created.body, 'POST /contact-messages');

    const listed = await cms('/contact-messages', { token: jwt });
    expect([403, 404]).toContain(listed.status);
    expectNothingRevealed(listed.body, 'GET /contact-messages');
  });
});
