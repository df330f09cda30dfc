/** How long a reload for a failed chunk blocks another one on the same path. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

const KEY_PREFIX = 'ytbanken:chunk-reload:';

// webpack: "ChunkLoadError: Loading chunk 123 failed." (and "Loading CSS chunk");
// Turbopack: "Failed to load chunk /_next/static/chunks/….js".
const CHUNK_ERROR = /ChunkLoadError|Loading (CSS )?chunk \S+ failed|Failed to load chunk/i;

export function isChunkLoadError(message: string) {
  return CHUNK_ERROR.test(message);
}

/**
 * Whether a failed chunk load should reload the page: a chunk of the build the page came
 * from is gone after a deploy, and only a fresh page knows the new ones. At most once per
 * path within the window, remembered in sessionStorage so that the guard outlives the
 * reload it triggers (a chunk that is truly broken must not reload forever).
 */
export function shouldReloadForChunkError(message: string, path: string, now: number, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  if (!isChunkLoadError(message)) return false;
  const key = KEY_PREFIX + path;
  try {
    const last = Number(storage.getItem(key));
    if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    // Without storage no guard survives the reload: better a broken page than a loop.
    return false;
  }
}

/** The text of whatever an 'error' or 'unhandledrejection' event carries. */
export function errorText(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const { name, message } = value as { name?: unknown; message?: unknown };
    return [name, message].filter((part) => typeof part === 'string').join(': ');
  }
  return '';
}
