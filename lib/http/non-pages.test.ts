import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { getPagesPageStaticInfo, type ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import { loadBindings } from 'next/dist/build/swc';
import type { PAGE_TYPES } from 'next/dist/lib/page-types';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPage, NON_PAGE_SOURCES } from './non-pages';

const root = path.resolve(import.meta.dirname, '../..');

// The proxy's matcher is a literal Next.js reads from proxy.ts at build time, so it cannot be
// built from the list here. It is read the way the build reads it (Next's static analysis of
// the file, its compilation of each source to a regular expression) and tried with Next's own
// route matcher, so the two are held to the same addresses.
let matchers: ProxyMatcher[] = [];
// The proxy's kind of entry, as the build names it (PAGE_TYPES is a const enum: only its type is importable).
const ROOT = 'root' as PAGE_TYPES.ROOT;
let proxyRunsOn: (pathname: string) => boolean = () => false;

beforeAll(async () => {
  await loadBindings();
  const info = await getPagesPageStaticInfo({ pageFilePath: path.join(root, 'proxy.ts'), nextConfig: {}, isDev: false, page: '/proxy', pageType: ROOT });
  matchers = info.middleware?.matchers ?? [];
  const matches = getMiddlewareRouteMatcher(matchers);
  // No matcher has `has`/`missing` conditions (checked below), so the request is never read.
  const noRequest = {} as Parameters<typeof matches>[1];
  proxyRunsOn = (pathname) => matches(pathname, noRequest, {});
});

// The list as addresses: each folder with its bare name and something under it, each file.
const folders = NON_PAGE_SOURCES.filter((source) => source.endsWith('/:path*')).map((source) => source.slice(1, -'/:path*'.length));
const files = NON_PAGE_SOURCES.filter((source) => !source.endsWith('/:path*')).map((source) => source.slice(1));
const nonPages = [...folders.flatMap((folder) => [`/${folder}`, `/${folder}/x`, `/${folder}/a/b.json`]), ...files.map((file) => `/${file}`)];

// Every top-level route of the localized pages (route groups opened, dynamic segments left to
// the slug-like addresses below), in both languages.
function pageRoutes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('[') && !entry.name.startsWith('_'))
    .flatMap((entry) => (entry.name.startsWith('(') ? pageRoutes(path.join(dir, entry.name)) : [entry.name]));
}
const routes = pageRoutes(path.join(root, 'app/[locale]'));
const slugLike = ['apis', 'connected', 'uploads-info', 'builds2', '_nextish', 'favicon.ico.html', 'old-page.html', 'om-oss', 'api.rsc'];
const pages = ['/', '/en', '/en/products/abc', ...[...routes, ...slugLike].flatMap((name) => [`/${name}`, `/en/${name}`])];

describe('isPage', () => {
  it('counts localized pages as pages', () => {
    for (const pathname of pages) expect(isPage(pathname), pathname).toBe(true);
  });

  it('leaves out handlers, files and Next’s assets', () => {
    for (const pathname of nonPages) expect(isPage(pathname), pathname).toBe(false);
  });

  it('gives next.config.ts a source for each', () => {
    expect(NON_PAGE_SOURCES).toContain('/api/:path*');
    expect(NON_PAGE_SOURCES).toContain('/robots.txt');
  });
});

describe("proxy.ts's matcher and the list", () => {
  it('is read from proxy.ts as Next.js reads it, with no conditions on the request', () => {
    expect(matchers.length).toBeGreaterThan(0);
    for (const matcher of matchers) expect(matcher.has ?? matcher.missing).toBeUndefined();
  });

  it('sends every localized page through the proxy', () => {
    expect(routes).toEqual(expect.arrayContaining(['products', 'my-projects', 'producer', 'search']));
    for (const pathname of pages) expect(proxyRunsOn(pathname), pathname).toBe(true);
    // Next's transport forms of a page reach the proxy as the page would.
    for (const pathname of ['/en/products.rsc', '/index.rsc']) expect(proxyRunsOn(pathname), pathname).toBe(true);
  });

  it('keeps the proxy away from everything on the list', () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(files.length).toBeGreaterThan(0);
    for (const pathname of nonPages) expect(proxyRunsOn(pathname), pathname).toBe(false);
  });

  it("lets it screen percent-encoded addresses under the site's own folders only, not under Next's", () => {
    // The site's own folders are those with handlers in app/; Next serves the others itself.
    const own = folders.filter((folder) => existsSync(path.join(root, 'app', folder)));
    expect(own).toEqual(expect.arrayContaining(['api', 'uploads']));
    for (const folder of folders) expect(proxyRunsOn(`/${folder}/a%ZZb`), folder).toBe(own.includes(folder));
  });

  it('names nothing that the list does not', () => {
    // Every name the matcher's sources spell out, tried as an address of its own and as a
    // folder: if it is a page, the proxy must run on it. A name left out of the matcher but
    // not added to the list (or the reverse) fails here or above.
    const names = new Set(matchers.flatMap((matcher) => matcher.originalSource.replaceAll('\\.', '.').match(/[\w.-]*[a-z][\w.-]*/gi) ?? []));
    expect([...names]).toEqual(expect.arrayContaining(['api', 'favicon.ico']));
    for (const name of names) {
      for (const pathname of [`/${name}`, `/${name}/x`]) {
        if (isPage(pathname)) expect(proxyRunsOn(pathname), pathname).toBe(true);
      }
    }
  });
});
