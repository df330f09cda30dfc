// `npm run bench -- --gzip-levels [1,2,3,4,5,6]`: the edge's gzip_comp_level chosen by
// measurement. One edge per variant, each the repository's template with only its gzip
// level changed, all in front of the same site: bytes per page as a browser receives them
// (Accept-Encoding: gzip), and under load on the micro-cached product page, pages a second
// and nginx's own CPU time per page (the figure a busy, shared machine disturbs least).
// Two references: gzip off, and gzip off without the nonce substitution (sub_filter), the
// most an edge could do if it sent stored bytes as they are (it may not: nonces would repeat).
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { machineLine, printTable, writeResults } from './report.mjs';
import { PORTS, firstProduct } from './stack.mjs';
import { coresUsed, cpuReading } from './cpu.mjs';
import { EDGE_TEMPLATE, findNginx, prepareEdge, SITE_LOOPBACK_HOST } from '../../../scripts/lib/edge.mjs';
import { load, LOAD_GENERATOR } from './load.mjs';
import { startService, waitForHttp } from '../../../scripts/lib/services.mjs';

const LOAD = { connections: 50, durationSeconds: 10, warmupSeconds: 2, rounds: 2 };
const SWEDISH = { 'Accept-Language': 'sv-SE,sv;q=0.9' };
const ENGLISH = { 'Accept-Language': 'en-US,en;q=0.9' };
const GZIP = { 'Accept-Encoding': 'gzip' };
const LEVEL_LINE = /gzip_comp_level \d+;/;

/** The variants measured: the references, then each level. */
function variants(levels) {
  const gzipOff = (config) => replace(config, /^(\s*)gzip on;$/m, '$1gzip off;');
  return [
    { name: 'gzip off, no nonce substitution (reference)', level: 0, adjust: (config) => replace(gzipOff(config), /^\s*sub_filter '.*;$/m, '') },
    { name: 'gzip off', level: 0, adjust: gzipOff },
    ...levels.map((level) => ({ name: `gzip level ${level}`, level, adjust: (config) => replace(config, LEVEL_LINE, `gzip_comp_level ${level};`) })),
  ];
}

/** One replacement in the template, which must contain the pattern (else it has changed). */
function replace(config, pattern, replacement) {
  if (!pattern.test(config)) throw new Error(`deploy/nginx template: no ${pattern} to change for the gzip bench`);
  return config.replace(pattern, replacement);
}

export async function benchGzipLevels(stack, levels) {
  const nginx = findNginx();
  const product = await firstProduct(stack, 'sv');
  const pages = [
    { name: 'product detail (sv)', path: `/products/${product.documentId}`, headers: SWEDISH },
    { name: 'product list (sv)', path: '/products', headers: SWEDISH },
    { name: 'home (en)', path: '/en', headers: ENGLISH },
    { name: 'cms page (sv)', path: '/om-oss', headers: SWEDISH },
  ];
  const [loaded] = pages;
  const configured = currentLevel();

  const measured = variants(levels);
  const dirs = [];
  let html;
  let scriptsName;
  try {
    for (const [i, variant] of measured.entries()) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'ytb-bench-gzip-'));
      dirs.push(dir);
      variant.port = PORTS.gzipEdges + i;
      const { args } = prepareEdge({
        dir,
        port: variant.port,
        upstreams: [`${SITE_LOOPBACK_HOST}:${PORTS.siteInternal}`],
        placeholder: stack.placeholder,
        adjust: variant.adjust,
      });
      variant.edge = startService(`bench-edge-gzip-${i}`, nginx, args, { quiet: !process.argv.includes('--verbose') });
      variant.url = `http://localhost:${variant.port}`;
      await waitForHttp(`${variant.url}/api/health`, { child: variant.edge, name: variant.name, timeoutMs: 30_000 });
    }

    // The scripts the product page loads: the edge compresses them per request too (the site
    // is asked uncompressed, nothing but pages is kept), and a first visit downloads them all.
    const scripts = scriptPaths(await fetch(measured[1].url + loaded.path, { headers: loaded.headers }).then((r) => r.text()));
    scriptsName = `${loaded.name}: its ${scripts.length} scripts`;
    console.log('\nBytes per page through each variant (Accept-Encoding: gzip, as a browser asks) ...');
    for (const variant of measured) {
      variant.bytes = {};
      for (const page of pages) {
        // Twice: the first fills this edge's micro-cache, the second is the cached page.
        await rawGet(variant.url + page.path, { ...page.headers, ...GZIP });
        const answer = await rawGet(variant.url + page.path, { ...page.headers, ...GZIP });
        if (answer.status !== 200) throw new Error(`${variant.name}: ${page.path} answered ${answer.status}`);
        const gzipped = answer.headers['content-encoding'] === 'gzip';
        if (gzipped !== variant.level > 0) throw new Error(`${variant.name}: ${page.path} came ${gzipped ? 'gzipped' : 'uncompressed'}`);
        variant.bytes[page.name] = answer.bodyBytes;
        variant.xCache ??= answer.headers['x-cache'];
      }
      variant.bytes[scriptsName] = 0;
      for (const script of scripts) {
        const answer = await rawGet(variant.url + script, GZIP);
        if (answer.status !== 200) throw new Error(`${variant.name}: ${script} answered ${answer.status}`);
        variant.bytes[scriptsName] += answer.bodyBytes;
      }
    }

    // The page as the edge sends it (a fresh nonce in it), for the in-process comparison below.
    html = await fetch(measured.find((v) => v.name === 'gzip off').url + loaded.path, { headers: loaded.headers }).then((r) => r.text());

    // Rounds in alternating order, so a change in the machine's other load falls on all variants.
    for (let round = 0; round < LOAD.rounds; round++) {
      const order = round % 2 === 0 ? measured : [...measured].reverse();
      for (const variant of order) {
        const url = variant.url + loaded.path;
        const headers = { ...loaded.headers, ...GZIP };
        console.log(
          `Round ${round + 1} of ${LOAD.rounds}: ${variant.name}, ${loaded.name}, ${LOAD.connections} connections for ${LOAD.durationSeconds} s (${LOAD_GENERATOR}) ...`,
        );
        await load({ url, headers, connections: LOAD.connections, durationSeconds: LOAD.warmupSeconds });
        const before = cpuReading([variant.edge.pid]);
        const started = process.hrtime.bigint();
        const result = await load({ url, headers, connections: LOAD.connections, durationSeconds: LOAD.durationSeconds });
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const cpu = coresUsed(before, cpuReading([variant.edge.pid]));
        (variant.runs ??= []).push({
          ...result,
          nginxCores: cpu?.groups[0] ?? null,
          machineCores: cpu?.machine ?? null,
          nginxCpuUsPerPage: cpu ? Math.round(((cpu.groups[0] * seconds) / Math.max(1, result.responses)) * 1e6) : null,
          loadAverage: os.loadavg()[0],
        });
      }
    }
  } finally {
    for (const variant of measured) variant.edge?.kill('SIGTERM');
    await Promise.all(measured.map((variant) => variant.edge?.exited));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }

  for (const variant of measured) {
    const runs = variant.runs;
    variant.requestsPerSecond = Math.round(mean(runs.map((r) => r.requestsPerSecond)));
    variant.nginxCpuUsPerPage = runs.every((r) => r.nginxCpuUsPerPage !== null) ? Math.round(mean(runs.map((r) => r.nginxCpuUsPerPage))) : null;
    variant.p99Ms = Math.max(...runs.map((r) => r.p99Ms));
    variant.errors = runs.reduce((sum, r) => sum + r.errors, 0);
  }
  // The same bytes compressed in this process: CPU per page without nginx or the load
  // generator around it (Node's own zlib, not the system's nginx links), and brotli beside it.
  const inProcess = compressInProcess(Buffer.from(html), levels);
  report(measured, [...pages.map((p) => p.name), scriptsName], configured, loaded, inProcess);
  writeResults('bench-gzip-levels', {
    inProcess,
    settings: { ...LOAD, loadGenerator: LOAD_GENERATOR, acceptEncoding: GZIP['Accept-Encoding'], configuredLevel: configured, loadedPage: loaded.name },
    variants: measured.map(({ name, level, port, bytes, xCache, runs, requestsPerSecond, nginxCpuUsPerPage, p99Ms, errors }) => ({
      name,
      level,
      port,
      xCache,
      bytes,
      requestsPerSecond,
      nginxCpuUsPerPage,
      p99Ms,
      errors,
      runs,
    })),
  });
}

/** Bytes and CPU µs per compression of `body` (median of five timings of 200 each). */
function compressInProcess(body, levels) {
  const codecs = [
    ...levels.map((level) => ({ name: `gzip level ${level}`, run: () => gzipSync(body, { level }) })),
    ...[1, 2, 4, 5].map((quality) => ({
      name: `brotli quality ${quality}`,
      run: () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    })),
  ];
  return codecs.map(({ name, run }) => {
    const bytes = run().length;
    const timings = [];
    for (let i = 0; i < 5; i++) {
      const before = process.cpuUsage();
      for (let j = 0; j < 200; j++) run();
      const used = process.cpuUsage(before);
      timings.push((used.user + used.system) / 200);
    }
    return { name, inputBytes: body.length, bytes, cpuUsPerPage: Math.round(median(timings)) };
  });
}

/** The level deploy/nginx/ytbanken.conf.template sets now. */
function currentLevel() {
  return Number(LEVEL_LINE.exec(readFileSync(EDGE_TEMPLATE, 'utf8'))?.[0].match(/\d+/)[0]);
}

/** The `<script src>` paths of a page, leaving out `nomodule` ones (as bench.mjs counts them). */
function scriptPaths(html) {
  const paths = new Set();
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src?.startsWith('/')) paths.add(src.replaceAll('&amp;', '&'));
  }
  return [...paths];
}

/** One GET without decompressing: status, headers and the body's size as sent. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (answer) => {
      let bodyBytes = 0;
      answer.on('data', (chunk) => (bodyBytes += chunk.length));
      answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, bodyBytes }));
    });
    request.on('error', reject);
    request.setTimeout(10_000, () => request.destroy(new Error(`${url}: no answer within 10 s`)));
  });
}

function report(measured, columns, configured, loaded, inProcess) {
  console.log(`\n=== npm run bench -- --gzip-levels: ${machineLine()}, load: ${LOAD_GENERATOR} ===`);
  console.log(`The template sets gzip_comp_level ${configured}. Bytes: the body as sent (kB = 1,000 bytes), Accept-Encoding: gzip.\n`);
  const reference = measured.find((v) => v.name === 'gzip off');
  printTable([
    ['variant', ...columns.map((name) => `${name} kB`), `${loaded.name}: pages/s (each round)`, 'nginx CPU µs/page', 'p99 ms', 'errors'],
    ...measured.map((v) => [
      v.name,
      ...columns.map((name) => `${(v.bytes[name] / 1000).toFixed(1)}${v.level > 0 ? ` (${Math.round((v.bytes[name] / reference.bytes[name]) * 100)} %)` : ''}`),
      `${v.requestsPerSecond} (${v.runs.map((r) => r.requestsPerSecond).join(', ')})`,
      v.nginxCpuUsPerPage ?? '-',
      v.p99Ms,
      v.errors,
    ]),
  ]);
  console.log(`\n${loaded.name} (${(inProcess[0].inputBytes / 1000).toFixed(1)} kB) compressed in this process (Node's zlib and brotli, one thread):`);
  printTable([['codec', 'kB', 'CPU µs/page'], ...inProcess.map((c) => [c.name, (c.bytes / 1000).toFixed(1), c.cpuUsPerPage])]);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
