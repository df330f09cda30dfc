import { describe, expect, inject, it } from 'vitest';
import { signedInUser } from './accounts';
import { cms } from './api';
import { seed as seedData } from '../support/seed-data';

const message = { name: 'Test Testsson', email: 'test@example.com', message: 'Hej!', language: 'sv' };

const locales = ['sv', 'en'] as const;
type Locale = (typeof locales)[number];

/** One field of every published entry the public role gets, sorted. */
async function publicList(path: string, field: string, locale: Locale) {
  const { status, body } = await cms(`${path}?locale=${locale}&fields[0]=${field}&pagination[pageSize]=100`);
  expect(status, path).toBe(200);
  return (body.data as Record<string, string>[]).map((entry) => entry[field]).sort();
}

/** What a refused read or write shows: no data, and none of the message anywhere in the answer. */
function expectNothingRevealed(body: unknown, what: string) {
  expect((body as { data?: unknown } | null)?.data ?? null, what).toBeNull();
  expect(JSON.stringify(body), what).not.toContain(message.email);
  expect(JSON.stringify(body), what).not.toContain(message.message);
}

describe('public role', () => {
  // Each list is the seed's, so an empty answer (or an empty seed) fails here, not only a refusal.
  const catalogue = [
    { path: '/products', field: 'name', expected: (locale: Locale) => seedData.products.map((p) => p.name[locale]) },
    { path: '/surfaces', field: 'name', expected: (locale: Locale) => seedData.surfaces.map((s) => s.name[locale]) },
    { path: '/producers', field: 'name', expected: () => seedData.producers.map((p) => p.name) },
    { path: '/pages', field: 'title', expected: (locale: Locale) => seedData.pages.map((p) => p.title[locale]) },
  ];

  it.each(locales)('reads every published product, surface, producer and page in %s', async (locale) => {
    expect(catalogue.length).toBeGreaterThan(0);
    for (const { path, field, expected } of catalogue) {
      const wanted = expected(locale).sort();
      expect(wanted.length, path).toBeGreaterThan(0);
      expect(await publicList(path, field, locale), path).toEqual(wanted);
    }
  });

  it.each(locales)('reads the home page and the global settings in %s', async (locale) => {
    const home = await cms(`/home?locale=${locale}`);
    expect(home.status).toBe(200);
    expect(home.body.data).toMatchObject({ title: seedData.home.title[locale] });

    const global = await cms(`/global?locale=${locale}`);
    expect(global.status).toBe(200);
    expect(global.body.data).toMatchObject({ contactEmail: seedData.global.contact.email, contactPhone: seedData.global.contact.phone });
  });

  it("gets published content when it asks for drafts; the site's token gets the drafts", async () => {
    const path = '/pages?locale=sv&status=draft&fields[0]=title&fields[1]=publishedAt';
    const asPublic = await cms(path);
    expect(asPublic.status).toBe(200);
    const publicPages = asPublic.body.data as { publishedAt: string | null }[];
    expect(publicPages.length).toBeGreaterThan(0);
    expect(publicPages.every((p) => p.publishedAt !== null)).toBe(true);

    const user = await signedInUser();
    const asUser = (await cms(path, { token: user.jwt })).body.data as { publishedAt: string | null }[];
    expect(asUser.length).toBe(publicPages.length);
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
