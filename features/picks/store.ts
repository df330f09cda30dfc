'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { addPick, isFull, parsePicks, removePick, storageKey, type PickList } from './picks';

export type { PickList } from './picks';

// One snapshot per list, so useSyncExternalStore sees the same array until the list changes.
const snapshots = new Map<PickList, { raw: string | null; ids: readonly string[] }>();
const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];

function read(list: PickList): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(storageKey(list));
  } catch {
    // Storage refused (private mode, blocked cookies): the picks live only as long as the page.
    return snapshots.get(list)?.ids ?? EMPTY;
  }
  const cached = snapshots.get(list);
  if (cached && cached.raw === raw) return cached.ids;
  const ids = parsePicks(raw, list);
  snapshots.set(list, { raw, ids });
  return ids;
}

function write(list: PickList, ids: readonly string[]) {
  const raw = JSON.stringify(ids);
  snapshots.set(list, { raw, ids });
  try {
    window.localStorage.setItem(storageKey(list), raw);
  } catch {
    // Kept in memory for this page (see read()).
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change arrives as a storage event; this tab's own through write().
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('ytbanken:picks:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A visitor's picked surfaces (document ids) for comparing (at most 4) or for ordering
 * samples (at most 10), kept in this browser, shared by every component and tab. The server
 * renders with an empty list; the browser's list follows on hydration.
 */
export function usePicks(list: PickList) {
  const ids = useSyncExternalStore(
    subscribe,
    () => read(list),
    () => EMPTY,
  );
  const add = useCallback((id: string) => write(list, addPick(read(list), id, list)), [list]);
  const remove = useCallback((id: string) => write(list, removePick(read(list), id)), [list]);
  const clear = useCallback(() => write(list, []), [list]);
  return useMemo(() => ({ ids: ids as string[], add, remove, clear, full: isFull(ids, list) }), [ids, add, remove, clear, list]);
}
