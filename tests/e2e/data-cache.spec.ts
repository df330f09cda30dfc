import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { documentId } from '../support/cms-api';
import { dataCacheEntries, entriesNaming } from '../support/data-cache';
import { messages } from '../support/messages';
import { E2E } from '../support/ports';
import { localePath, seed, type Locale } from '../support/seed-data';

// The site instances behind the edge run `next start` in this folder and share their data
// cache in Redis (playwright.config.ts); optimised images are kept here on disk. Other
// tests run meanwhile and may add their own entries, so this test looks for entries that
// name what only it asked for (random words, ids and slugs), not at the total count.
const CACHE = path.resolve('.next/cache');
const SHARED_REDIS = `redis://127.0.0.1:${E2E.redisPort}`;

function cacheFiles(): string[] {
  return readdirSync(CACHE, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function read(file: string): string {
  try {
    return readFileSync(file, 'latin1');
  } catch {
    return ''; // replaced meanwhile
  }
}

/** The files not in `before` that mention any of the markers. */
function filesNaming(markers: string[], before: ReadonlySet<string> = new Set()): string[] {
  return cacheFiles()
    .filter((file) => !before.has(file))
    .filter((file) => {
      const text = read(file);
      return markers.some((marker) => text.includes(marker));
    });
}

const random = (length: number) => Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');

/** Runs the requests a few at a time and checks each answer's status. */
async function expectAll(request: APIRequestContext, paths: { path: string; status: number }[]) {
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const answer = await request.get(next.path, { maxRedirects: 0 });
        expect(answer.status(), next.path).toBe(next.status);
      }
    }),
  );
}

test('random searches, unknown ids, slugs and pages leave nothing in the data cache; real pages stay cached', async ({ request }) => {
  test.setTimeout(120_000);
  const before = new Set(cacheFiles());
  const entriesBefore = new Set((await dataCacheEntries(SHARED_REDIS)).keys());
  const locales: Locale[] = ['sv', 'en'];
  const terms = Array.from({ length: 100 }, () => `zq${random(12)}`);
  const ids = Array.from({ length: 10 }, () => random(24));
  const slugs = Array.from({ length: 10 }, () => `zq-${random(12)}`);
  const pages = Array.from({ length: 10 }, () => 200 + Math.floor(Math.random() * 800));

  const home = await (await request.get('/')).text();
  const upload = /\/uploads\/[^"?&]+\.png/.exec(home)?.[0];
  expect(upload).toBeTruthy();

  await expectAll(request, [
    ...terms.map((term, i) => ({ path: localePath(`/search?q=${term}`, locales[i % 2]!), status: 200 })),
    ...ids.flatMap((id, i) => [
      { path: localePath(`/products/${id}`, locales[i % 2]!), status: 404 },
      { path: localePath(`/surfaces/${id}`, locales[i % 2]!), status: 404 },
    ]),
    ...slugs.flatMap((slug, i) => [
      { path: localePath(`/${slug}`, locales[i % 2]!), status: 404 },
      { path: localePath(`/producer/${slug}`, locales[i % 2]!), status: 404 },
      { path: localePath(`/producer/${slug}/products/${ids[i]}`, locales[i % 2]!), status: 404 },
      { path: localePath(`/products?producer=${slug}`, locales[i % 2]!), status: 200 },
      { path: `/api/locale?from=${locales[i % 2]}&to=${locales[(i + 1) % 2]}&path=/${slug}`, status: 303 },
    ]),
    ...pages.map((page, i) => ({ path: localePath(`/products?page=${page}`, locales[i % 2]!), status: 200 })),
    // An upload with a query of the visitor's own would be optimised and kept once per query.
    ...slugs.map((slug) => ({ path: `/_next/image?url=${encodeURIComponent(`${upload}?v=${slug}`)}&w=640&q=75`, status: 400 })),
  ]);

  // The answers still say what the visitor asked about.
  const answer = await (await request.get(localePath(`/search?q=${terms[1]}`, 'en'))).text();
  expect(answer).toContain(messages.en.Search.noResults);

  const markers = [...terms, ...ids, ...slugs, ...pages.map((page) => `&page=${page}&`)];
  expect(filesNaming(markers, before)).toEqual([]);
  expect(await entriesNaming(SHARED_REDIS, markers, entriesBefore)).toEqual([]);

  // A product that exists is still kept, under its own tag, for the webhook to renew.
  const product = seed.products[0]!;
  const id = await documentId('products', 'name', product.name.sv);
  const known = await request.get(`/products/${id}`);
  expect(await known.text()).toContain(product.name.sv);
  await expect.poll(async () => (await entriesNaming(SHARED_REDIS, [`/api/products/${id}?`])).length).toBeGreaterThan(0);
});

test('every number a visitor puts in a range is one of a few cached lists', async ({ request }) => {
  test.setTimeout(120_000);
  const before = new Set(cacheFiles());
  const entriesBefore = new Set((await dataCacheEntries(SHARED_REDIS)).keys());
  const offStep = (n: number) => n % 10 !== 0;
  const numbers = Array.from({ length: 101 }, (_, n) => n).filter(offStep);
  const leads = [1, 8, 11, 13, 16, 25, 33, 50, 77, 100, 150, 200, 300, 364];

  await expectAll(request, [
    // The list sends a bound off its step to the step's address before it asks the cms anything.
    ...numbers.map((n, i) => ({ path: localePath(`/products?minLrv=${n}&maxLrv=100`, i % 2 ? 'en' : 'sv'), status: 308 })),
    ...numbers.map((n) => ({ path: `/products?maxGloss=${n}`, status: 308 })),
    ...leads.map((n) => ({ path: `/products?maxLead=${n}`, status: 308 })),
    // The producer field's search reads the list's counts for the same filters, without a redirect.
    ...numbers.map((n) => ({ path: `/api/producers/search?q=ab&minGloss=${n}&locale=sv`, status: 200 })),
    ...leads.map((n) => ({ path: `/api/producers/search?q=ab&maxLead=${n}&locale=en`, status: 200 })),
  ]);
  const redirected = await request.get('/products?minLrv=37&maxLrv=41', { maxRedirects: 0 });
  expect(redirected.headers().location).toMatch(/\/products\?minLrv=30&maxLrv=50$/);

  const markers = [...numbers.flatMap((n) => [`minLrv=${n}&`, `maxGloss=${n}&`, `minGloss=${n}&`]), ...leads.map((n) => `maxLead=${n}&`)];
  expect(filesNaming(markers, before)).toEqual([]);
  expect(await entriesNaming(SHARED_REDIS, markers, entriesBefore)).toEqual([]);
});

/** What a list's filters look like in the cms address the data cache keys its answer by: `colour[0]=green&…&sort=`. */
function cmsFilters(query: string): string {
  const seen = new Map<string, number>();
  const pairs = [...new URLSearchParams(query)].filter(([key]) => key !== 'sort');
  const lists = new Set(['category', 'colour', 'finish', 'fire', 'slip', 'use', 'placement']);
  const written = pairs.map(([key, value]) => {
    if (!lists.has(key)) return `${key}=${value}`;
    const at = seen.get(key) ?? 0;
    seen.set(key, at + 1);
    return `${key}[${at}]=${value}`;
  });
  return `${written.join('&')}&sort=`;
}

test('a list of more filter values than the common few is asked afresh and never kept; a common one is kept', async ({ request }) => {
  test.setTimeout(120_000);
  const before = new Set(cacheFiles());
  const entriesBefore = new Set((await dataCacheEntries(SHARED_REDIS)).keys());
  // Three values or more each, written as the list writes them (no redirect).
  const lists = [
    'category=tiles&colour=green&finish=matt',
    'category=wall-panels&category=tiles&colour=beige',
    'category=flooring&colour=grey&slip=R10&slip=R11&slip=R12&slip=R13',
    'colour=white&finish=gloss&use=33&placement=indoor',
    'finish=structured&epd=true&minLrv=20&maxLead=30',
    'category=paints&maxGloss=40&maxCarbon=10&validEpd=true&sort=carbon',
  ];
  await expectAll(request, [
    ...lists.map((query, i) => ({ path: localePath(`/products?${query}`, i % 2 ? 'en' : 'sv'), status: 200 })),
    // The producer field's counts are the same lists' first pages.
    ...lists.map((query) => ({ path: `/api/producers/search?q=ab&${query}&locale=sv`, status: 200 })),
  ]);

  const markers = lists.map(cmsFilters);
  expect(markers[2]).toBe('category[0]=flooring&colour[0]=grey&slip[0]=R10&slip[1]=R11&slip[2]=R12&slip[3]=R13&sort=');
  expect(filesNaming(markers, before)).toEqual([]);
  expect(await entriesNaming(SHARED_REDIS, markers, entriesBefore)).toEqual([]);

  // Two values are a common list: kept under its tags, for the webhook to renew.
  const common = 'category=tiles&colour=green';
  expect((await request.get(`/products?${common}`, { maxRedirects: 0 })).status()).toBe(200);
  await expect.poll(async () => (await entriesNaming(SHARED_REDIS, [cmsFilters(common)])).length).toBeGreaterThan(0);
});
