/**
 * Where the language switcher leads: the same path in the other language, except for a
 * cms page, whose slug differs per language: its slug there, or home when the page does
 * not exist in that language. `pageSlugIn` answers, for a slug in the current language,
 * the page's slug in the target language (null: no such page there), or undefined when
 * the slug is not a cms page at all.
 */
export async function switchTarget(path: string, pageSlugIn: (slug: string) => Promise<string | null | undefined>): Promise<string> {
  const single = /^\/([^/]+)$/.exec(path);
  if (!single) return path;
  const slug = await pageSlugIn(single[1]!);
  if (slug === undefined) return path;
  return slug === null ? '/' : `/${slug}`;
}

const ORIGIN = 'http://site.invalid';

/**
 * Only paths on this site: one leading slash, no backslash or control characters (browsers
 * drop tabs and newlines, so "/\t/evil" becomes "//evil"), and still on the same origin with
 * one leading slash once a URL parser has read it: "/.//evil.example" reads as
 * "//evil.example", which a redirect built from the parsed path would send to that host.
 */
export function isSafePath(path: string): boolean {
  if (path.length > 512 || !path.startsWith('/') || path.startsWith('//')) return false;
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false;
  try {
    const parsed = new URL(path, ORIGIN);
    return parsed.origin === ORIGIN && !parsed.pathname.startsWith('//');
  } catch {
    return false;
  }
}
