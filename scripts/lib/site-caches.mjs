// After a restore no page may show what was there before: the site's data cache is emptied
// through its own revalidation webhook (app/api/revalidate, the path the cms's webhook takes),
// one call per content type the site caches; a site that is not running loses its file cache.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The models whose answers the site caches: the keys of MODELS in lib/strapi/tags.ts (a unit test holds them equal). */
export const CACHED_MODELS = [
  'api::global.global',
  'api::home.home',
  'api::page.page',
  'api::product.product',
  'api::surface.surface',
  'api::producer.producer',
  'api::epd.epd',
];

/** Where the site keeps its data cache without Redis (next start's file cache). */
const FILE_CACHE = path.join('.next', 'cache', 'fetch-cache');

/**
 * Empties the site's cached cms answers and says what it did, in lines for the caller to print.
 * `cmsEnv`: the cms's REVALIDATE_SECRET, REVALIDATE_URL or SITE_URL; `siteEnv`: REDIS_URL.
 */
export async function emptySiteCaches({ cmsEnv, siteEnv, root, fetchImpl = fetch, removeImpl = rmSync }) {
  const secret = cmsEnv.REVALIDATE_SECRET;
  const url = cmsEnv.REVALIDATE_URL || (cmsEnv.SITE_URL ? `${cmsEnv.SITE_URL.replace(/\/$/, '')}/api/revalidate` : '');
  if (secret && url) {
    try {
      for (const uid of CACHED_MODELS) {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ event: 'entry.update', uid }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      }
      return [`the site's cached pages were emptied (${url}).`];
    } catch (error) {
      if (!(error instanceof TypeError) && error.name !== 'TimeoutError') {
        return [`the site refused to empty its cache: ${error.message}. Restart the site instances to be sure no page shows the old data.`];
      }
      // Not running: fall through to its files.
    }
  }
  const lines = secret ? [] : ['no REVALIDATE_SECRET is set in the cms, so the site cannot be told through its webhook.'];
  const fileCache = path.join(root, FILE_CACHE);
  if (existsSync(fileCache)) {
    try {
      // A site that runs but was not reached may be writing into it: a file that appears while
      // the folder is emptied fails the removal (ENOTEMPTY), which Node tries again.
      removeImpl(fileCache, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
      lines.push(`the site did not answer, so its file cache (${FILE_CACHE}) was removed.`);
    } catch (error) {
      // The database is restored by now; say what is left to do instead of failing.
      lines.push(
        `the site did not answer, and its file cache (${FILE_CACHE}) could not be removed (${error.code ?? error.message}): restart the site instances to be sure no page shows the old data.`,
      );
    }
  } else {
    lines.push(`the site did not answer${url ? ` at ${url}` : ''} and keeps no file cache here.`);
  }
  if (siteEnv.REDIS_URL)
    lines.push(
      `its shared cache in Redis still holds old answers for up to 5 minutes: delete the ytbanken:* keys there, or start the site and run the restore's cache step again.`,
    );
  return lines;
}
