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
  it('lets through the site’s public host, whatever the Host the request names', () => {
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se', Host: 'ytbanken.se' }), ['ytbanken.se'])).toBe(true);
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se', Host: '127.0.0.1:3000' }), ['ytbanken.se'])).toBe(true);
    expect(isAllowedActionOrigin(headers({ Origin: 'http://LOCALHOST:3100', Host: 'localhost:3100' }), ['localhost:3100'])).toBe(true);
  });

  it('refuses an Origin that only matches the Host or X-Forwarded-Host the request names', () => {
    expect(
      isAllowedActionOrigin(headers({ Origin: 'http://evil.example', Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' }), ['localhost:3100']),
    ).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se', Host: 'ytbanken.se' }), [])).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'http://localhost:3101', Host: 'localhost:3101' }), ['localhost:3100'])).toBe(false);
  });

  it('refuses another site, a null or broken Origin', () => {
    expect(isAllowedActionOrigin(headers({ Origin: 'https://evil.example', Host: 'ytbanken.se' }), ['ytbanken.se'])).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'https://ytbanken.se.evil.example', Host: 'ytbanken.se' }), ['ytbanken.se'])).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'null', Host: 'ytbanken.se' }), ['ytbanken.se'])).toBe(false);
    expect(isAllowedActionOrigin(headers({ Origin: 'garbage', Host: 'ytbanken.se' }), ['ytbanken.se'])).toBe(false);
  });

  it('lets a call without Origin through, as Next.js does: no browser sends a POST without one', () => {
    expect(isAllowedActionOrigin(headers({ Host: 'ytbanken.se' }), ['ytbanken.se'])).toBe(true);
  });
});
