/** The banner's language: English under /en, Swedish elsewhere (DESIGN.md §5). */
export function bannerLanguage(pathname: string): 'sv' | 'en' {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'sv';
}
