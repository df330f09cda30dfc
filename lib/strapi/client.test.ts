import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { strapiFetch } from './client';
import { StrapiError, setBackendErrorHook } from './errors';
import { cmsMemo } from './memo';
import { outage } from './outage';

const fetchMock = vi.fn<typeof fetch>();
const hook = vi.fn();
const schema = z.object({ data: z.object({ title: z.string() }) });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setBackendErrorHook(hook);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  hook.mockReset();
  setBackendErrorHook(null);
  outage.end();
  cmsMemo.clear();
  vi.useRealTimers();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('strapiFetch', () => {
  it('calls the cms with the site token, qs-encoded query and cache tags, and parses the answer', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: { title: 'Hem' }, meta: {} }));
    const result = await strapiFetch({ path: '/home', query: { locale: 'sv' }, schema, tags: ['strapi:home'] });

    expect(result).toEqual({ data: { title: 'Hem' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://cms.test/api/home?locale=sv');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${'t'.repeat(40)}`);
    expect(init?.next).toEqual({ tags: ['strapi:home'], revalidate: 300 });
  });

  it("sends a user's token instead of the site's, and none when the token is null", async () => {
    fetchMock.mockImplementation(async () => json({ data: { title: 'x' } }));
    await strapiFetch({ path: '/users/me', schema, token: 'user-jwt' });
    await strapiFetch({ path: '/auth/local', method: 'POST', body: {}, schema, token: null });

    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer user-jwt');
    expect(new Headers(fetchMock.mock.calls[1]![1]?.headers).has('Authorization')).toBe(false);
    expect(fetchMock.mock.calls[1]![1]?.cache).toBe('no-store');
  });

  it("vouches for the visitor's address with the shared secret, and sends neither without one", async () => {
    fetchMock.mockImplementation(async () => json({ data: { title: 'x' } }));
    await strapiFetch({ path: '/auth/local', method: 'POST', body: {}, schema, token: null, forwardedFor: '203.0.113.7' });
    await strapiFetch({ path: '/auth/local', method: 'POST', body: {}, schema, token: null });

    const [sent, bare] = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(sent!.get('X-Forwarded-For')).toBe('203.0.113.7');
    expect(sent!.get('X-Visitor-Forward-Secret')).toBe('v'.repeat(40));
    expect(bare!.has('X-Forwarded-For')).toBe(false);
    expect(bare!.has('X-Visitor-Forward-Secret')).toBe(false);
  });

  it("announces Strapi's own error through the hook and rethrows it", async () => {
    fetchMock.mockResolvedValueOnce(json({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} } }, 403));
    const error = await strapiFetch({ path: '/contact-messages', schema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(StrapiError);
    expect(error).toMatchObject({ status: 403, name: 'ForbiddenError', message: 'Forbidden' });
    expect(hook).toHaveBeenCalledTimes(1);
    expect(hook).toHaveBeenCalledWith(error, { method: 'GET', path: '/api/contact-messages' });
  });

  it('builds the UnknownError fallback (500) when the answer has no error data', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await strapiFetch({ path: '/home', schema }).catch((e: unknown) => e);

    expect(error).toMatchObject({
      status: 500,
      name: 'UnknownError',
      message: 'The cms answered 502 Bad Gateway',
      details: {},
    });
    expect(hook).toHaveBeenCalledWith(error, { method: 'GET', path: '/api/home' });
  });

  it('turns a network failure into UnknownError, announced once and not retried', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }));
    const error = await strapiFetch({ path: '/home', schema }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 500, name: 'UnknownError', message: 'The cms did not answer (connect ECONNREFUSED)' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('does not retry a GET that failed with a retryable status', async () => {
    fetchMock.mockImplementation(async () => json({ error: { status: 503, name: 'ServiceUnavailableError', message: 'down' } }, 503));
    await expect(strapiFetch({ path: '/home', schema })).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer of the wrong shape instead of passing it on', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: { heading: 'no title' } }));
    await expect(strapiFetch({ path: '/home', schema })).rejects.toMatchObject({ status: 502, name: 'InvalidResponseError' });
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('fails at once while the cms was just unreachable, and tries it again after a moment', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    await expect(strapiFetch({ path: '/home', schema })).rejects.toMatchObject({
      name: 'UnknownError',
      message: 'The cms did not answer (timed out)',
    });

    await expect(strapiFetch({ path: '/global', schema })).rejects.toMatchObject({ status: 500, name: 'UnknownError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hook).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(outage.durationMs);
    fetchMock.mockResolvedValueOnce(json({ data: { title: 'Hem' } }));
    await expect(strapiFetch({ path: '/home', schema })).resolves.toEqual({ data: { title: 'Hem' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('during an outage still asks for cached reads, which the data cache may answer, with a short wait', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(strapiFetch({ path: '/home', schema })).rejects.toMatchObject({ name: 'UnknownError' });
    fetchMock.mockResolvedValueOnce(json({ data: { title: 'Hem' } }));
    await expect(strapiFetch({ path: '/home', schema, tags: ['strapi:home'] })).resolves.toEqual({ data: { title: 'Hem' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const init = fetchMock.mock.calls[1]![1] as RequestInit & { next?: { tags: string[] } };
    expect(init.next?.tags).toEqual(['strapi:home']);
  });

  it('does not stretch an outage with failed quick looks, so steady traffic cannot keep the site down', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(strapiFetch({ path: '/home', schema })).rejects.toMatchObject({ name: 'UnknownError' });
    for (let i = 0; i < 2; i++) {
      vi.advanceTimersByTime(outage.durationMs * 0.45);
      fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
      await expect(strapiFetch({ path: '/home', schema, tags: ['strapi:home'] })).rejects.toMatchObject({ name: 'UnknownError' });
    }
    // Two quick looks failed within the pause; it still ends when it began plus its duration.
    expect(outage.active()).toBe(true);
    vi.advanceTimersByTime(outage.durationMs * 0.1 + 1);
    expect(outage.active()).toBe(false);
  });

  it("answers a findOne's 404 with null when asked to, unannounced; other failures still throw", async () => {
    fetchMock.mockResolvedValueOnce(json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404));
    await expect(strapiFetch({ path: '/products/unknown', schema, tags: ['strapi:product'], notFound: 'null' })).resolves.toBeNull();
    expect(hook).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }, 403));
    await expect(strapiFetch({ path: '/products/x', schema, notFound: 'null' })).rejects.toMatchObject({ status: 403 });
  });

  it('answers a 403 with null when asked to, unannounced; a 401 still throws and is announced', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }, 403));
    await expect(strapiFetch({ path: '/producer-desk/producers', schema, token: 'jwt', forbidden: 'null' })).resolves.toBeNull();
    expect(hook).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } }, 401));
    await expect(strapiFetch({ path: '/producer-desk/producers', schema, token: 'jwt', forbidden: 'null' })).rejects.toMatchObject({ status: 401 });
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('does not treat an error answer as an outage', async () => {
    fetchMock.mockImplementation(async () => json({ error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404));
    await expect(strapiFetch({ path: '/nothing', schema })).rejects.toMatchObject({ status: 404 });
    await expect(strapiFetch({ path: '/nothing', schema })).rejects.toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
