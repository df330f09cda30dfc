import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, errorText, shouldReloadForChunkError } from './chunk-reload';

const WEBPACK = 'ChunkLoadError: Loading chunk 482 failed.\n(error: http://localhost/_next/static/chunks/482.js)';
const TURBOPACK = 'Error: Failed to load chunk /_next/static/chunks/0f3a_page_1c2d.js from module 1234';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('shouldReloadForChunkError', () => {
  let storage: Storage;
  beforeEach(() => {
    vi.useFakeTimers();
    storage = memoryStorage();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const decide = (message: string, path = '/produkter') => shouldReloadForChunkError(message, path, Date.now(), storage);

  it('reloads once for a failed chunk, not twice within 10 s on the same path', () => {
    expect(decide(WEBPACK)).toBe(true);
    vi.advanceTimersByTime(CHUNK_RELOAD_WINDOW_MS - 1);
    expect(decide(WEBPACK)).toBe(false);
  });

  it('reloads again once 10 s have passed', () => {
    expect(decide(TURBOPACK)).toBe(true);
    vi.advanceTimersByTime(CHUNK_RELOAD_WINDOW_MS);
    expect(decide(TURBOPACK)).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(decide(TURBOPACK)).toBe(false);
  });

  it('keeps the guard in storage, so it survives the reload', () => {
    expect(decide(WEBPACK)).toBe(true);
    const afterReload = storage;
    expect(shouldReloadForChunkError(WEBPACK, '/produkter', Date.now() + 2_000, afterReload)).toBe(false);
  });

  it('guards each path on its own', () => {
    expect(decide(WEBPACK, '/produkter')).toBe(true);
    expect(decide(WEBPACK, '/en/products')).toBe(true);
    expect(decide(WEBPACK, '/produkter')).toBe(false);
  });

  it('knows both the webpack and the Turbopack message', () => {
    expect(decide(WEBPACK, '/a')).toBe(true);
    expect(decide('Loading CSS chunk 7 failed.', '/b')).toBe(true);
    expect(decide(TURBOPACK, '/c')).toBe(true);
  });

  it('ignores unrelated errors and does not count them', () => {
    expect(decide('TypeError: Cannot read properties of undefined')).toBe(false);
    expect(decide('Failed to fetch')).toBe(false);
    expect(decide('')).toBe(false);
    expect(storage.length).toBe(0);
    expect(decide(WEBPACK)).toBe(true);
  });

  it('does not reload when storage refuses, since no guard would survive', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(shouldReloadForChunkError(WEBPACK, '/', Date.now(), refusing)).toBe(false);
  });
});

describe('errorText', () => {
  it('reads errors, strings and error-like objects', () => {
    const error = new Error('Loading chunk 3 failed.');
    error.name = 'ChunkLoadError';
    expect(errorText(error)).toBe('ChunkLoadError: Loading chunk 3 failed.');
    expect(errorText('Failed to load chunk x.js')).toBe('Failed to load chunk x.js');
    expect(errorText({ name: 'ChunkLoadError', message: 'x' })).toBe('ChunkLoadError: x');
    expect(errorText(undefined)).toBe('');
  });
});
