'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';

// A stand-in with the agreed API while the shared picks store is built elsewhere (see the
// compare work); the lead keeps one of the two when merging.

export type PickList = 'compare' | 'samples';

const LIMITS: Record<PickList, number> = { compare: 4, samples: 10 };
const PREFIX = 'ytbanken:picks:';
const EMPTY: string[] = [];
const snapshots = new Map<PickList, { raw: string | null; ids: string[] }>();
const listeners = new Set<() => void>();

function parse(raw: string | null, list: PickList): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(value)) return EMPTY;
    const ids = value.filter((id): id is string => typeof id === 'string' && /^[a-z0-9]{20,32}$/.test(id));
    return [...new Set(ids)].slice(0, LIMITS[list]);
  } catch {
    return EMPTY;
  }
}

function read(list: PickList): string[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(PREFIX + list);
  } catch {
    return snapshots.get(list)?.ids ?? EMPTY;
  }
  const cached = snapshots.get(list);
  // The same array until the stored text changes, or useSyncExternalStore would loop.
  if (cached && cached.raw === raw) return cached.ids;
  const ids = parse(raw, list);
  snapshots.set(list, { raw, ids });
  return ids;
}

function write(list: PickList, ids: string[]) {
  const raw = JSON.stringify(ids);
  snapshots.set(list, { raw, ids });
  try {
    window.localStorage.setItem(PREFIX + list, raw);
  } catch {
    // Storage refused: the picks last as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Other tabs' changes arrive as storage events; this tab's own through write().
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The surfaces a visitor picked to compare (at most 4) or to order samples of (at most 10), kept in this browser. */
export function usePicks(list: PickList) {
  const ids = useSyncExternalStore(
    subscribe,
    () => read(list),
    () => EMPTY,
  );
  const add = useCallback(
    (id: string) => {
      const current = read(list);
      if (!current.includes(id) && current.length < LIMITS[list]) write(list, [...current, id]);
    },
    [list],
  );
  const remove = useCallback(
    (id: string) =>
      write(
        list,
        read(list).filter((pick) => pick !== id),
      ),
    [list],
  );
  const clear = useCallback(() => write(list, []), [list]);
  return useMemo(() => ({ ids, add, remove, clear, full: ids.length >= LIMITS[list] }), [ids, add, remove, clear, list]);
}
