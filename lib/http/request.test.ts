import { describe, expect, it, vi } from 'vitest';
import { HttpError, request } from './request';

function respond(...statuses: number[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const status of statuses) {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(status < 400 ? { ok: status } : { message: `failed ${status}` }), { status }));
  }
  return fetchMock;
}

describe('request retry policy', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once after %i and returns the second answer', async (status) => {
    const fetchMock = respond(status, 200);
    await expect(request('/api/thing', { fetch: fetchMock })).resolves.toEqual({ ok: 200 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after one retry and reports the last status', async () => {
    const fetchMock = respond(503, 503, 200);
    const error = await request('/api/thing', { fetch: fetchMock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, message: 'failed 503' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404, 410, 422, 501])('does not retry a GET after %i', async (status) => {
    const fetchMock = respond(status, 200);
    await expect(request('/api/thing', { fetch: fetchMock })).rejects.toMatchObject({ status });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries a %s, even on 503', async (method) => {
    const fetchMock = respond(503, 200);
    await expect(request('/api/thing', { method, body: { a: 1 }, fetch: fetchMock })).rejects.toMatchObject({
      status: 503,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends JSON bodies and validates answers with the given schema', async () => {
    const { z } = await import('zod');
    const fetchMock = respond(200);
    const answer = await request('/api/thing', {
      method: 'POST',
      body: { name: 'Ek' },
      schema: z.object({ ok: z.number() }),
      fetch: fetchMock,
    });
    expect(answer).toEqual({ ok: 200 });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe('{"name":"Ek"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
});
