import { describe, expect, inject, it } from 'vitest';
import { signedInUser } from './accounts';
import { cms } from './api';
import { seed as seedData } from '../support/seed-data';

const message = { name: 'Test Testsson', email: 'test@example.com', message: 'Hej!', language: 'sv' };

describe('public role', () => {
  it.each(['sv', 'en'] as const)('reads the published products in %s', async (locale) => {
    const { status, body } = await cms(`/products?locale=${locale}&fields[0]=name&pagination[pageSize]=100`);
    expect(status).toBe(200);
    const names = (body.data as { name: string }[]).map((p) => p.name).sort();
    expect(names).toEqual(seedData.products.map((p) => p.name[locale]).sort());
  });

  it('reads surfaces, producers, pages, the home page and the global settings', async () => {
    for (const path of ['/surfaces', '/producers', '/pages', '/home', '/global']) {
      expect((await cms(`${path}?locale=sv`)).status, path).toBe(200);
    }
  });

  it('gets published content when it asks for drafts; the site\'s token gets the drafts', async () => {
    const path = '/pages?locale=sv&status=draft&fields[0]=title&fields[1]=publishedAt';
    const asPublic = await cms(path);
    expect(asPublic.status).toBe(200);
    const publicPages = asPublic.body.data as { publishedAt: string | null }[];
    expect(publicPages.length).toBeGreaterThan(0);
    expect(publicPages.every((p) => p.publishedAt !== null)).toBe(true);

    const user = await signedInUser();
    const asUser = (await cms(path, { token: user.jwt })).body.data as { publishedAt: string | null }[];
    expect(asUser.every((p) => p.publishedAt !== null)).toBe(true);

    const asSite = (await cms(path, { token: inject('cmsToken') })).body.data as { publishedAt: string | null }[];
    expect(asSite.length).toBe(publicPages.length);
    expect(asSite.every((p) => p.publishedAt === null)).toBe(true);
  });

  it('cannot list or read contact messages', async () => {
    const created = await cms('/contact-messages', {
      method: 'POST',
      token: inject('cmsToken'),
      body: JSON.stringify({ data: message }),
    });
    const documentId = (created.body.data as { documentId: string }).documentId;

    for (const path of ['/contact-messages', `/contact-messages/${documentId}`]) {
      const { status, body } = await cms(path);
      expect([403, 404], path).toContain(status);
      expect(JSON.stringify(body)).not.toContain(message.email);
    }
  });

  it('cannot create a contact message', async () => {
    const { status, body } = await cms('/contact-messages', { method: 'POST', body: JSON.stringify({ data: message }) });
    expect(status).toBe(403);
    expect(body.error?.name).toBe('ForbiddenError');
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
    const { status } = await cms('/contact-messages', { token: inject('cmsToken') });
    expect([403, 404]).toContain(status);
  });

  it('cannot write catalogue content', async () => {
    const { status } = await cms('/products', {
      method: 'POST',
      token: inject('cmsToken'),
      body: JSON.stringify({ data: { name: 'Intrång', category: 'paints' } }),
    });
    expect(status).toBe(403);
  });
});

describe('a signed-in visitor', () => {
  it('cannot create or read contact messages either', async () => {
    const { jwt } = await signedInUser();

    const created = await cms('/contact-messages', { method: 'POST', token: jwt, body: JSON.stringify({ data: message }) });
    expect(created.status).toBe(403);
    expect([403, 404]).toContain((await cms('/contact-messages', { token: jwt })).status);
  });
});
