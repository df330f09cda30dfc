import { fold } from '@/lib/i18n/fold';

// The product list's producer filter: what the page offers and what /api/producers/search answers.
// No zod here: the filter's script imports this with the page, and zod only when it searches.
/** A producer as the product list's filter offers it: how many products it would give within the other filters. */
export interface ProducerChoice {
  slug: string;
  name: string;
  count: number;
  /**
   * The count in words ("12 produkter"), for the producers that come with the page: worded by
   * the server, so that showing the page sets up no number or plural formatting in the browser
   * (a first Intl formatter costs tens of milliseconds on a slow phone).
   */
  worded?: string;
}

/** What /api/producers/search answers (at most a page of matches, and how many match in all); parsed by producer-search-answer.ts. */
export interface ProducerSearchAnswer {
  producers: ProducerChoice[];
  total: number;
}

/** One letter is enough: a catalogue has hundreds of producers, not hundreds of thousands. */
export const MIN_QUERY = 1;
export const MAX_QUERY = 100;
/** At most this many matches in one answer. */
export const PRODUCER_PAGE = 20;
/** How many of the producers with the most products the filter offers before anything is typed. */
export const TOP_PRODUCERS = 8;

/**
 * The producers whose name has every typed word, among those with products within the other
 * filters: names that begin with the first word first, then by name; at most a page of them.
 */
export function matchProducers(producers: readonly ProducerChoice[], query: string): { producers: ProducerChoice[]; total: number } {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const matches = producers
    .filter((producer) => producer.count > 0)
    .map((producer) => ({ producer, name: fold(producer.name) }))
    .filter(({ name }) => words.every((word) => name.includes(word)))
    .sort((a, b) => Number(b.name.startsWith(words[0] ?? '')) - Number(a.name.startsWith(words[0] ?? '')) || a.name.localeCompare(b.name, 'sv'))
    .map(({ producer }) => producer);
  return { producers: matches.slice(0, PRODUCER_PAGE), total: matches.length };
}

/** The producers with the most products within the other filters (the ones offered before anything is typed), most first. */
export function topProducers(producers: readonly ProducerChoice[]): ProducerChoice[] {
  return producers
    .filter((producer) => producer.count > 0)
    .toSorted((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'sv'))
    .slice(0, TOP_PRODUCERS);
}
