// Slow is not down (decision 026): a slow kind of cms request fails alone and never makes the
// site count the cms as down; a cms that refuses connections still is. No clocks are read:
// answers are promises the tests settle, and waiting is fake time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { env } from '@/lib/env';
import { strapiFetch } from './client';
import { isCmsBusy, setBackendErrorHook } from './errors';
import { cmsMemo } from './memo';
import { outage } from './outage';
import { search } from './search';
import { cmsLife, searchSlots, Slots } from './slow';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const schema = z.object({ data: z.object({ title: z.string() }) });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const home = () => json({ data: { title: 'Hem' } });
const timeout = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');
const refused = () => new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1337') });

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setBackendErrorHook(vi.fn());
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setBackendErrorHook(null);
  outage.end();
  cmsLife.reset();
  cmsMemo.clear();
  vi.useRealTimers();
});

describe('a slow request is not an outage', () => {
  it('a search that runs out of time answers busy, and the next page still asks the cms', async () => {
    fetchMock.mockRejectedValueOnce(timeout());
    const error = await strapiFetch({ path: '/products', schema, kind: 'search' }).catch((e: unknown) => e);
    expect(isCmsBusy(error)).toBe(true);
    expect(error).toMatchObject({ status: 503, name: 'CmsBusyError' });
    expect(outage.active()).toBe(false);

    fetchMock.mockResolvedValueOnce(home());
    await expect(strapiFetch({ path: '/home', schema })).resolves.toEqual({ data: { title: 'Hem' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an ordinary read that times out while the cms answers others fails alone (504), and other reads go on', async () => {
    const slowList = deferred<Response>();
    fetchMock.mockReturnValueOnce(slowList.promise);
    const list = strapiFetch({ path: '/products', schema }).catch((e: unknown) => e);

    // Meanwhile the cms answers another request that no cache could have answered.
    fetchMock.mockResolvedValueOnce(home());
    await expect(strapiFetch({ path: '/me', schema })).resolves.toEqual({ data: { title: 'Hem' } });

    slowList.reject(timeout());
    expect(await list).toMatchObject({ status: 504, name: 'CmsSlowError' });
    expect(outage.active()).toBe(false);

    fetchMock.mockResolvedValueOnce(home());
    await expect(strapiFetch({ path: '/global', schema, tags: ['strapi:global'] })).resolves.toEqual({ data: { title: 'Hem' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a read that times out with no answer from the cms since it began still means the cms is down', async () => {
    fetchMock.mockResolvedValueOnce(home());
    await strapiFetch({ path: '/me', schema });
    const hanging = deferred<Response>();
    fetchMock.mockReturnValueOnce(hanging.promise);
    const page = strapiFetch({ path: '/home', schema }).catch((e: unknown) => e);
    // Only an answer from before this request began: proof of nothing now.
    cmsLife.reset();
    cmsLife.answered(0);
    hanging.reject(timeout());
    expect(await page).toMatchObject({ status: 500, name: 'UnknownError', message: 'The cms did not answer (timed out)' });
    expect(outage.active()).toBe(true);
  });

  it('a cms that refuses connections is down, also when a search found it so and others were answered before', async () => {
    fetchMock.mockResolvedValueOnce(home());
    await strapiFetch({ path: '/me', schema });
    fetchMock.mockRejectedValueOnce(refused());
    const error = await strapiFetch({ path: '/products', schema, kind: 'search' }).catch((e: unknown) => e);
    expect(isCmsBusy(error)).toBe(false);
    expect(error).toMatchObject({ status: 500, name: 'UnknownError', message: 'The cms did not answer (connect ECONNREFUSED 127.0.0.1:1337)' });
    expect(outage.active()).toBe(true);
    // And the next page fails at once, without waiting for its own timeout.
    await expect(strapiFetch({ path: '/home', schema })).rejects.toMatchObject({ name: 'UnknownError' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an answer dated in the second the slow request began (maybe before it) proves nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00.500Z'));
    const hanging = deferred<Response>();
    fetchMock.mockReturnValueOnce(hanging.promise);
    const page = strapiFetch({ path: '/products', schema, tags: ['strapi:product'] }).catch((e: unknown) => e);
    await settle();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: { title: 'Hem' } }), { headers: { Date: 'Wed, 25 Nov 2026 12:00:00 GMT' } }));
    await strapiFetch({ path: '/global', schema, tags: ['strapi:global'] });
    hanging.reject(timeout());
    expect(await page).toMatchObject({ name: 'UnknownError' });
    expect(outage.active()).toBe(true);
  });

  it("a cached answer proves nothing about the cms: the data cache gives it with its first fetch's Date", async () => {
    const hanging = deferred<Response>();
    fetchMock.mockReturnValueOnce(hanging.promise);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: { title: 'Hem' } }), { headers: { Date: 'Tue, 24 Nov 2026 08:00:00 GMT' } }));
    const page = strapiFetch({ path: '/home', schema }).catch((e: unknown) => e);
    await strapiFetch({ path: '/global', schema, tags: ['strapi:global'] });
    hanging.reject(timeout());
    expect(await page).toMatchObject({ name: 'UnknownError' });
    expect(outage.active()).toBe(true);
  });

  it('a tagged read answered over the network (dated after the slow request began) shows the cms is up', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00.500Z'));
    const slow = deferred<Response>();
    fetchMock.mockReturnValueOnce(slow.promise);
    const page = strapiFetch({ path: '/products', schema, tags: ['strapi:product'] }).catch((e: unknown) => e);
    await settle();
    vi.setSystemTime(new Date('2026-11-25T12:00:01.200Z'));
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: { title: 'Hem' } }), { headers: { Date: 'Wed, 25 Nov 2026 12:00:01 GMT' } }));
    await strapiFetch({ path: '/global', schema, tags: ['strapi:global'] });
    slow.reject(timeout());
    expect(await page).toMatchObject({ status: 504, name: 'CmsSlowError' });
    expect(outage.active()).toBe(false);
  });
});

describe('search slots', () => {
  it('run a few at a time, queue a few more, and refuse the rest at once as busy', async () => {
    const slots = new Slots(1, 1);
    const first = deferred<string>();
    const running = slots.run(() => first.promise, 1_000);
    const second = vi.fn(async () => 'second');
    const queued = slots.run(second, 1_000);
    await expect(slots.run(async () => 'third', 1_000)).rejects.toMatchObject({ name: 'CmsBusyError', status: 503 });
    await settle();
    expect(second).not.toHaveBeenCalled();
    expect(slots.busy).toEqual({ running: 1, waiting: 1 });

    first.resolve('first');
    await expect(running).resolves.toBe('first');
    await expect(queued).resolves.toBe('second');
    expect(slots.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('refuse a search that waited its time for a place, and free its place in the queue', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slots = new Slots(1, 1);
    const first = deferred<void>();
    void slots.run(() => first.promise, 1_000);
    const waiting = slots.run(async () => 'late', 1_000).catch((e: unknown) => e);
    vi.advanceTimersByTime(1_000);
    expect(isCmsBusy(await waiting)).toBe(true);
    expect(slots.busy).toEqual({ running: 1, waiting: 0 });
    first.resolve();
    await settle();
    expect(slots.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('tell the caller busy when the answer takes too long, but keep the place until the task has finished', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slots = new Slots(1, 0);
    const cms = deferred<string>();
    const told = slots.run(() => cms.promise, 1_000, 2_000).catch((e: unknown) => e);
    vi.advanceTimersByTime(2_000);
    expect(isCmsBusy(await told)).toBe(true);
    // The cms still works on it: the next search is refused, not sent.
    const next = vi.fn(async () => 'next');
    await expect(slots.run(next, 1_000, 2_000)).rejects.toMatchObject({ name: 'CmsBusyError' });
    expect(next).not.toHaveBeenCalled();
    cms.resolve('late');
    await settle();
    await expect(slots.run(next, 1_000, 2_000)).resolves.toBe('next');
  });

  it('a flood of searches is answered busy while the other pages keep reading the cms', async () => {
    const held: ReturnType<typeof deferred<Response>>[] = [];
    fetchMock.mockImplementation(async (url) => {
      if (String(url).includes('/api/site-search')) {
        const answer = deferred<Response>();
        held.push(answer);
        return answer.promise;
      }
      return home();
    });
    const { concurrency, queue } = searchSlots(env().CMS_SEARCH_CONCURRENCY);
    const searches = Array.from({ length: concurrency + queue + 3 }, (_, i) => search(`ek${i}`, 'sv').catch((e: unknown) => e));
    await settle();
    // One question per search, and only `concurrency` searches at the cms.
    expect(held).toHaveLength(concurrency);

    await expect(strapiFetch({ path: '/home', schema, tags: ['strapi:home'] })).resolves.toEqual({ data: { title: 'Hem' } });
    // Every search at the cms runs out of time; the queued ones then take their places.
    let done = false;
    const all = Promise.all(searches).then((outcomes) => {
      done = true;
      return outcomes;
    });
    while (!done) {
      for (const answer of held.splice(0)) answer.reject(timeout());
      await settle();
    }
    const outcomes = await all;
    expect(outcomes.every(isCmsBusy)).toBe(true);
    expect(outage.active()).toBe(false);
    await expect(strapiFetch({ path: '/global', schema })).resolves.toEqual({ data: { title: 'Hem' } });
  });
});
