import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const valid = {
  STRAPI_URL: 'http://127.0.0.1:1337',
  STRAPI_API_TOKEN: 'x'.repeat(48),
  SITE_URL: 'http://localhost:3000',
  REVALIDATE_SECRET: 'y'.repeat(24),
  PREVIEW_SECRET: 'p'.repeat(24),
  VISITOR_FORWARD_SECRET: 'v'.repeat(40),
};

describe('parseEnv', () => {
  it('accepts a complete environment and fills defaults', () => {
    expect(parseEnv(valid)).toMatchObject({ ...valid, STRAPI_TIMEOUT_MS: 3000, TRUSTED_PROXY_HOPS: 1 });
  });

  it('names a missing variable in a one-line message', () => {
    expect(() => parseEnv({ ...valid, STRAPI_API_TOKEN: undefined })).toThrowError(/^Invalid environment: STRAPI_API_TOKEN is missing \(see \.env\.example\)$/);
  });

  it('treats an empty value as missing', () => {
    expect(() => parseEnv({ ...valid, REVALIDATE_SECRET: '' })).toThrowError(/REVALIDATE_SECRET is missing/);
  });

  it('rejects a URL that is not http(s)', () => {
    expect(() => parseEnv({ ...valid, STRAPI_URL: 'ftp://cms' })).toThrowError(/STRAPI_URL must be an http\(s\) URL/);
    expect(() => parseEnv({ ...valid, SITE_URL: 'not a url' })).toThrowError(/SITE_URL must be an http\(s\) URL/);
  });

  it('takes a shared cache only at a redis:// or rediss:// address', () => {
    expect(parseEnv({ ...valid, REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(parseEnv({ ...valid, REDIS_URL: 'rediss://:secret@cache.internal:6380' }).REDIS_URL).toBe('rediss://:secret@cache.internal:6380');
    expect(() => parseEnv({ ...valid, REDIS_URL: 'http://127.0.0.1:6379' })).toThrowError(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
  });

  it('requires the visitor-forwarding secret, and a long one', () => {
    expect(() => parseEnv({ ...valid, VISITOR_FORWARD_SECRET: undefined })).toThrowError(/VISITOR_FORWARD_SECRET is missing/);
    expect(() => parseEnv({ ...valid, VISITOR_FORWARD_SECRET: 'v'.repeat(31) })).toThrowError(/VISITOR_FORWARD_SECRET must be at least 32 characters/);
  });

  it('rejects a short API token', () => {
    expect(() => parseEnv({ ...valid, STRAPI_API_TOKEN: 'short' })).toThrowError(/STRAPI_API_TOKEN must be at least 32 characters/);
  });

  it('takes the edge’s nonce placeholder only as a long secret of lowercase letters and digits', () => {
    const placeholder = 'a1'.repeat(20);
    expect(parseEnv({ ...valid, EDGE_NONCE_PLACEHOLDER: placeholder }).EDGE_NONCE_PLACEHOLDER).toBe(placeholder);
    expect(parseEnv(valid).EDGE_NONCE_PLACEHOLDER).toBeUndefined();
    for (const bad of ['short1', 'A1'.repeat(20), `${'a'.repeat(40)}'`]) {
      expect(() => parseEnv({ ...valid, EDGE_NONCE_PLACEHOLDER: bad })).toThrowError(/EDGE_NONCE_PLACEHOLDER must be 32 to 128 lowercase letters and digits/);
    }
  });

  it('lists every bad variable at once', () => {
    const message = (() => {
      try {
        parseEnv({});
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('STRAPI_URL');
    expect(message).toContain('SITE_URL');
    expect(message?.split('\n')).toHaveLength(1);
  });

  it('validates the public analytics id', () => {
    expect(parseEnv({ ...valid, NEXT_PUBLIC_GA_ID: 'G-ABC123' }).NEXT_PUBLIC_GA_ID).toBe('G-ABC123');
    expect(() => parseEnv({ ...valid, NEXT_PUBLIC_GA_ID: 'UA-1' })).toThrowError(/NEXT_PUBLIC_GA_ID must look like G-XXXXXXX/);
  });
});
