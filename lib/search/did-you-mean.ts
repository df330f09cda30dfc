/**
 * The closest spelling the cms suggests for a search with no hits, or null. The cms's answer
 * is to carry it as `didYouMean: string | null` beside the kinds' results (lib/strapi/search.ts);
 * read here without trusting that it is there yet, or a string, or more than blanks.
 */
export function didYouMeanOf(results: object): string | null {
  const value = 'didYouMean' in results ? results.didYouMean : null;
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : null;
}
