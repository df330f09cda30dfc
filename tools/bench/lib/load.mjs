// The bench's load generator. wrk (C, its own threads) when installed: autocannon runs in the
// bench's own Node process and, on two cores, becomes the bottleneck at a few thousand req/s,
// so it measured itself rather than the server. autocannon is the fallback.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { firstExecutable } from '../../../scripts/lib/executables.mjs';

// WRK_PATH: another wrk (one unpacked from its Debian package without installing it, say).
const WRK = firstExecutable([process.env.WRK_PATH, '/usr/bin/wrk', '/usr/local/bin/wrk']);

export const LOAD_GENERATOR = WRK ? `wrk (${WRK})` : 'autocannon (in-process)';

/**
 * `connections` open connections asking for `url` for `durationSeconds`; the answer is
 * { requestsPerSecond, p50Ms, p99Ms, responses, bytesPerResponse, errors }. Errors: socket
 * errors and timeouts, and answers other than 2xx/3xx (wrk) or other than `status` (autocannon).
 */
export function load({ url, connections, durationSeconds, headers = {}, status = 200 }) {
  return WRK ? withWrk({ url, connections, durationSeconds, headers }) : withAutocannon({ url, connections, durationSeconds, headers, status });
}

async function withWrk({ url, connections, durationSeconds, headers }) {
  const args = ['-t', '2', '-c', String(connections), '-d', `${durationSeconds}s`, '--timeout', '5s', '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await promisify(execFile)(WRK, [...args, url], { maxBuffer: 1 << 20 });
  return parseWrk(stdout);
}

/** Reads wrk 4's `--latency` report (binary units: 1 KB = 1024 bytes). */
export function parseWrk(text) {
  const number = (pattern) => {
    const match = pattern.exec(text);
    if (!match) throw new Error(`wrk's report has no ${pattern}:\n${text}`);
    return match;
  };
  const toMs = ([, value, unit]) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
  const toBytes = ([, value, unit]) => Number(value) * 1024 ** ['B', 'KB', 'MB', 'GB', 'TB'].indexOf(unit);
  const responses = Number(number(/(\d+) requests in/)[1]);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  return {
    requestsPerSecond: Math.round(Number(number(/Requests\/sec:\s+([\d.]+)/)[1])),
    p50Ms: round(toMs(number(/^\s+50%\s+([\d.]+)(us|ms|s|m)\s*$/m))),
    p99Ms: round(toMs(number(/^\s+99%\s+([\d.]+)(us|ms|s|m)\s*$/m))),
    responses,
    bytesPerResponse: Math.round(toBytes(number(/requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB|TB) read/)) / Math.max(1, responses)),
    errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

async function withAutocannon({ url, connections, durationSeconds, headers, status }) {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  const expected = result.statusCodeStats[status]?.count ?? 0;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    responses: result.requests.total,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    errors: result.errors + result.timeouts + (result.requests.total - expected),
  };
}

const round = (ms) => Math.round(ms * 100) / 100;
