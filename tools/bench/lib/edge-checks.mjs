// What `npm run bench` checks about the edge while it measures: that the measured pages
// really come from its micro-cache, that every answer carries a nonce of its own and never
// the site's placeholder, and that an oversized address stops at nginx.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Asks for `url` every `everyMs` until `stop()` is called (alongside a load run, so the
 * samples see the cache as the load does). Returns the X-Cache values seen and what was
 * wrong with the nonces: repeated between answers, missing from the body, or the placeholder.
 */
export function sampleEdge(url, { headers = {}, placeholder, everyMs = 100 }) {
  const seen = { samples: 0, xCache: {}, nonces: new Set(), repeatedNonces: 0, nonceNotInBody: 0, placeholderSeen: 0, failed: 0 };
  let running = true;
  const done = (async () => {
    while (running) {
      try {
        const answer = await fetch(url, { headers, redirect: 'manual' });
        const body = await answer.text();
        seen.samples += 1;
        const status = answer.headers.get('x-cache') || '(none)';
        seen.xCache[status] = (seen.xCache[status] ?? 0) + 1;
        const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
        if (!nonce || seen.nonces.has(nonce)) seen.repeatedNonces += 1;
        if (nonce) seen.nonces.add(nonce);
        if (nonce && !body.includes(`nonce="${nonce}"`)) seen.nonceNotInBody += 1;
        const everything = `${[...answer.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${body}`.toLowerCase();
        if (everything.includes(placeholder)) seen.placeholderSeen += 1;
      } catch {
        seen.failed += 1;
      }
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const { nonces, ...counts } = seen;
      return { ...counts, hitShare: counts.samples ? (counts.xCache.HIT ?? 0) / counts.samples : 0, distinctNonces: nonces.size };
    },
  };
}

/**
 * One request for `path` with a query of `bytes` bytes on a fresh connection: its status,
 * how long the answer took, and whether it got past nginx's request-line reading. X-Cache is
 * added (always) by the location that proxies to the site, so an answer without it never
 * came near the site; nginx's own error page says the same.
 */
export function longAddress(baseUrl, { bytes = 20_000, path = '/products' } = {}) {
  const url = new URL(baseUrl);
  const target = `${path}?q=${'a'.repeat(bytes)}`;
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.get({ host: url.hostname, port: url.port, path: target, agent: false }, (answer) => {
      let body = '';
      answer.on('data', (chunk) => (body += chunk));
      answer.on('end', () =>
        resolve({
          addressBytes: target.length,
          status: answer.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          xCache: answer.headers['x-cache'] ?? null,
          fromNginx: /<center>nginx<\/center>/.test(body),
        }),
      );
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error('no answer within 10 s')));
  });
}
