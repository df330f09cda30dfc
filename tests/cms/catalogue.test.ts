import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_ADMIN } from '../support/cms-server.mjs';
import { siteRead } from './api';
import { generateCatalogue, script } from './script';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');
const SIZE = ['--surfaces', '50', '--producers', '2', '--products', '10'];

interface Surface {
  documentId: string;
  name: string;
  articleNumber: string;
  hex: string;
  labL: number;
  labA: number;
  labB: number;
  lrv: number;
  locale: string;
  product?: { documentId: string; name: string } | null;
}

const generatedSurfaces = async (locale: string) => {
  const { status, body } = await siteRead(
    `/surfaces?locale=${locale}&filters[articleNumber][$startsWith]=GEN-&sort=articleNumber&pagination[pageSize]=100&populate[product][fields][0]=name`,
  );
  expect(status).toBe(200);
  return body.data as Surface[];
};
/** The npm script itself, in a process of its own as an operator runs it: its exit code and stderr. */
const seedCatalogueScript = (...args: string[]) =>
  spawnSync('node', ['scripts/seed-catalogue.js', ...args], { cwd: cmsDir, env: { ...process.env, ...inject('cmsEnv') }, encoding: 'utf8' });

const total = async (path: string) => (await siteRead(`${path}&pagination[pageSize]=1`)).body.meta?.pagination?.total;

describe('npm run seed:catalogue (a small one)', () => {
  let first: Surface[];

  // Written in the suite's script runner, as the command does after Strapi has loaded; the
  // command itself, its exit code and what it tells, runs once below, refusing.
  beforeAll(() => {
    expect(generateCatalogue(...SIZE, '--seed', 'catalogue-test')).toMatch(/50\/50 surfaces · [\d,]+ rows\/s · done in \d+:\d\d/);
  });

  // The demo content alone again, whatever ran first: other suites count it.
  afterAll(() => {
    generateCatalogue('--remove');
  });

  it('wrote every document in both languages, published', async () => {
    for (const locale of ['sv', 'en']) {
      expect(await total(`/surfaces?locale=${locale}&filters[articleNumber][$startsWith]=GEN-`)).toBe(50);
      expect(await total(`/products?locale=${locale}&filters[slug][$startsWith]=gen-`)).toBe(10);
      expect(await total(`/producers?locale=${locale}&filters[slug][$startsWith]=gen-`)).toBe(2);
    }
    first = await generatedSurfaces('sv');
    const english = await generatedSurfaces('en');
    expect(english.map((s) => s.documentId)).toEqual(first.map((s) => s.documentId));
    expect(english.map((s) => s.name)).not.toEqual(first.map((s) => s.name));
    // Each document is a draft and a published copy in each locale, as an editor's is.
    const rows = script<{ locale: string; status: string }[]>('rows', 'api::surface.surface', JSON.stringify({ documentId: first[0]!.documentId }));
    expect(rows.map((row) => `${row.locale}:${row.status}`).sort()).toEqual(['en:draft', 'en:published', 'sv:draft', 'sv:published']);
  });

  it('links surfaces, products and producers both ways, in each language', async () => {
    const surface = first[0]!;
    expect(surface.product?.documentId).toMatch(/^[a-z0-9]{24}$/);
    for (const locale of ['sv', 'en']) {
      const { status, body } = await siteRead(
        `/products/${surface.product!.documentId}?locale=${locale}&populate[surfaces][fields][0]=articleNumber&populate[producer][fields][0]=slug&populate[specifications]=true`,
      );
      expect(status).toBe(200);
      const product = body.data as {
        locale: string;
        surfaces: { articleNumber: string }[];
        producer: { slug: string; documentId: string };
        specifications: { key: string; value: string }[];
      };
      expect(product.locale).toBe(locale);
      expect(product.surfaces.map((s) => s.articleNumber)).toContain(surface.articleNumber);
      expect(product.surfaces).toHaveLength(5);
      expect(product.producer.slug).toMatch(/^gen-/);
      expect(product.specifications.length).toBeGreaterThanOrEqual(3);
      const producer = await siteRead(`/producers/${product.producer.documentId}?locale=${locale}&populate[products][fields][0]=name`);
      expect((producer.body.data as { products: { documentId: string }[] }).products.map((p) => p.documentId)).toContain(surface.product!.documentId);
    }
  });

  it('is found by the site search, by a word of a name, in each language', async () => {
    for (const locale of ['sv', 'en'] as const) {
      const surface = (await generatedSurfaces(locale))[7]!;
      // The site's own query: the folded words against searchText (lib/strapi/search.ts).
      const word = surface.name.split(' ')[0]!.toLocaleLowerCase('sv');
      const { body } = await siteRead(
        `/surfaces?locale=${locale}&filters[searchText][$contains]=${encodeURIComponent(word)}&filters[documentId][$eq]=${surface.documentId}`,
      );
      expect((body.data as Surface[]).map((s) => s.name)).toEqual([surface.name]);
      const byNumber = await siteRead(`/surfaces?locale=${locale}&filters[searchText][$contains]=${surface.articleNumber.toLowerCase()}`);
      expect((byNumber.body.data as Surface[]).map((s) => s.documentId)).toEqual([surface.documentId]);
    }
  });

  it('declares colours in gamut, the hex computed from L*a*b* and the LRV from L*', async () => {
    for (const s of first) {
      expect(s.hex).toMatch(/^#[0-9a-f]{6}$/);
      const n = parseInt(s.hex.slice(1), 16);
      const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      const Y = 0.2126729 * linear((n >> 16) & 255) + 0.7151522 * linear((n >> 8) & 255) + 0.072175 * linear(n & 255);
      const L = Y > 216 / 24389 ? 116 * Math.cbrt(Y) - 16 : (Y * 24389) / 27;
      expect(Math.abs(L - s.labL), s.articleNumber).toBeLessThan(0.6);
      expect(s.lrv).toBeCloseTo(((s.labL + 16) / 116) ** 3 * 100, 0);
    }
  });

  it('opens in the admin like an editor’s entry, and an edit there is searchable', async () => {
    const login = await fetch(`${inject('cmsUrl')}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const admin = (route: string, init: RequestInit = {}) =>
      fetch(`${inject('cmsUrl')}/content-manager/collection-types/api::surface.surface/${route}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      });
    const surface = first[3]!;
    const opened = await admin(`${surface.documentId}?locale=sv`);
    expect(opened.status).toBe(200);
    const { data, meta } = (await opened.json()) as {
      data: { name: string; status: string };
      meta: { availableLocales: { locale: string; status: string }[] };
    };
    expect(data).toMatchObject({ name: surface.name, status: 'published' });
    expect(meta.availableLocales).toEqual([expect.objectContaining({ locale: 'en', status: 'published' })]);

    const saved = await admin(`${surface.documentId}?locale=sv`, { method: 'PUT', body: JSON.stringify({ name: 'Kvällsblå provyta' }) });
    expect(saved.status).toBe(200);
    const published = await admin(`${surface.documentId}/actions/publish?locale=sv`, { method: 'POST', body: JSON.stringify({}) });
    expect(published.status).toBe(200);
    const { body } = await siteRead(`/surfaces?locale=sv&filters[searchText][$contains]=kvällsblå`);
    expect((body.data as Surface[]).map((s) => [s.documentId, s.articleNumber])).toEqual([[surface.documentId, surface.articleNumber]]);
  });

  it('is the same catalogue again from the same seed (--replace), and another from another seed', async () => {
    generateCatalogue(...SIZE, '--seed', 'catalogue-test', '--replace');
    const again = await generatedSurfaces('sv');
    expect(again.map((s) => [s.documentId, s.name, s.hex])).toEqual(first.map((s) => [s.documentId, s.name, s.hex]));

    generateCatalogue(...SIZE, '--seed', 'another', '--replace');
    const other = await generatedSurfaces('sv');
    expect(other).toHaveLength(50);
    expect(other.map((s) => s.documentId)).not.toEqual(first.map((s) => s.documentId));
  });

  it('refuses to write a second catalogue over the first without --replace', () => {
    const run = seedCatalogueScript(...SIZE);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/already has a generated catalogue .*--replace/);
  });
});
