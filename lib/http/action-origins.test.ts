import { describe, expect, it } from 'vitest';
import { actionOrigins, isAllowedActionOrigin } from './action-origins';

const headers = (h: Record<string, string>) => new Headers(h);

describe('actionOrigins', () => {
  it('is the public address’s host, port included', () => {
    expect(actionOrigins('https://ytbanken.se')).toEqual(['ytbanken.se']);
    expect(actionOrigins('http://localhost:3100/')).toEqual(['localhost:3100']);
    expect(actionOrigins(undefined)).toEqual([]);
    expect(actionOrigins('not a url')).toEqual([]);
  });
});

describe('isAllowedActionOrigin', () => {
  it('lets through the host the request was sent to, as Next.js compares it', () => {
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se', Host: 'ytbanken.se' }), [])).toBe(true);
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se', Host: '127.0.0.1:3000', 'X-Forwarded-Host': 'ytbanken.se, proxy' }), [])).toBe(true);
    expect(isAllowedActionOrigin(headers({ Origin: 'http://LOCALHOST:3100', Host: 'localhost:3100' }), [])).toBe(true);
  });

  it('lets through the allowed hosts when the proxy sends its own Host', () => {
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se', Host: '127.0.0.1:3000' }), ['ytbanken.se'])).toBe(true);
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se', Host: '127.0.0.1:3000' }), [])).toBe(false);
  });

  it('refuses another site, a null or broken Origin, and one that only matches a Host the X-Forwarded-Host overrides', () => {
    expect(isAllowedActionOrigin(headers({ Origin: 'https://evil.example', Host: 'ytbanken.se' }), ['ytbanken.se'])).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se.evil.example', Host: 'ytbanken.se' }), ['ytbanken.se'])).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'null', Host: 'ytbanken.se' }), [])).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'garbage', Host: 'ytbanken.se' }), [])).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'https://evil.example', Host: 'evil.example', 'X-Forwarded-Host': 'ytbanken.se' }), [])).toBe(false);
  });

  it('lets a call without Origin through, as Next.js does: no browser sends a POST without one', () => {
    expect(isAllowedActionOrigin(headers({ Host: 'ytbanken.se' }), [])).toBe(true);
  });
});
