import { MAX_SAMPLES } from '@ytbanken/domain/samples/orders';
import { DOCUMENT_ID } from '@/lib/strapi/ids';

/** The two lists a visitor picks surfaces into, and how many each holds: samples as many as one order may ask (the cms's limit too). */
export const PICK_LISTS = { compare: 4, samples: MAX_SAMPLES } as const;
export type PickList = keyof typeof PICK_LISTS;

export const storageKey = (list: PickList) => `ytbanken:picks:${list}` as const;

/**
 * The ids stored under a list's key. Anything else (another tab's old format, a hand-edited
 * value, a quota-truncated string) reads as the valid ids it still holds, never as an error.
 */
export function parsePicks(raw: string | null, list: PickList): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const id of value) {
    if (typeof id === 'string' && DOCUMENT_ID.test(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === PICK_LISTS[list]) break;
  }
  return ids;
}

/** The list with `id` added at the end, or the same list when it is there already or full. */
export function addPick(ids: readonly string[], id: string, list: PickList): readonly string[] {
  if (ids.includes(id) || ids.length >= PICK_LISTS[list] || !DOCUMENT_ID.test(id)) return ids;
  return [...ids, id];
}

export function removePick(ids: readonly string[], id: string): readonly string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : ids;
}

export const isFull = (ids: readonly string[], list: PickList) => ids.length >= PICK_LISTS[list];
