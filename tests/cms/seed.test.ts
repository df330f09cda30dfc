import { describe, expect, inject, it } from 'vitest';
import { cms } from './api';
import { scriptInBackground } from './script';
import { publishedRows } from '../support/cms-database';
import { seed as seedData } from '../support/seed-data';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';

async function totals() {
  const count = async (path: string) => (await cms(`${path}&pagination[pageSize]=1`, { token: inject('cmsToken') })).body.meta?.pagination?.total;
  const result: Record<string, number | undefined> = {};
  for (const locale of ['sv', 'en']) {
    for (const type of ['products', 'surfaces', 'producers', 'pages']) {
      result[`${type}:${locale}`] = await count(`/${type}?locale=${locale}`);
    }
  }
  return result;
}

describe('seed', () => {
  it('loaded the demo content in both languages on first start', async () => {
    expect(await totals()).toEqual({
      'products:sv': seedData.products.length,
      'surfaces:sv': seedData.surfaces.length,
      'producers:sv': seedData.producers.length,
      'pages:sv': seedData.pages.length,
      'products:en': seedData.products.length,
      'surfaces:en': seedData.surfaces.length,
      'producers:en': seedData.producers.length,
      'pages:en': seedData.pages.length,
    });
    expect(seedData.products.length).toBeGreaterThanOrEqual(16);
    expect(seedData.surfaces.length).toBeGreaterThanOrEqual(48);
    expect(seedData.producers.length).toBeGreaterThanOrEqual(4);
  });

  it('is stored in the database the suite runs on (SQLite, or PostgreSQL with CMS_TEST_DATABASE=postgres)', async () => {
    const env = inject('cmsEnv');
    expect(env.DATABASE_CLIENT).toBe(process.env.CMS_TEST_DATABASE ?? 'sqlite');
    expect(await publishedRows(env, 'products', 'sv')).toBe(seedData.products.length);
    expect(await publishedRows(env, 'surfaces', 'en')).toBe(seedData.surfaces.length);
  });

  it('creates nothing twice when run again (npm run seed)', async () => {
    const before = await totals();
    // What npm run seed does after Strapi has loaded, in the suite's script runner.
    await scriptInBackground('seed');
    expect(await totals()).toEqual(before);

    const integrity = await cms('/pages?locale=en&filters[slug][$eq]=integrity', { token: inject('cmsToken') });
    expect(integrity.body.meta?.pagination?.total).toBe(1);
  });

  it.each([
    ['sv', 'prover-och-matning', sv, /kontaktformul/i],
    ['en', 'samples-and-measuring', en, /contact form/i],
  ] as const)('tells how to order samples through the sample order, not the contact form (%s)', async (locale, slug, messages, contactForm) => {
    const answer = await cms(`/pages?locale=${locale}&filters[slug][$eq]=${slug}&populate[blocks]=true`, { token: inject('cmsToken') });
    const page = (answer.body.data as { blocks: Record<string, unknown>[] }[])[0]!;
    const text = JSON.stringify(page.blocks);
    expect(text).not.toMatch(contactForm);
    // The words of the button a visitor presses, as the site writes it.
    expect(text).toContain(messages.PickButtons.samples.label);
    const action = page.blocks.find((block) => block.__component === 'blocks.call-to-action');
    expect(action?.href).toBe('/samples');
  });
});
