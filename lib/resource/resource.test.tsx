// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { z } from 'zod';
import { request } from '@/lib/http/request';
import { useChanges, useNotices, useResource } from './resource';

const KEY = '/api/things';
const list = z.object({ things: z.array(z.string()) }).transform((a) => a.things);

afterEach(cleanup);

/** A page of one list with changes, as the signed-in areas build theirs. */
function useThings() {
  const notices = useNotices('Materials');
  const { data, error, mutate } = useResource(KEY, list);
  const { change, pending } = useChanges(data, mutate, [] as string[], notices);
  const add = (thing: string) =>
    change({
      id: thing,
      optimistic: (things) => [...things, thing],
      send: async () => {
        await request(KEY, { method: 'POST', body: { thing } });
        return thing.toUpperCase();
      },
      settle: (things, saved) => [...things, saved],
      done: (saved) => `saved ${saved}`,
    });
  return { data, error, pending, notice: notices.of(), add };
}

function wrapper(locale: 'sv' | 'en', fallback: Record<string, unknown>) {
  const messages = { Materials: (locale === 'sv' ? sv : en).Materials };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={messages}>
        <SWRConfig value={{ provider: () => new Map(), fallback, revalidateIfStale: false, dedupingInterval: 0 }}>{children}</SWRConfig>
      </NextIntlClientProvider>
    );
  };
}

function answering(...responses: (() => Response | Promise<Response>)[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const next = responses.shift();
      if (!next) throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
      return next();
    }),
  );
  return calls;
}

describe('a resource with the server’s first data', () => {
  it('shows the first data without asking, then a change at once, then the answer and its confirmation', async () => {
    let answer!: (response: Response) => void;
    const calls = answering(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = renderHook(useThings, { wrapper: wrapper('en', { [KEY]: ['oak'] }) });
    expect(result.current.data).toEqual(['oak']);

    let saving!: Promise<unknown>;
    act(() => {
      saving = result.current.add('ash');
    });
    await waitFor(() => expect(result.current.data).toEqual(['oak', 'ash']));
    expect(result.current.pending.has('ash')).toBe(true);

    let outcome: unknown;
    await act(async () => {
      answer(new Response(null, { status: 204 }));
      outcome = await saving;
    });
    expect(outcome).toEqual({ answer: 'ASH', refusal: null });
    expect(result.current.data).toEqual(['oak', 'ASH']);
    expect(result.current.notice).toEqual({ kind: 'success', text: 'saved ASH' });
    expect(result.current.pending.size).toBe(0);
    expect(calls).toEqual([`POST ${KEY}`]);
  });

  it.each([
    ['sv', 'tooMany', () => Response.json({ error: 'tooMany' }, { status: 429 }), sv.Materials.errors.tooMany],
    ['en', 'tooMany', () => Response.json({ error: 'tooMany' }, { status: 429 }), en.Materials.errors.tooMany],
    ['sv', 'network', () => Promise.reject(new TypeError('Failed to fetch')), sv.Materials.errors.network],
    ['en', 'network', () => Promise.reject(new TypeError('Failed to fetch')), en.Materials.errors.network],
  ] as const)('rolls a refused change back and says why in the page’s language (%s, %s)', async (locale, code, refuse, text) => {
    answering(refuse);
    const { result } = renderHook(useThings, { wrapper: wrapper(locale, { [KEY]: ['oak'] }) });
    let refusal: unknown;
    await act(async () => {
      refusal = await result.current.add('ash');
    });
    expect(refusal).toEqual({ answer: null, refusal: { code } });
    expect(result.current.data).toEqual(['oak']);
    expect(result.current.notice).toEqual({ kind: 'error', text });
  });

  it('resolves with the route handler’s answer, parsed, so the caller can go on from it', async () => {
    const record = z.object({ thing: z.object({ id: z.string(), name: z.string() }) }).transform((a) => a.thing);
    answering(() => Response.json({ thing: { id: 'doc-7', name: 'ash' } }, { status: 201 }));
    const { result } = renderHook(
      () => {
        const { data, mutate } = useResource(KEY, list);
        const { change } = useChanges(data, mutate, [] as string[]);
        return {
          data,
          made: () =>
            change({
              optimistic: (things) => things,
              send: () => request(KEY, { method: 'POST', schema: record }),
              settle: (things, made) => [...things, made.name],
            }),
        };
      },
      { wrapper: wrapper('en', { [KEY]: ['oak'] }) },
    );
    let outcome: Awaited<ReturnType<typeof result.current.made>> | undefined;
    await act(async () => {
      outcome = await result.current.made();
    });
    // The id is the cms's: the caller learns it only from the answer.
    expect(outcome?.answer).toEqual({ id: 'doc-7', name: 'ash' });
    expect(outcome?.refusal).toBeNull();
    expect(result.current.data).toEqual(['oak', 'ash']);
  });

  it('asks for the list after a change made before it arrived, instead of caching the one record', async () => {
    const calls = answering(
      () => new Response(null, { status: 204 }),
      () => Response.json({ things: ['oak', 'ASH'] }),
    );
    // No first data: the list is on its way when the change is made.
    vi.mocked(fetch).mockImplementationOnce(async () => new Promise<Response>(() => {}));
    const { result } = renderHook(useThings, { wrapper: wrapper('en', {}) });
    await act(async () => {
      await result.current.add('ash');
    });
    await waitFor(() => expect(result.current.data).toEqual(['oak', 'ASH']));
    expect(calls.filter((c) => c.startsWith('GET'))).toHaveLength(1);
  });
});
