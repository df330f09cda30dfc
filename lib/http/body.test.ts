import { describe, expect, it } from 'vitest';
import { BODY_LIMIT, BodyError, ignoreBody, readJson } from './body';

const post = (body: BodyInit | null, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  new Request('http://site.test/api/x', { method: 'POST', body, headers, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) });

/** A stream that never says how long it is. */
const stream = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += 16 * 1024) controller.enqueue(new Uint8Array(Math.min(16 * 1024, size - sent)).fill(32));
      controller.close();
    },
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof BodyError ? [error.status, error.code] : error),
  );

describe('readJson', () => {
  it('reads JSON within the limit', async () => {
    expect(await readJson(post('{"a":[1,2]}'))).toEqual({ a: [1, 2] });
    expect(await readJson(post('{"a":1}', { 'Content-Type': 'Application/JSON; charset=utf-8' }))).toEqual({ a: 1 });
  });

  it('refuses other content types, oversized and unreadable bodies', async () => {
    expect(await refusal(readJson(post('{}', { 'Content-Type': 'text/plain' })))).toEqual([415, 'unsupportedType']);
    expect(await refusal(readJson(post('{}', {})))).toEqual([415, 'unsupportedType']);
    expect(await refusal(readJson(post(`"${'x'.repeat(BODY_LIMIT)}"`)))).toEqual([413, 'tooLarge']);
    expect(await refusal(readJson(post('{"a":')))).toEqual([400, 'invalidJson']);
    expect(await refusal(readJson(post(new Uint8Array([0x22, 0xff, 0x22]))))).toEqual([400, 'invalidJson']);
    expect(await refusal(readJson(post(null)))).toEqual([400, 'invalidJson']);
  });

  it('stops at the limit when no Content-Length is sent', async () => {
    expect(await refusal(readJson(post(stream(10 * BODY_LIMIT))))).toEqual([413, 'tooLarge']);
    expect(await refusal(readJson(post(stream(BODY_LIMIT))))).toEqual([400, 'invalidJson']);
  });
});

describe('ignoreBody', () => {
  it('accepts no body or a small one and refuses a large one', async () => {
    await expect(ignoreBody(new Request('http://site.test/', { method: 'DELETE' }))).resolves.toBeUndefined();
    await expect(ignoreBody(post('x'))).resolves.toBeUndefined();
    expect(await refusal(ignoreBody(post(stream(BODY_LIMIT + 1))))).toEqual([413, 'tooLarge']);
  });
});
