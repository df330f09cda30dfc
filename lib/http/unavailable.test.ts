import { createServer, ServerResponse, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { outage } from '@/lib/strapi/outage';
import { answerOutagesWith503 } from './unavailable';

// The patch changes Node's own ServerResponse for the whole process: put it back after each test.
const originalWriteHead = ServerResponse.prototype.writeHead;
let server: Server | undefined;

afterEach(async () => {
  ServerResponse.prototype.writeHead = originalWriteHead;
  outage.end();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A server that answers as Next.js does: the status set, the head written when the body is. */
async function answer(handler: RequestListener): Promise<Response> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}/products/x`);
}

const failedPage: RequestListener = (_request, response) => {
  response.statusCode = 500;
  response.setHeader('Content-Type', 'text/html');
  response.end('<h1>Error</h1>');
};

describe('answerOutagesWith503', () => {
  it('answers a failed page 503 with Retry-After while the cms is out, with the same body and headers', async () => {
    answerOutagesWith503();
    outage.begin();
    const response = await answer(failedPage);
    expect(response.status).toBe(503);
    expect(response.statusText).toBe('Service Unavailable');
    expect(response.headers.get('retry-after')).toBe('2');
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toBe('<h1>Error</h1>');
  });

  it('drops a reason phrase given for the 500 and keeps the headers given with it', async () => {
    answerOutagesWith503();
    outage.begin();
    const response = await answer((_request, res) => {
      res.writeHead(500, 'Internal Server Error', { 'X-Page': 'error' });
      res.end();
    });
    expect(response.status).toBe(503);
    expect(response.statusText).toBe('Service Unavailable');
    expect(response.headers.get('x-page')).toBe('error');
  });

  it('leaves a 500 alone when the cms has not failed, and every other status during an outage', async () => {
    answerOutagesWith503();
    const failed = await answer(failedPage);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('retry-after')).toBeNull();
    await new Promise((resolve) => server!.close(resolve));

    outage.begin();
    const cached = await answer((_request, res) => res.end('cached page'));
    expect(cached.status).toBe(200);
    expect(cached.headers.get('retry-after')).toBeNull();
    expect(await cached.text()).toBe('cached page');
  });
});
