// A visitor-like mix of requests for `npm run bench -- --catalogue N --load`: `connections`
// loops, each asking for one address after another on a kept-alive connection of its own,
// the kind of each request drawn by its weight. wrk (load.mjs) asks for one address only and
// is not always installed; autocannon's in-process loop cannot tell the kinds apart. This
// runs in the bench's own Node thread too, which the report says.
import http from 'node:http';
import { percentile } from './stats.mjs';

/**
 * kinds: [{ name, weight, next(random) → path }]. Every answer is read to its end; an answer
 * with `busyMarker` in its body is counted as busy (the site's "try again" answer, a 503), apart
 * from errors. Errors: other statuses than 2xx/3xx, and requests without an answer within
 * `timeoutMs` or with a socket error.
 */
export async function loadMix({ baseUrl, kinds, connections, durationSeconds, headers = {}, timeoutMs = 5_000, random = Math.random, busyMarker }) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  const stats = new Map(kinds.map((kind) => [kind.name, { latencies: [], statuses: {}, errors: 0, busy: 0, bytes: 0 }]));
  const all = [];
  const deadline = Date.now() + durationSeconds * 1000;
  const started = process.hrtime.bigint();

  const pick = () => {
    let at = random() * total;
    for (const kind of kinds) {
      at -= kind.weight;
      if (at < 0) return kind;
    }
    return kinds[kinds.length - 1];
  };

  const ask = (path) =>
    new Promise((resolve) => {
      const begun = process.hrtime.bigint();
      const request = http.get({ host: url.hostname, port: url.port, path, agent, headers: { ...headers, 'Accept-Encoding': 'identity' } }, (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: answer.statusCode, ms: Number(process.hrtime.bigint() - begun) / 1e6, body });
        });
        answer.on('error', () => resolve({ status: 'socket error', ms: Number(process.hrtime.bigint() - begun) / 1e6 }));
      });
      request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
      request.on('error', (error) =>
        resolve({ status: error.message === 'timeout' ? 'timeout' : 'socket error', ms: Number(process.hrtime.bigint() - begun) / 1e6 }),
      );
    });

  const loop = async () => {
    while (Date.now() < deadline) {
      const kind = pick();
      const answer = await ask(kind.next(random));
      const stat = stats.get(kind.name);
      stat.statuses[answer.status] = (stat.statuses[answer.status] ?? 0) + 1;
      stat.latencies.push(answer.ms);
      all.push(answer.ms);
      const busy = Boolean(busyMarker && answer.body?.includes(busyMarker) && (answer.status === 503 || answer.status < 400));
      if (busy) stat.busy += 1;
      else if (!(typeof answer.status === 'number' && answer.status < 400)) stat.errors += 1;
      if (answer.body) stat.bytes += answer.body.length;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  const summary = (latencies) => ({
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(Math.max(0, ...latencies)),
  });
  const byKind = Object.fromEntries(
    [...stats].map(([name, s]) => [
      name,
      {
        requests: s.latencies.length,
        requestsPerSecond: round(s.latencies.length / seconds),
        ...summary(s.latencies),
        statuses: s.statuses,
        errors: s.errors,
        busy: s.busy,
        kbPerAnswer: round(s.bytes / 1024 / Math.max(1, s.latencies.length)),
      },
    ]),
  );
  const statuses = {};
  for (const s of stats.values()) for (const [status, count] of Object.entries(s.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return {
    seconds: round(seconds),
    requests: all.length,
    requestsPerSecond: round(all.length / seconds),
    ...summary(all),
    statuses,
    errors: [...stats.values()].reduce((sum, s) => sum + s.errors, 0),
    busy: [...stats.values()].reduce((sum, s) => sum + s.busy, 0),
    byKind,
  };
}

const round = (value) => Math.round(value * 10) / 10;
