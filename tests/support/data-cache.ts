import { createClient } from '@redis/client';

/**
 * What the test site instances keep in their shared data cache (Redis, REDIS_URL; the keys of
 * lib/cache/shared-cache-handler.mjs): each entry's key and stored text, which names the cms
 * address it answered (a fetch entry keeps its URL).
 */
export async function dataCacheEntries(redisUrl: string): Promise<Map<string, string>> {
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    const entries = new Map<string, string>();
    for await (const keys of client.scanIterator({ MATCH: 'ytbanken:*', TYPE: 'string', COUNT: 1_000 })) {
      if (keys.length === 0) continue;
      const values = await client.mGet(keys);
      keys.forEach((key, i) => {
        const value = values[i];
        if (typeof value === 'string') entries.set(key, value);
      });
    }
    return entries;
  } finally {
    client.destroy();
  }
}

/** The keys of entries not in `before` whose text names any of the markers. */
export async function entriesNaming(redisUrl: string, markers: string[], before: ReadonlySet<string> = new Set()): Promise<string[]> {
  const entries = await dataCacheEntries(redisUrl);
  return [...entries].filter(([key, text]) => !before.has(key) && markers.some((marker) => text.includes(marker))).map(([key]) => key);
}
