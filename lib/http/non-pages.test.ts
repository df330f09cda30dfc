import { describe, expect, it } from 'vitest';
import { isPage, NON_PAGE_SOURCES } from './non-pages';

describe('isPage', () => {
  it('counts localized pages as pages', () => {
    for (const path of ['/', '/en', '/products', '/en/products/abc', '/apis', '/connected', '/uploads-info']) expect(isPage(path), path).toBe(true);
  });

  it('leaves out handlers, files and Next’s assets', () => {
    for (const path of ['/api', '/api/health', '/_next/static/x.js', '/uploads/a.png', '/builds/latest.json', '/cms-connect/github', '/connect/github/redirect', '/robots.txt', '/sitemap.xml', '/icon.svg']) {
      expect(isPage(path), path).toBe(false);
    }
  });

  it('gives next.config.ts a source for each', () => {
    expect(NON_PAGE_SOURCES).toContain('/api/:path*');
    expect(NON_PAGE_SOURCES).toContain('/robots.txt');
  });
});
