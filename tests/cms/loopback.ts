import { request } from 'node:http';
import { inject } from 'vitest';

/**
 * Loopback addresses other than 127.0.0.1 (Linux answers the whole 127.0.0.0/8): each is a
 * caller of its own to the cms, so what a test does from one never fills another's limits.
 */
export const LOOPBACK = { attacker: '127.0.0.2', contactAttacker: '127.0.0.3', proxy: '127.0.0.4', guesser: '127.0.0.5' } as const;

/** Set as the cms's TRUSTED_PROXY_ADDRESSES by the global setup. */
export const TEST_PROXY_ADDRESS = LOOPBACK.proxy;

export interface LoopbackAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A JSON request to the test cms from the socket address `from`: `path` from the cms's root. */
export function fromAddress(
  from: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<LoopbackAnswer> {
  const url = new URL(path, inject('cmsUrl'));
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: from,
        headers: { Accept: 'application/json', ...(payload ? { 'Content-Type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}
