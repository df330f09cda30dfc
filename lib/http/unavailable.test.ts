import { createServer, Server, ServerResponse, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { outage } from '@/lib/strapi/outage';
import { answerBusy, answerUnavailableWith503 } from './unavailable';

// The patch changes Node's own ServerResponse for the whole process: put it back after each test.
const originalWriteHead = ServerResponse.prototype.writeHead;
const originalEmit = Server.prototype.emit;
let server: Server | undefined;

afterEach(async () => {
  ServerResponse.prototype.writeHead = originalWriteHead;
  Server.prototype.emit = originalEmit;
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

describe('answerUnavailableWith503', () => {
  it('answers a failed page 503 with Retry-After while the cms is out, with the same body and headers', async () => {
    answerUnavailableWith503();
    outage.begin();
    const response = await answer(failedPage);
    expect(response.status).toBe(503);
    expect(response.statusText).toBe('Service Unavailable');
    expect(response.headers.get('retry-after')).toBe('2');
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(await response.text()).toBe('<h1>Error</h1>');
  });

  it('drops a reason phrase given for the 500 and keeps the headers given with it', async () => {
    answerUnavailableWith503();
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
    answerUnavailableWith503();
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

describe('a page that says the cms is busy', () => {
  /** Answers as the search page does: the results (or the busy notice) after the cms's turn. */
  const searchPage =
    (cms: Promise<'busy' | 'answered'>): RequestListener =>
    async (_request, response) => {
      if ((await cms) === 'busy') answerBusy();
      response.setHeader('Content-Type', 'text/html');
      response.end('<p>page</p>');
    };

  it('answers 503 with Retry-After and its own page, while another request at the same time answers 200', async () => {
    answerUnavailableWith503();
    let busyCms!: (value: 'busy') => void;
    let answeringCms!: (value: 'answered') => void;
    const busyTurn = new Promise<'busy'>((resolve) => (busyCms = resolve));
    const answeredTurn = new Promise<'answered'>((resolve) => (answeringCms = resolve));
    server = createServer((request, response) => void searchPage(request.url === '/busy' ? busyTurn : answeredTurn)(request, response));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const busy = fetch(`http://127.0.0.1:${port}/busy`);
    const answered = fetch(`http://127.0.0.1:${port}/answered`);
    busyCms('busy');
    answeringCms('answered');
    const [busyAnswer, answeredAnswer] = await Promise.all([busy, answered]);
    expect([busyAnswer.status, busyAnswer.headers.get('retry-after'), await busyAnswer.text()]).toEqual([503, '2', '<p>page</p>']);
    expect([answeredAnswer.status, answeredAnswer.headers.get('retry-after')]).toEqual([200, null]);
  });

  it('does nothing outside a request', () => {
    answerUnavailableWith503();
    expect(() => answerBusy()).not.toThrow();
  });
});
