// What a restore does with the site's data cache when the site does not answer its webhook
// (scripts/lib/site-caches.mjs): the file cache is removed, also while a running site writes
// into it (Node tries again), and a removal that still fails is reported instead of failing the
// restore.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySiteCaches } from '../../scripts/lib/site-caches.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout whose site keeps a file cache with one entry; no site answers. */
function checkoutWithFileCache() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ytb-site-caches-'));
  roots.push(root);
  const cache = path.join(root, '.next', 'cache', 'fetch-cache');
  mkdirSync(cache, { recursive: true });
  writeFileSync(path.join(cache, 'entry'), '{}');
  return cache;
}
const unreachable = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch;
const options = (cache: string) => ({
  cmsEnv: { REVALIDATE_SECRET: 's'.repeat(24), SITE_URL: 'http://127.0.0.1:9' },
  siteEnv: {},
  root: path.resolve(cache, '..', '..', '..'),
  fetchImpl: unreachable,
});

describe('emptySiteCaches when the site does not answer', () => {
  it('removes the file cache and says so', async () => {
    const cache = checkoutWithFileCache();
    const lines = await emptySiteCaches(options(cache));
    expect(existsSync(cache)).toBe(false);
    expect(lines).toEqual(['the site did not answer, so its file cache (.next/cache/fetch-cache) was removed.']);
  });

  it('reports a removal that fails (a running site writing into it) with what to do, and the restore goes on', async () => {
    const cache = checkoutWithFileCache();
    const writtenMeanwhile: typeof rmSync = (target) => {
      writeFileSync(path.join(String(target), 'written-meanwhile'), '{}');
      throw Object.assign(new Error(`ENOTEMPTY: directory not empty, rmdir '${String(target)}'`), { code: 'ENOTEMPTY' });
    };
    const lines = await emptySiteCaches({ ...options(cache), removeImpl: writtenMeanwhile });
    expect(lines).toEqual([
      'the site did not answer, and its file cache (.next/cache/fetch-cache) could not be removed (ENOTEMPTY): restart the site instances to be sure no page shows the old data.',
    ]);
  });
});
