// Next.js's data cache in Redis, shared by every site instance (docs/decisions/011-one-cache-for-every-instance.md).
// next.config.ts names this file as the cache handler only when REDIS_URL is set; without it
// each instance keeps Next's own file cache. Plain JavaScript: Next.js loads it at run time,
// outside its bundles.
//
// The maintained handler does the work (@fortedigital/nextjs-cache-handler, "redis-strings"):
// entries and their tags in Redis, so a tag the cms's webhook expires through one instance is
// gone for all. This file adds what an outage needs:
// - Redis away: every cache read and write fails at once (no queue, a short timeout), so
//   pages are rendered from the cms as if nothing were cached; the client reconnects by itself.
// - An expiry that could not reach Redis is kept and sent again when it is back, so content
//   that changed during the outage is not served from entries written before it.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';

/** Every key this site writes starts with it, so one Redis can serve other things too. */
const KEY_PREFIX = 'ytbanken:';
/** A cache read slower than this is a miss: the cms answers in about that time anyway. */
const TIMEOUT_MS = 1_000;

CacheHandler.onCreation(() => {
  const client = createClient({
    url: process.env.REDIS_URL,
    // While disconnected, commands fail at once instead of waiting for the connection.
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: {
      connectTimeout: 2_000,
      // Try again soon, then every two seconds, for as long as it takes.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  const log = outageLog();
  client.on('error', (error) => log.down(error));
  client.on('ready', () => log.up());
  // Not awaited: the site starts (and serves from the cms) while Redis is not there yet.
  client.connect().catch((error) => log.down(error));

  const redis = createRedisHandler({ client, keyPrefix: KEY_PREFIX, timeoutMs: TIMEOUT_MS, keyExpirationStrategy: 'EXAT' });
  return { handlers: [withExpiriesKept(redis, client)] };
});

/**
 * The Redis handler, with the tags it could not expire kept in this process and expired again
 * once the client is ready: the webhook that named them will not come again.
 */
function withExpiriesKept(handler, client) {
  const missed = new Set();
  const expire = async (tag) => {
    try {
      await handler.revalidateTag(tag);
    } catch (error) {
      missed.add(tag);
      throw error;
    }
  };
  client.on('ready', () => {
    const tags = [...missed];
    missed.clear();
    for (const tag of tags) expire(tag).catch(() => {});
  });
  return { ...handler, name: 'redis-with-kept-expiries', revalidateTag: expire };
}

/** One line when Redis goes away and one when it is back, not one per failed attempt. */
function outageLog() {
  let down = false;
  return {
    down(error) {
      if (down) return;
      down = true;
      console.warn(`Shared cache: Redis is unreachable (${error?.message ?? error}); pages are rendered from the cms until it is back.`);
    },
    up() {
      if (!down) return;
      down = false;
      console.warn('Shared cache: Redis is back; caching resumes.');
    },
  };
}

export default CacheHandler;
