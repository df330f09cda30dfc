// What `npm run bench` and `npm run lighthouse` measure: the production build in .next
// (built first unless --no-build) behind the edge (deploy/nginx/, as deployed), a seeded
// Strapi on a throw-away SQLite file, a mail catcher, and between site and cms a small HTTP
// proxy that counts every request the cms receives. Ports are away from `npm start`
// (1337/3000/1025) and the e2e tests; BENCH_PORT_OFFSET (else TEST_PORT_OFFSET) moves them all,
// so benches of two checkouts can run side by side. With `--instances N` (2 or more): N site instances
// sharing their data cache in a throw-away Redis, the edge balancing across all of them,
// and a second edge in front of the first instance alone, to compare one with N. With `tls`
// (npm run lighthouse), the edge also answers over TLS and HTTP/2, as deployed
// (deploy/nginx/README.md, step 3), with a throw-away self-signed certificate.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startMailCatcher, startTestCms } from '../../../tests/support/cms-server.mjs';
import { findNginx, INSTALL_HINT, newNoncePlaceholder, prepareEdge, SITE_LOOPBACK_HOST } from '../../../scripts/lib/edge.mjs';
import { findRedis, REDIS_INSTALL_HINT, redisArgs } from '../../../scripts/lib/redis.mjs';
import { assertPortsFree, run, startService, stopAll, waitForHttp } from '../../../scripts/lib/services.mjs';
import { withPortOffset } from './options.mjs';
import { siteNodeOptions } from '../../../scripts/lib/site-node-options.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..', '..');
/**
 * site: the edge, where visitors (and the load) arrive; siteInternal: `next start` behind it,
 * loopback only; staticFile: a second server of the same nginx that serves one file (the
 * bench's physical limit); nodeStatic: a bare Node server that serves the same file.
 * `BENCH_PORT_OFFSET` (else `TEST_PORT_OFFSET`) moves them all, as the latter moves the tests'
 * ports (tests/support/ports.ts), so a second checkout can measure while another does.
 */
export const PORTS = withPortOffset(
  {
    cms: 1447,
    cmsProxy: 1448,
    postgres: 1449,
    site: 3200,
    siteInternal: 3210,
    staticFile: 3211,
    nodeStatic: 3212,
    smtp: 1465,
    mailWeb: 1466,
    redis: 1467,
    oneInstanceEdge: 3201,
    // The gzip-level bench's edges, one a variant (two references and up to nine levels): 3230–3240.
    gzipEdges: 3230,
    moreInstances: 3220,
    // npm run lighthouse's floor: a bare Next.js app (tools/bench/lighthouse-floor).
    lighthouseFloor: 3250,
    // The edge over TLS and HTTP/2 (startBenchStack's `tls`).
    siteTls: 3260,
  },
  process.env.BENCH_PORT_OFFSET ?? process.env.TEST_PORT_OFFSET,
);
/** The file the edge's second server answers with; the bench writes a product page into it. */
export const STATIC_FILE_PATH = '/static-reference.html';

const nextBin = path.join(root, 'node_modules', '.bin', 'next');
const NODE_STATIC_SERVER = path.join(import.meta.dirname, 'static-server.mjs');
const verbose = process.argv.includes('--verbose');

/** `--instances N`: how many site instances run behind the edge (1 unless asked, at most 8). */
export function instancesArgument(argv = process.argv) {
  const at = argv.indexOf('--instances');
  if (at === -1) return 1;
  const count = Number(argv[at + 1]);
  if (!Number.isInteger(count) || count < 1 || count > 8) throw new Error(`--instances takes a whole number from 1 to 8, not "${argv[at + 1] ?? ''}"`);
  return count;
}

/**
 * Builds (unless `--no-build` and a build exists, or `build: false`), starts everything, and
 * returns where it runs. Ctrl-C, a kill or the end of the script stops all of it and deletes
 * the database (unless `cms.keepDatabase`). `cms`: more options for startTestCms (another
 * database, a catalogue to generate); `siteEnv`: more variables for every site instance;
 * `countCmsRequests: false`: no counting proxy between site and cms (`stack.proxy` absent).
 */
export async function startBenchStack({ instances = 1, cms = {}, siteEnv = {}, build = true, countCmsRequests = true, tls = false } = {}) {
  const stack = { stopped: false, cms: undefined, proxy: undefined };
  starting = stack;
  const onSignal = async (signal) => {
    console.error(`\n${signal}: stopping the services ...`);
    await stack.stop();
    process.exit(130);
  };
  stack.stop = async () => {
    if (stack.stopped) return;
    stack.stopped = true;
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(signal, onSignal);
    await stack.cms?.stop();
    await stopAll();
    stack.proxy?.close();
    for (const dir of [stack.edgeDir, stack.oneEdgeDir, stack.redisDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);

  // Both scripts measure the site as deployed, so without nginx there is nothing to measure.
  const nginx = findNginx();
  if (!nginx) {
    console.error(`The bench measures the site behind the edge and needs nginx: ${INSTALL_HINT}`);
    process.exit(1);
  }
  const redis = instances > 1 ? findRedis() : null;
  if (instances > 1 && !redis) {
    console.error(`Several site instances share their data cache in Redis: ${REDIS_INSTALL_HINT}`);
    process.exit(1);
  }
  const sitePorts = [PORTS.siteInternal, ...Array.from({ length: instances - 1 }, (_, i) => PORTS.moreInstances + i)];
  await assertPortsFree({
    ...Object.fromEntries(sitePorts.slice(1).map((port, i) => [`site instance ${i + 2}`, port])),
    ...(redis ? { 'shared cache (Redis)': PORTS.redis, 'edge in front of one instance': PORTS.oneInstanceEdge } : {}),
    cms: PORTS.cms,
    'cms counting proxy': PORTS.cmsProxy,
    'site (the edge)': PORTS.site,
    ...(tls ? { 'site over TLS (the edge)': PORTS.siteTls } : {}),
    'site behind the edge': PORTS.siteInternal,
    'static file on the edge': PORTS.staticFile,
    'static file from bare Node': PORTS.nodeStatic,
    'mail SMTP': PORTS.smtp,
    'mail inbox': PORTS.mailWeb,
  });

  const skipBuild = (!build || process.argv.includes('--no-build')) && existsSync(path.join(root, '.next', 'BUILD_ID'));
  const timings = {};
  let started = Date.now();
  if (skipBuild) {
    console.log('Using the existing build in .next (--no-build).');
  } else {
    console.log('Building the site (next build) ...');
    // No analytics id anywhere in the measured build: no Google tag request, no console noise.
    await run(nextBin, ['build'], { cwd: root, env: { NEXT_PUBLIC_GA_ID: '' } });
    timings.buildSeconds = seconds(started);
  }
  // Every run starts a cms of its own on the same ports, so the cms answers an earlier run left
  // in the site's data cache have the same keys: a "first" answer (a sitemap, the home page)
  // would come from them, and from that run's content. A build keeps .next/cache.
  rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });

  started = Date.now();
  const siteUrl = `http://localhost:${PORTS.site}`;
  const revalidateSecret = randomBytes(24).toString('hex');
  const previewSecret = randomBytes(24).toString('hex');
  console.log(`Starting the mail catcher and a seeded cms on ${cms.database || cms.databaseUrl ? 'the given' : 'a throw-away'} database ...`);
  stack.mail = await startMailCatcher({ smtpPort: PORTS.smtp, webPort: PORTS.mailWeb });
  stack.cms = await startTestCms({
    port: PORTS.cms,
    smtpPort: PORTS.smtp,
    siteUrl,
    revalidateSecret,
    previewSecret,
    // Every measured request comes from one address: keep the sign-in limit out of the way.
    extraEnv: { AUTH_RATE_LIMIT_MAX: '1000' },
    quiet: !verbose,
    ...cms,
  });
  timings.cmsStartSeconds = seconds(started);
  // Without counting, the site talks to the cms directly: the proxy runs in the bench's own
  // Node thread, which a long load run needs for itself.
  if (countCmsRequests) stack.proxy = await startCountingProxy(PORTS.cmsProxy, PORTS.cms);

  if (redis) {
    stack.redisDir = mkdtempSync(path.join(os.tmpdir(), 'ytb-bench-redis-'));
    const server = startService('bench-redis', redis, redisArgs({ port: PORTS.redis, dir: stack.redisDir }), { cwd: root, quiet: !verbose });
    await waitForPort(PORTS.redis, server);
  }

  started = Date.now();
  const internalUrl = `http://${SITE_LOOPBACK_HOST}:${PORTS.siteInternal}`;
  // The deployment's secret: the site renders it as every page's nonce, the edge replaces it.
  const placeholder = newNoncePlaceholder();
  const sites = sitePorts.map((port, i) =>
    startService(`bench-site${i ? ` ${i + 1}` : ''}`, nextBin, ['start', '-H', SITE_LOOPBACK_HOST, '-p', String(port)], {
      cwd: root,
      quiet: !verbose,
      env: {
        ...(redis ? { REDIS_URL: `redis://127.0.0.1:${PORTS.redis}` } : {}),
        NODE_ENV: 'production',
        // Measured with the options every other site start has.
        NODE_OPTIONS: siteNodeOptions(),
        EDGE_NONCE_PLACEHOLDER: placeholder,
        STRAPI_URL: stack.proxy?.url ?? stack.cms.url,
        STRAPI_API_TOKEN: stack.cms.token,
        SITE_URL: siteUrl,
        REVALIDATE_SECRET: revalidateSecret,
        PREVIEW_SECRET: previewSecret,
        VISITOR_FORWARD_SECRET: stack.cms.env.VISITOR_FORWARD_SECRET,
        CMS_PUBLIC_URL: `http://localhost:${PORTS.cms}`,
        NEXT_PUBLIC_GA_ID: '',
        AUTH_PROVIDERS: '',
        NEXT_TELEMETRY_DISABLED: '1',
        ...siteEnv,
      },
    }),
  );
  await Promise.all(
    sitePorts.map((port, i) =>
      waitForHttp(`http://${SITE_LOOPBACK_HOST}:${port}/api/health`, { child: sites[i], name: sites[i].serviceName, timeoutMs: 60_000 }),
    ),
  );
  timings.siteStartSeconds = seconds(started);

  stack.edgeDir = mkdtempSync(path.join(os.tmpdir(), 'ytb-bench-edge-'));
  const staticRoot = path.join(stack.edgeDir, 'static');
  mkdirSync(staticRoot);
  // Replaced by the bench with a real page before it is measured; present from the start so nginx answers.
  writeFileSync(path.join(staticRoot, STATIC_FILE_PATH), '<!doctype html><title>static reference</title>\n');
  const { args } = prepareEdge({
    dir: stack.edgeDir,
    port: PORTS.site,
    upstreams: sitePorts.map((port) => `${SITE_LOOPBACK_HOST}:${port}`),
    placeholder,
    extraHttp: staticFileServer(staticRoot),
    tls: tls ? { port: PORTS.siteTls, ...(await selfSignedCertificate(stack.edgeDir)) } : undefined,
  });
  const edge = startService('bench-edge', nginx, args, { cwd: root, quiet: !verbose });
  await waitForHttp(`${siteUrl}/api/health`, { child: edge, name: 'edge', timeoutMs: 30_000 });
  if (redis) {
    // The same template in front of the first instance alone: one instance, measured the same way.
    stack.oneEdgeDir = mkdtempSync(path.join(os.tmpdir(), 'ytb-bench-edge1-'));
    const one = prepareEdge({ dir: stack.oneEdgeDir, port: PORTS.oneInstanceEdge, upstreams: [`${SITE_LOOPBACK_HOST}:${PORTS.siteInternal}`], placeholder });
    const oneEdge = startService('bench-edge-1', nginx, one.args, { cwd: root, quiet: !verbose });
    stack.oneInstanceUrl = `http://localhost:${PORTS.oneInstanceEdge}`;
    await waitForHttp(`${stack.oneInstanceUrl}/api/health`, { child: oneEdge, name: 'edge in front of one instance', timeoutMs: 30_000 });
  }

  if (tls) await waitForPort(PORTS.siteTls, edge);

  Object.assign(stack, {
    siteUrl,
    ...(tls ? { siteTlsUrl: `https://localhost:${PORTS.siteTls}` } : {}),
    internalUrl,
    staticFileUrl: `http://127.0.0.1:${PORTS.staticFile}${STATIC_FILE_PATH}`,
    staticFilePath: path.join(staticRoot, STATIC_FILE_PATH),
    nodeStaticUrl: `http://127.0.0.1:${PORTS.nodeStatic}/`,
    // Started once the bench has written the file it serves (it reads it once, at start).
    startNodeStatic: async () => {
      const server = startService('bench-static-node', process.execPath, [NODE_STATIC_SERVER, String(PORTS.nodeStatic), stack.staticFilePath], {
        quiet: !verbose,
      });
      await waitForHttp(stack.nodeStaticUrl, { child: server, name: server.serviceName, timeoutMs: 10_000 });
    },
    placeholder,
    cmsUrl: stack.cms.url,
    cmsToken: stack.cms.token,
    mailUrl: stack.mail.url,
    instances,
    // Each site instance's process group (startService starts each in its own), for lib/cpu.mjs.
    siteGroups: sites.map((site) => site.pid),
    timings,
  });
  return stack;
}

/**
 * A certificate for localhost that nobody trusts, made by openssl for one run (Chromium is
 * told to accept it with --ignore-certificate-errors); the key stays in the edge's directory.
 */
async function selfSignedCertificate(dir) {
  const certificate = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  // prettier-ignore
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', certificate];
  try {
    await promisify(execFile)(process.env.OPENSSL_PATH ?? 'openssl', args);
  } catch (error) {
    throw new Error(`the edge over TLS needs a certificate from openssl (sudo apt-get install openssl): ${error.stderr || error.message}`);
  }
  return { certificate, key };
}

/**
 * A second server in the edge's nginx: one file from disk, no proxy, no cache, no
 * substitution. What these two cores can serve at most, for the bench's second reference.
 */
function staticFileServer(staticRoot) {
  return `  server {
    listen 127.0.0.1:${PORTS.staticFile};
    root ${staticRoot};
    location = ${STATIC_FILE_PATH} { default_type text/html; }
    location / { return 404; }
  }`;
}

/** The stack being started: stopped (its directories, the edge's key among them, deleted) when starting fails. */
let starting;

/** Runs `main(stack)` with a started stack and always stops it; a failure exits 1. */
export async function withBenchStack(name, main, options) {
  let stack;
  try {
    stack = await startBenchStack(options);
    await main(stack);
    await stack.stop();
  } catch (error) {
    console.error(`${name}: ${error.stack ?? error.message}`);
    await (stack ?? starting)?.stop?.();
    await stopAll();
    process.exit(1);
  }
}

/** The documentIds and names the measured pages use, read from the cms (not through the proxy). */
export async function firstProduct(stack, locale = 'sv') {
  const query = new URLSearchParams({ locale, sort: 'name:asc', 'pagination[pageSize]': '1', 'fields[0]': 'name' });
  const response = await fetch(`${stack.cmsUrl}/api/products?${query}`, { headers: { Authorization: `Bearer ${stack.cmsToken}` } });
  if (!response.ok) throw new Error(`cms products answered ${response.status}`);
  const [product] = (await response.json()).data;
  if (!product) throw new Error('the seeded cms has no products');
  return { documentId: product.documentId, name: product.name };
}

/**
 * A pass-through HTTP proxy in front of the cms that counts requests (not connections: the
 * site keeps connections alive), so a run can show that cached pages never asked the cms.
 */
function startCountingProxy(port, targetPort) {
  const proxy = { count: 0, seen: new Map() };
  const server = http.createServer((request, response) => {
    proxy.count += 1;
    const key = `${request.method} ${request.url.split('?')[0]}`;
    proxy.seen.set(key, (proxy.seen.get(key) ?? 0) + 1);
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  proxy.url = `http://127.0.0.1:${port}`;
  proxy.reset = () => {
    proxy.count = 0;
    proxy.seen.clear();
  };
  proxy.close = () => server.close();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(proxy));
  });
}

/** Waits until something accepts connections on the loopback port. */
async function waitForPort(port, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`${child.serviceName} exited before it listened on ${port}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on port ${port} after 10 s`);
}

export const seconds = (since) => Math.round((Date.now() - since) / 100) / 10;
