import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `next build` must not grow with the catalogue: no route may ask Next.js to render
// documents ahead of time. generateStaticParams (or generateSitemaps, which Next turns into one)
// would list products or surfaces at build time, from a cms that may not even be there; a route
// forced static that reads the cms would be rendered from it at build time.
const app = path.resolve(import.meta.dirname, '../../app');
const ENUMERATES = /export\s+(?:async\s+)?(?:function|const)\s+(generateStaticParams|generateSitemaps)\b/;
const FORCED_STATIC = /export\s+const\s+dynamic\s*=\s*['"]force-static['"]/;
const READS_CMS = /from\s+['"]@\/lib\/(strapi|seo\/sitemap)/;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('the build', () => {
  it('renders no cms document ahead of time: no route lists its pages for the build', () => {
    const files = routeFiles(app);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return ENUMERATES.test(source) || (FORCED_STATIC.test(source) && READS_CMS.test(source));
      })
      .map((file) => path.relative(app, file));
    expect(offenders).toEqual([]);
  });
});
