import { describe, expect, it } from 'vitest';
import { actionOrigins, isAllowedActionOrigin, siteOrigins } from './action-origins';

const headers = (h: Record<string, string>) => new Headers(h);

describe('actionOrigins', () => {
  it('is the public address’s host, port included', () => {
    expect(actionOrigins('https://ytbanken.se')).toEqual(['ytbanken.se']);
    expect(actionOrigins('http://localhost:3100/')).toEqual(['localhost:3100']);
    expect(actionOrigins(undefined)).toEqual([]);
    expect(actionOrigins('not a url')).toEqual([]);
  });
});

describe('siteOrigins', () => {
  it('is the public address’s origin: scheme, host and port', () => {
    expect(siteOrigins('https://ytbanken.se/')).toEqual(['https://ytbanken.se']);
    expect(siteOrigins('http://localhost:3100')).toEqual(['http://localhost:3100']);
    expect(siteOrigins(undefined)).toEqual([]);
    expect(siteOrigins('not a url')).toEqual([]);
  });
});

describe('isAllowedActionOrigin', () => {
  const site = siteOrigins('https://ytbanken.se');

  it('lets through the site’s public origin, whatever Host the request names', () => {
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se', Host: 'ytbanken.se' }), site)).toBe(true);
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se', Host: '127.0.0.1:3000' }), site)).toBe(true);
    expect(isAllowedActionOrigin(headers({ Origin: 'https://YTBANKEN.se:443', Host: 'ytbanken.se' }), site)).toBe(true);
    expect(isAllowedActionOrigin(headers({ Origin: 'http://LOCALHOST:3100' }), siteOrigins('http://localhost:3100'))).toBe(true);
  });

  it('refuses an Origin that only matches the Host or X-Forwarded-Host the request names', () => {
    expect(isAllowedActionOrigin(headers({ Origin: 'http://evil.example', Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' }), site)).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se', Host: 'ytbanken.se' }), [])).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'http://localhost:3101', Host: 'localhost:3101' }), siteOrigins('http://localhost:3100'))).toBe(false);
  });

  it('refuses the site’s host over another scheme or port', () => {
    expect(isAllowedActionOrigin(headers({ Origin: 'http://ytbanken.se' }), site)).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se:8443' }), site)).toBe(false);
  });

  it('refuses another site, a null or broken Origin', () => {
    expect(isAllowedActionOrigin(headers({ Origin: 'https://evil.example', Host: 'ytbanken.se' }), site)).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se.evil.example', Host: 'ytbanken.se' }), site)).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'null', Host: 'ytbanken.se' }), site)).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'garbage', Host: 'ytbanken.se' }), site)).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'data:text/html,x' }), site)).toBe(false);
  });

  it('lets a call without Origin through, as Next.js does: no browser sends a POST without one', () => {
    expect(isAllowedActionOrigin(headers({ Host: 'ytbanken.se' }), site)).toBe(true);
  });
});
