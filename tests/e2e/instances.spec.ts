import { expect, test } from '@playwright/test';
import { SITE_LOOPBACK_HOST } from '../../scripts/lib/edge.mjs';
import { CmsEditor } from '../support/cms-editor.mjs';
import { documentId } from '../support/cms-api';
import { entriesNaming } from '../support/data-cache';
import { E2E } from '../support/ports';
import { startRedis } from '../support/redis-server.mjs';
import { localePath, seed } from '../support/seed-data';
import { startSiteBehindProxy } from '../support/site-behind-proxy';

// The browser tests' site is two instances behind the edge sharing one data cache in Redis
// (playwright.config.ts), as several instances run in production (decision 011).
const SHARED_REDIS = `redis://127.0.0.1:${E2E.redisPort}`;
const INSTANCES = [E2E.siteInternalPort, E2E.secondSiteInternalPort].map((port) => `http://${SITE_LOOPBACK_HOST}:${port}`);
const PAGE = 'api::page.page';
/** What editors are promised: a publish shows on every instance within 5 s. */
const VISIBLE_WITHIN = 5_000;

const unique = () => Math.random().toString(36).slice(2, 8);
const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

test('a change published in the cms shows on both site instances, each read directly, within 5 s', async ({ request }) => {
  const editor = await new CmsEditor(`http://127.0.0.1:${E2E.cmsPort}`).signIn();
  const slug = `tva-instanser-${unique()}`;
  const id = await editor.create(PAGE, 'sv', { title: 'Första versionen', slug, blocks: [] });
  try {
    await editor.publish(PAGE, id, 'sv');
    // Each instance reads the page once, so each has it cached before the change.
    for (const instance of INSTANCES) {
      await expect.poll(async () => titleOf(await (await request.get(`${instance}/${slug}`)).text()), { timeout: VISIBLE_WITHIN }).toBe('Första versionen');
    }
    // One shared entry, in Redis: not a copy per instance on its own disk.
    expect(await entriesNaming(SHARED_REDIS, [slug])).not.toHaveLength(0);

    // The cms's webhook reaches the first instance only (tests/support/e2e-cms.mjs); both
    // must show the change.
    await editor.updateAndPublish(PAGE, id, 'sv', { title: 'Andra versionen', slug, blocks: [] });
    for (const instance of INSTANCES) {
      await expect
        .poll(async () => titleOf(await (await request.get(`${instance}/${slug}`)).text()), { timeout: VISIBLE_WITHIN, intervals: [100] })
        .toBe('Andra versionen');
    }
  } finally {
    await editor.delete(PAGE, id, 'sv');
  }
});

test('with Redis stopped, pages still answer 200 from the cms; once it is back, caching resumes', async ({ request }) => {
  test.slow();
  const [first, second] = [seed.products[0]!, seed.products[1]!];
  const [firstId, secondId] = await Promise.all([documentId('products', 'name', first.name.sv), documentId('products', 'name', second.name.sv)]);
  const redis = await startRedis(E2E.spareRedisPort);
  // The cms behind a switch, to show at the end that a page is answered from the cache alone.
  const site = await startSiteBehindProxy(E2E.redisOutageSitePort, E2E.redisOutageProxyPort, { REDIS_URL: redis.url });
  const read = async (path: string) => {
    const answer = await request.get(`${site.url}${path}`);
    return { status: answer.status(), text: await answer.text() };
  };
  /**
   * Reads a product's page until the site has kept the cms's answer in Redis: a write is dropped
   * while the site's client is still connecting, or when Redis takes longer than the handler
   * waits (a loaded machine), by design.
   */
  const keptAfterReading = (id: string) =>
    expect
      .poll(
        async () => {
          expect((await read(`/products/${id}`)).status).toBe(200);
          return (await entriesNaming(redis.url, [`/api/products/${id}?`])).length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
  try {
    expect(await read(`/products/${firstId}`)).toMatchObject({ status: 200, text: expect.stringContaining(first.name.sv) });
    await keptAfterReading(firstId);

    await redis.stop();
    for (const locale of ['sv', 'en'] as const) {
      expect(await read(localePath(`/products/${firstId}`, locale))).toMatchObject({ status: 200, text: expect.stringContaining(first.name[locale]) });
      expect(await read(localePath(`/products/${secondId}`, locale))).toMatchObject({ status: 200, text: expect.stringContaining(second.name[locale]) });
    }

    // Back, and empty: the site reconnects by itself and fills it again.
    await redis.start();
    await keptAfterReading(secondId);
    // With the cms unreachable, the page comes from the shared cache alone.
    await site.proxy.set('refuse');
    expect(await read(`/products/${secondId}`)).toMatchObject({ status: 200, text: expect.stringContaining(second.name.sv) });
  } finally {
    await site.stop();
    await redis.close();
  }
});
