import { describe, expect, it } from 'vitest';
import { NON_PAGE_SOURCES } from './non-pages';
import {
  commonSecurityHeaders,
  NON_PAGE_CONTENT_SECURITY_POLICY,
  nonPagePolicy,
  pageContentSecurityPolicy,
  STRICT_TRANSPORT_SECURITY,
  UPLOAD_CONTENT_SECURITY_POLICY,
  UPLOAD_SOURCE,
} from './security-headers';

const policy = (overrides: Partial<Parameters<typeof pageContentSecurityPolicy>[0]> = {}) =>
  pageContentSecurityPolicy({ nonce: 'abc123', cmsOrigin: 'https://cms.example', preview: false, development: false, ...overrides });

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('pageContentSecurityPolicy', () => {
  it('lets only scripts with the nonce run, never inline or eval in production', () => {
    expect(directive(policy(), 'script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic' https://www.googletagmanager.com");
    expect(policy()).not.toContain('unsafe-eval');
  });

  it('allows eval only in development, for React’s debugging aids', () => {
    expect(directive(policy({ development: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('lets nobody frame a page, except the cms while an editor previews', () => {
    expect(directive(policy(), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy({ preview: true }), 'frame-ancestors')).toBe("frame-ancestors 'self' https://cms.example");
  });

  it('locks down objects, base, forms and images', () => {
    const csp = policy();
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'img-src')).toContain('https://cms.example');
  });
});

describe('the other headers', () => {
  it('lets nothing run in responses that are not pages', () => {
    expect(directive(NON_PAGE_CONTENT_SECURITY_POLICY, 'default-src')).toBe("default-src 'none'");
    expect(NON_PAGE_CONTENT_SECURITY_POLICY).not.toContain('script-src');
  });

  it('gives uploads their own sandbox, and every other source the policy that lets nothing run', () => {
    expect(NON_PAGE_SOURCES).toContain(UPLOAD_SOURCE);
    expect(nonPagePolicy(UPLOAD_SOURCE)).toBe(UPLOAD_CONTENT_SECURITY_POLICY);
    expect(UPLOAD_CONTENT_SECURITY_POLICY.split('; ')).toEqual(["default-src 'none'", 'sandbox', "frame-ancestors 'none'"]);
    for (const source of NON_PAGE_SOURCES.filter((s) => s !== UPLOAD_SOURCE)) expect(nonPagePolicy(source), source).toBe(NON_PAGE_CONTENT_SECURITY_POLICY);
  });

  it('lets no other site embed what the site answers', () => {
    expect(commonSecurityHeaders()['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('asks for HTTPS for two years, but not among the headers every answer carries (only over HTTPS)', () => {
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
    expect(commonSecurityHeaders()).not.toHaveProperty('Strict-Transport-Security');
  });
});
