'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import type * as core from 'zod/v4/core';
import { request } from '@/lib/http/request';
import { serialQueue } from './queue';
import { refusalOf, type Refusal } from './refusal';

/**
 * One resource of a signed-in area under its one swr key, fetched through the one fetcher
 * that parses the answer. On the areas' own pages the first data comes from the server
 * (SWRConfig's fallback, see ServerData), so nothing is fetched on first paint.
 */
export function useResource<S extends core.$ZodType>(key: string | null, answer: S) {
  return useSWR(key, (url: string) => request(url, { schema: answer }));
}

export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** The page's status messages, one per place (a card's id, or the page itself); refusals in the namespace's `errors`. */
export function useNotices(namespace: 'Materials' | 'Projects' | 'Measurements' | 'SaveCompared') {
  const t = useTranslations(namespace);
  const [notices, setNotices] = useState<Record<string, Notice | undefined>>({});
  const set = useCallback((id: string, notice: Notice | undefined) => setNotices((current) => ({ ...current, [id]: notice })), []);
  return {
    of: (id = PAGE) => notices[id],
    success: (text: string, id = PAGE) => set(id, { kind: 'success', text }),
    /** `failed` words a plain failure more precisely than the page's general message. */
    refused: (refusal: Refusal, id = PAGE, failed?: string) =>
      set(id, { kind: 'error', text: failed && refusal.code === 'failed' ? failed : t(`errors.${refusal.code}`) }),
    clear: (id = PAGE) => set(id, undefined),
  };
}
export type Notices = ReturnType<typeof useNotices>;
const PAGE = 'page';

/** How a change went: the route handler's answer (parsed), or why it was refused. */
export type Outcome<A> = { answer: A; refusal: null } | { answer: null; refusal: Refusal };

export interface Change<T, A> {
  /** The record it concerns, so its controls can say they are busy. */
  id?: string;
  /** The data as it should look at once. */
  optimistic: (confirmed: T) => T;
  send: () => Promise<A>;
  /** The data once the cms has answered. */
  settle: (confirmed: T, answer: A) => T;
  /** What the page's status region says when it is saved (it may name what the cms answered). */
  done?: string | ((answer: A) => string);
  /** Where the notice goes (a card's id); the page's region by default. */
  noticeAt?: string;
  /** The caller shows a refusal itself (a form, at its fields). */
  quiet?: boolean;
  failed?: string;
}

/**
 * Changes to a resource: shown at once (optimistic), sent, then the cms's answer taken in,
 * or rolled back with the refusal in the page's words. Success is confirmed in the page's
 * status region. Changes go out one at a time: swr keeps one optimistic value per key and
 * would drop the answer of a change another one overtook. Each change resolves with its
 * outcome, so a caller can go on from what the cms answered (the saved record's id).
 */
export function useChanges<T>(data: T | undefined, mutate: KeyedMutator<T>, empty: T, notices?: Notices) {
  const queue = useRef(serialQueue());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const track = useCallback((id: string | undefined, busy: boolean) => {
    if (id === undefined) return;
    setPending((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  async function change<A>({ id, optimistic, send, settle, done, noticeAt, quiet, failed }: Change<T, A>): Promise<Outcome<A>> {
    // swr's cache is empty while the page shows the server's first data. Before any data at
    // all (a change made while the list is still on its way), the list is asked for again
    // afterwards rather than made up from the one record that changed.
    const known = data !== undefined;
    const base = data ?? empty;
    notices?.clear(noticeAt);
    track(id, true);
    try {
      // Set before settle runs, and settle runs only once send has answered.
      let answer!: A;
      await queue.current(() =>
        mutate(async (confirmed) => settle(confirmed ?? base, (answer = await send())), {
          optimisticData: (confirmed) => optimistic(confirmed ?? base),
          rollbackOnError: true,
          revalidate: !known,
        }),
      );
      if (done !== undefined) notices?.success(typeof done === 'string' ? done : done(answer), noticeAt);
      return { answer, refusal: null };
    } catch (failure) {
      const refusal = refusalOf(failure);
      // The record may be gone or changed elsewhere: show what the cms holds now.
      if (refusal.code === 'notFound') void mutate();
      if (!quiet) notices?.refused(refusal, noticeAt, failed);
      return { answer: null, refusal };
    } finally {
      track(id, false);
    }
  }

  return { change, pending };
}
