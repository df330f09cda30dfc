import { isDocumentId } from '@/lib/strapi/ids';
import { compareQuery } from '@/lib/catalogue/paths';
export { compareQuery };
import { PICK_LISTS } from '@/features/picks';

export const MAX_COMPARED = PICK_LISTS.compare;
// Past this many characters an address is not one the site made; only its start is read.
const MAX_PARAM_LENGTH = 2000;

export interface CompareRequest {
  /** Well-formed ids, each once, in the order given. */
  ids: string[];
  /** Entries that are not document ids at all (dropped, and the page says so). */
  malformed: number;
  /** More than MAX_COMPARED ids: refused as a whole rather than cut short silently. */
  tooMany: boolean;
}

/**
 * `?s=` as the compare page reads it: comma-separated ids, in one or in repeated parameters.
 * Empty entries (trailing or doubled commas) are ignored; anything else not an id is counted.
 */
export function parseCompareIds(param: string | string[] | undefined): CompareRequest {
  const raw = (Array.isArray(param) ? param.join(',') : (param ?? '')).slice(0, MAX_PARAM_LENGTH);
  const ids: string[] = [];
  let malformed = 0;
  for (const entry of raw.split(',')) {
    const id = entry.trim();
    if (id === '') continue;
    if (!isDocumentId(id)) malformed += 1;
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, malformed, tooMany: ids.length > MAX_COMPARED };
}

/**
 * The way back to a comparison after signing in: the compare page with its surfaces, so the
 * selection survives the round trip (the tray's copy lives in one browser only). Only
 * document ids, at most MAX_COMPARED of them: what the page would show, never more to carry.
 */
export function compareReturnTo(ids: readonly string[]): string {
  const kept = ids.filter(isDocumentId).slice(0, MAX_COMPARED);
  return kept.length === 0 ? '/compare' : `/compare?${new URLSearchParams(compareQuery(kept))}`;
}
