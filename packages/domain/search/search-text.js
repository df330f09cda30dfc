/**
 * The fold of a searchText value: Swedish lowercase in Unicode NFC, diacritics kept. The cms
 * stores each searchable row's fields folded so (cms/src/search/text.js), and the site folds a
 * chooser's question the same way before it filters with a plain $contains: SQLite's LOWER
 * folds only ASCII, so "KALKFÄRG" would never find "Kalkfärg" otherwise.
 */
export function foldSearchText(text) {
  return String(text).normalize('NFC').toLocaleLowerCase('sv').normalize('NFC');
}
