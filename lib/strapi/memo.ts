import 'server-only';
import type { z } from 'zod';
import { REVALIDATE_SECONDS } from './tags';

/**
 * This process's memory of parsed cms answers, in front of Next.js's data cache: a hit skips
 * the cached Response, the JSON parse and the zod parse, a good share of a rendered page's CPU.
 *
 * Only published reads with the site's own token and cache tags come here (client.ts
 * decides), so it holds catalogue content, the same for every visitor, never anything of a
 * visitor (docs/architecture.md, "The parts"). Its entries live as long as the data cache's (REVALIDATE_SECONDS)
 * and the cms's webhook drops them with the same tags (app/api/revalidate/route.ts).
 *
 * ONE INSTANCE ONLY: the webhook reaches one site instance. When several instances share the
 * data cache in Redis (REDIS_URL, decision 011), the others would keep their copies until the
 * lifetime ends, so it is off there: each of them reads the shared cache instead.
 *
 * It lives on globalThis because Next.js bundles the pages and the webhook's route
 * separately: the route must empty the memory that the pages read.
 */

/** Most answers kept; the least recently used goes first. Catalogue pages stay well below. */
export const MEMO_MAX_ENTRIES = 500;
const LIFETIME_MS = REVALIDATE_SECONDS * 1000;

interface Entry {
  value: unknown;
  /** The schema that made the value: the same request parsed by another schema is a miss. */
  schema: z.ZodType;
  tags: readonly string[];
  expires: number;
}

interface State {
  entries: Map<string, Entry>;
  /** Counts webhook expiries: an answer fetched before one may be stale and is not kept. */
  generation: number;
}

const state = ((globalThis as { [key: symbol]: State })[Symbol.for('ytbanken.cms-memo')] ??= {
  entries: new Map(),
  generation: 0,
});

/**
 * On unless CMS_MEMO=off or the data cache is shared (REDIS_URL). Validated in lib/env.ts;
 * read here each time, so tests can switch it.
 */
export const memoEnabled = () => process.env.CMS_MEMO !== 'off' && !process.env.REDIS_URL;

const madeBy = <S extends z.ZodType>(entry: Entry, schema: S): entry is Entry & { value: z.infer<S> } => entry.schema === schema;

export const cmsMemo = {
  /** The answer kept for this request and schema, if it is still fresh. */
  get<S extends z.ZodType>(key: string, schema: S, now = Date.now()): { value: z.infer<S> } | undefined {
    const entry = state.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      state.entries.delete(key);
      return undefined;
    }
    if (!madeBy(entry, schema)) return undefined;
    // Most recently used goes last (a Map keeps insertion order).
    state.entries.delete(key);
    state.entries.set(key, entry);
    return { value: entry.value };
  },

  /** What a fetch about to start must hand back to `set`. */
  generation: () => state.generation,

  /**
   * Keeps a parsed answer, frozen: every render shares it, so none may change it. An answer
   * whose fetch began before a webhook expiry is not kept: it may predate the change.
   */
  set(key: string, schema: z.ZodType, value: unknown, tags: readonly string[], since: number, now = Date.now()) {
    if (since !== state.generation) return;
    state.entries.delete(key);
    state.entries.set(key, { value: deepFreeze(value), schema, tags, expires: now + LIFETIME_MS });
    while (state.entries.size > MEMO_MAX_ENTRIES) {
      const oldest = state.entries.keys().next();
      if (oldest.done) break;
      state.entries.delete(oldest.value);
    }
  },

  /** Drops every answer that carries one of the tags (the cms webhook's expiry). */
  forgetTags(tags: readonly string[]) {
    state.generation += 1;
    if (tags.length === 0) return;
    for (const [key, entry] of state.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) state.entries.delete(key);
    }
  },

  size: () => state.entries.size,

  clear() {
    state.entries.clear();
    state.generation += 1;
  },
};

/** The webhook's expiry for this process's memo, beside revalidateTag for the data cache. */
export const forgetTags = (tags: readonly string[]) => cmsMemo.forgetTags(tags);

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
