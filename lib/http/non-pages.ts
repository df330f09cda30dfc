/**
 * What the localized pages do not own: route handlers, files and Next's assets. The proxy
 * skips them (its matcher in proxy.ts is a literal Next.js reads at build time and must
 * name the same ones), next.config.ts gives them the policy that lets nothing run, and the
 * proxy answers broken addresses there with JSON instead of a page.
 */
const FOLDERS = ['api', 'builds', '_next', '_vercel', 'uploads', 'cms-connect', 'connect', 'sitemaps'] as const;
const FILES = ['favicon.ico', 'icon.svg', 'robots.txt', 'sitemap.xml'] as const;

/** Whether a path belongs to the localized pages (and so gets the pages' policy and proxy). */
export function isPage(pathname: string): boolean {
  return !FOLDERS.some((folder) => pathname === `/${folder}` || pathname.startsWith(`/${folder}/`)) && !FILES.some((file) => pathname === `/${file}`);
}

/** The same set as next.config.ts `headers()` sources. */
export const NON_PAGE_SOURCES = [...FOLDERS.map((folder) => `/${folder}/:path*`), ...FILES.map((file) => `/${file}`)];
