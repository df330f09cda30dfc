import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { strapiFetch } from './client';
import { cmsMemo, forgetTags, MEMO_MAX_ENTRIES } from './memo';
import { REVALIDATE_SECONDS } from './tags';

const draft = vi.hoisted(() => ({ enabled: false }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draft.enabled }) }));

const fetchMock = vi.fn<typeof fetch>();
const schema = z.object({ data: z.object({ title: z.string() }) });
const listSchema = z.object({ data: z.array(z.object({ title: z.string() })) }).transform(({ data }) => data);
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const home = (locale = 'sv') => strapiFetch({ path: '/home', query: { locale }, schema, tags: ['strapi:home'] });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => json({ data: { title: 'Hem' } }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  fetchMock.mockReset();
  cmsMemo.clear();
  draft.enabled = false;
});

describe('the cms memo', () => {
  it('answers a repeated published read without fetching, with the same parsed value', async () => {
    const first = await home();
    const second = await home();
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Another query is another request.
    await home('en');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps answers frozen, so no render can change what the next one gets', async () => {
    const answer = await home();
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.data)).toBe(true);
  });

  it('forgets the answers carrying a tag the webhook expires, and only those', async () => {
    await home();
    await strapiFetch({ path: '/global', schema, tags: ['strapi:global'] });
    forgetTags(['strapi:product', 'strapi:home']);
    await home();
    await strapiFetch({ path: '/global', schema, tags: ['strapi:global'] });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://cms.test/api/home?locale=sv',
      'http://cms.test/api/global',
      'http://cms.test/api/home?locale=sv',
    ]);
  });

  it('does not keep an answer whose fetch began before an expiry', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const pending = home();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    forgetTags(['strapi:home']);
    answer(json({ data: { title: 'Gammal' } }));
    await pending;
    await home();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets an answer go after the data cache lifetime', async () => {
    vi.useFakeTimers();
    await home();
    vi.advanceTimersByTime(REVALIDATE_SECONDS * 1000 - 1);
    await home();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await home();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps at most MEMO_MAX_ENTRIES answers, dropping the least recently used', async () => {
    await home('first');
    for (let i = 0; i < MEMO_MAX_ENTRIES; i++) {
      await home(`l${i}`);
      if (i === MEMO_MAX_ENTRIES - 10) await home('first');
    }
    expect(cmsMemo.size()).toBe(MEMO_MAX_ENTRIES);
    fetchMock.mockClear();
    await home('first');
    await home('l0');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://cms.test/api/home?locale=l0']);
  });

  it('does not keep drafts, reads with a user token or without tags, or reads that opt out', async () => {
    draft.enabled = true;
    await home();
    await home();
    draft.enabled = false;
    for (let i = 0; i < 2; i++) {
      await strapiFetch({ path: '/users/me', schema, token: 'user-jwt', tags: ['strapi:home'] });
      await strapiFetch({ path: '/home', schema });
      await strapiFetch({ path: '/products', query: { q: 'ek' }, schema, tags: ['strapi:product'], memo: false });
    }
    expect(fetchMock).toHaveBeenCalledTimes(8);
    expect(cmsMemo.size()).toBe(0);
  });

  it('does not keep a miss (an empty list, null) or an answer its test refuses', async () => {
    fetchMock.mockImplementation(async () => json({ data: [] }));
    for (let i = 0; i < 2; i++) {
      await strapiFetch({ path: '/products', query: { id: 'nope' }, schema: listSchema, tags: ['strapi:product'] });
      await strapiFetch({ path: '/pages', schema: listSchema.transform((l) => l[0] ?? null), tags: ['strapi:page'] });
      await strapiFetch({ path: '/surfaces', schema: listSchema, tags: ['strapi:surface'], memo: () => false });
    }
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(cmsMemo.size()).toBe(0);
  });

  it('does not hand one schema the answer another made of the same request', async () => {
    await home();
    const titles = await strapiFetch({ path: '/home', query: { locale: 'sv' }, schema: schema.transform((a) => a.data.title), tags: ['strapi:home'] });
    expect(titles).toBe('Hem');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is off with CMS_MEMO=off', async () => {
    vi.stubEnv('CMS_MEMO', 'off');
    await home();
    await home();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is off when the data cache is shared in Redis, which the webhook expires for every instance', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379');
    await home();
    await home();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(cmsMemo.size()).toBe(0);
  });
});
