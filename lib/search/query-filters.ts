import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { fold } from '@/lib/i18n/fold';
import { filtersOf, parseProductSearch, productSearchQuery, type ProductFilters } from '@/lib/catalogue/product-query';
import { CATEGORIES, COLOUR_FAMILIES, FINISHES, FIRE_CLASSES, PLACEMENTS, SLIP_CLASSES, type Category } from '@/lib/strapi/catalogue-schemas';

type SlipClass = (typeof SLIP_CLASSES)[number];

/** The product list's filters a search word can name: the ones with words (and codes) for their values. */
export const WORD_FILTERS = ['category', 'colour', 'finish', 'fire', 'slip', 'placement'] as const;
export type WordFilter = (typeof WORD_FILTERS)[number];

/** One filter a query names, and which of the query's words named it. */
export interface NamedFilter {
  name: WordFilter;
  value: string;
  /** The positions of the words in `words` that named it. */
  at: number[];
  /** A slip class and every class above it ("badrum": R10 or higher). */
  atLeast?: boolean;
}

/** A filter an editor's synonym gives one of the query's words, as the cms's search says (folded word). */
export interface SynonymFilter {
  word: string;
  slipAtLeast: SlipClass | null;
}

/** What a query says: the filters its words name, and the words left over. */
export interface QueryReading {
  /** The query's words as typed. */
  words: string[];
  named: NamedFilter[];
  /** The product list's own filters, normalised as its address writes them. */
  filters: ProductFilters;
  /** Words that name no filter (and are not a little word such as "i" or "and"). */
  rest: string[];
}

type Messages = typeof sv;

// Simple Swedish and English endings a search word may carry that its vocabulary word does not:
// definite and plural forms (golven, golvet, paneler, panelerna), the adjective's -a and -t (vita,
// vitt, matta, grått) and English plurals (floors, tiles). Longest first; at least three letters stay.
const WORD_ENDINGS = ['arna', 'erna', 'orna', 'en', 'et', 'na', 'ar', 'er', 'or', 'es', 'tt', 'a', 't', 's'];
// A vocabulary word given in the plural (the categories' names: Laminates, Väggpaneler) is also known in the singular.
const PLURAL_ENDINGS = ['es', 'er', 'ar', 'or', 's'];

/** A folded word and its forms without each ending it may carry. */
function formsOf(word: string, endings: readonly string[]): string[] {
  const forms = [word];
  for (const ending of endings) if (word.endsWith(ending) && word.length - ending.length >= 3) forms.push(word.slice(0, -ending.length));
  return forms;
}

/** A message's comma-separated words (empty for none). */
const listed = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * The words that name each filter value, in both languages: the value's own name in the
 * messages (Categories, ColourFamilies, Finishes, Properties.placements), the other words the
 * SearchWords messages give for it, and the codes of fire and slip classes as the standards
 * write them.
 */
function vocabularyOf(all: readonly Messages[]): { phrase: string[]; name: WordFilter; value: string }[] {
  const entries: { phrase: string[]; name: WordFilter; value: string }[] = [];
  const add = (name: WordFilter, value: string, texts: string[]) => {
    for (const text of texts) entries.push({ phrase: fold(text).split(/\s+/).filter(Boolean), name, value });
  };
  for (const messages of all) {
    const words = messages.SearchWords;
    for (const value of CATEGORIES) add('category', value, [messages.Categories[value], ...listed(words.category[value])]);
    for (const value of COLOUR_FAMILIES) add('colour', value, [messages.ColourFamilies[value], ...listed(words.colour[value])]);
    for (const value of FINISHES) add('finish', value, [messages.Finishes[value], ...listed(words.finish[value])]);
    for (const value of PLACEMENTS) add('placement', value, [messages.Properties.placements[value], ...listed(words.placement[value])]);
  }
  for (const value of FIRE_CLASSES) add('fire', value, [value]);
  for (const value of SLIP_CLASSES) add('slip', value, [value]);
  return entries;
}

/** Phrases by their number of words, longest first, each word's forms as a key: how a query's words are looked up. */
function indexOf(entries: ReturnType<typeof vocabularyOf>) {
  const byKey = new Map<string, { name: WordFilter; value: string }[]>();
  let longest = 1;
  for (const { phrase, name, value } of entries) {
    longest = Math.max(longest, phrase.length);
    // Only the last word of a phrase takes the plural's ending off (Wall panels, Kakel och klinker).
    const lasts = formsOf(phrase.at(-1)!, PLURAL_ENDINGS);
    for (const last of lasts) {
      const key = [...phrase.slice(0, -1), last].join(' ');
      const known = byKey.get(key) ?? [];
      if (!known.some((k) => k.name === name && k.value === value)) byKey.set(key, [...known, { name, value }]);
    }
  }
  return { byKey, longest };
}

const VOCABULARY = indexOf(vocabularyOf([sv, en]));
const LITTLE_WORDS = new Set([sv, en].flatMap((messages) => listed(messages.SearchWords.ignore).map(fold)));

/** A query's words: split at spaces, with the punctuation around a word (not inside it: "A2-s1,d0") left off. */
function wordsOf(query: string): string[] {
  return query
    .split(/\s+/)
    .map((word) => word.replace(/^[\p{P}\p{S}]+|[.,;:!?"”“'’)]+$/gu, ''))
    .filter(Boolean);
}

/**
 * Which product-list filters a site-search query names ("vit matt golv": white, matt,
 * flooring), read against the site's own enums and both languages' messages, case and
 * å/ä/ö folded and with simple plural and definite endings (golven, vita, matta). A phrase of
 * several words is read before its parts ("kakel och klinker"). Everything else is left over;
 * compounds (ekgolv) are the cms's search's business, not this.
 */
export function readQuery(query: string): QueryReading {
  const words = wordsOf(query);
  const folded = words.map(fold);
  const named: NamedFilter[] = [];
  const rest: string[] = [];
  for (let i = 0; i < words.length;) {
    let found: { size: number; hits: { name: WordFilter; value: string }[] } | null = null;
    for (let size = Math.min(VOCABULARY.longest, words.length - i); size >= 1 && !found; size--) {
      const head = folded.slice(i, i + size - 1).join(' ');
      for (const last of formsOf(folded[i + size - 1]!, WORD_ENDINGS)) {
        const hits = VOCABULARY.byKey.get(head ? `${head} ${last}` : last);
        if (hits) {
          found = { size, hits };
          break;
        }
      }
    }
    if (found) {
      const at = Array.from({ length: found.size }, (_, k) => i + k);
      for (const { name, value } of found.hits) {
        const same = named.find((n) => n.name === name && n.value === value);
        if (same) same.at.push(...at);
        else named.push({ name, value, at });
      }
      i += found.size;
    } else {
      if (!LITTLE_WORDS.has(folded[i]!)) rest.push(words[i]!);
      i += 1;
    }
  }
  return { words, named, filters: filtersFrom(named), rest };
}

/** The product list's filters for these named values, normalised by the list's own parser. */
function filtersFrom(named: readonly NamedFilter[]): ProductFilters {
  const asked: Record<string, string[]> = {};
  for (const { name, value, atLeast } of named) {
    const values = atLeast ? SLIP_CLASSES.slice(SLIP_CLASSES.indexOf(value as SlipClass)) : [value];
    (asked[name] ??= []).push(...values);
  }
  return filtersOf(parseProductSearch(asked));
}

/**
 * The reading with the filters editors' synonyms give its words (the cms's search knows them:
 * "badrum" means slip class R10 or higher), each a chip like the filters the words name.
 */
export function withSynonymFilters(reading: QueryReading, synonyms: readonly SynonymFilter[]): QueryReading {
  const named = [...reading.named];
  for (const { word, slipAtLeast } of synonyms) {
    const at = reading.words.flatMap((typed, i) => (fold(typed) === word ? [i] : []));
    if (!slipAtLeast || at.length === 0 || named.some((n) => n.name === 'slip' && n.value === slipAtLeast && n.atLeast)) continue;
    named.push({ name: 'slip', value: slipAtLeast, at, atLeast: true });
  }
  if (named.length === reading.named.length) return reading;
  return { ...reading, named, filters: filtersFrom(named) };
}

/** The query without the words that named one of its filters: what removing that filter asks. */
export function queryWithout(reading: QueryReading, filter: NamedFilter): string {
  const dropped = new Set(reading.named.filter((n) => n.at.some((i) => filter.at.includes(i))).flatMap((n) => n.at));
  return reading.words.filter((_, i) => !dropped.has(i)).join(' ');
}

/** The filtered product list's address (locale-less, for the navigation helpers). */
export function productListHref(filters: ProductFilters) {
  return { pathname: '/products', query: productSearchQuery(filters) };
}

/**
 * The categories a query may be after: those it names, and those with a word (in either
 * language) that holds one of its other words of three letters or more ("panel" in
 * "väggpaneler", "lamin" in "laminat"). What a search with no hits offers instead.
 */
export function categoriesOf(reading: QueryReading): Category[] {
  const words = reading.rest.map(fold).filter((word) => word.length >= 3);
  const found = new Set<string>(reading.filters.category ?? []);
  for (const [key, hits] of VOCABULARY.byKey) {
    if (!words.some((word) => key.includes(word))) continue;
    for (const hit of hits) if (hit.name === 'category') found.add(hit.value);
  }
  return CATEGORIES.filter((category) => found.has(category));
}
