/** The banner's language: English under /en, Swedish elsewhere (DESIGN.md §5). */
export function bannerLanguage(pathname: string): 'sv' | 'en' {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'sv';
}

/**
 * A language code the banner can use: the code itself when it has translations, else its
 * two-letter prefix ("en-GB" → "en"), else the default.
 */
export function supportedLanguage(code: string, available: readonly string[], fallback: string): string {
  if (available.includes(code)) return code;
  const prefix = code.slice(0, 2).toLowerCase();
  return available.includes(prefix) ? prefix : fallback;
}
