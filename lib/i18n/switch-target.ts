/**
 * Where the language switcher leads: the same path in the other language, except for a
 * cms page, whose slug differs per language: its slug there, or home when the page does
 * not exist in that language. `pageSlugIn` answers, for a slug in the current language,
 * the page's slug in the target language (null: no such page there), or undefined when
 * the slug is not a cms page at all.
 */
export async function switchTarget(
  path: string,
  pageSlugIn: (slug: string) => Promise<string | null | undefined>,
): Promise<string> {
  const single = /^\/([^/]+)$/.exec(path);
  if (!single) return path;
  const slug = await pageSlugIn(single[1]!);
  if (slug === undefined) return path;
  return slug === null ? '/' : `/${slug}`;
}

/** Only site paths: no scheme, no protocol-relative //host, nothing absurdly long. */
export function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && path.length <= 512;
}
