// What `npm run bench` and `npm run lighthouse` measure: the production build in .next
// (built first unless --no-build), a seeded Strapi on a throw-away SQLite file, a mail
// catcher, and between site and cms a small HTTP proxy that counts every request the cms
// receives. Ports are away from `npm start` (1337/3000/1025) and the e2e tests.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startMailCatcher, startTestCms } from '../../tests/support/cms-server.mjs';
import { assertPortsFree, run, startService, stopAll, waitForHttp } from './services.mjs';
import { siteNodeOptions } from './site-node-options.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const PORTS = { cms: 1447, cmsProxy: 1448, site: 3200, smtp: 1465, mailWeb: 1466 };

const nextBin = path.join(root, 'node_modules', '.bin', 'next');
const verbose = process.argv.includes('--verbose');

/**
 * Builds (unless `--no-build` and a build exists), starts everything, and returns where it
 * runs. Ctrl-C, a kill or the end of the script stops all of it and deletes the database.
 */
export async function startBenchStack() {
  const stack = { stopped: false, cms: undefined, proxy: undefined };
  stack.stop = async () => {
    if (stack.stopped) return;
    stack.stopped = true;
    await stack.cms?.stop();
    await stopAll();
    stack.proxy?.close();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      console.error(`\n${signal}: stopping the services ...`);
      await stack.stop();
      process.exit(130);
    });
  }

  await assertPortsFree({
    cms: PORTS.cms,
    'cms counting proxy': PORTS.cmsProxy,
    site: PORTS.site,
    'mail SMTP': PORTS.smtp,
    'mail inbox': PORTS.mailWeb,
  });

  const skipBuild = process.argv.includes('--no-build') && existsSync(path.join(root, '.next', 'BUILD_ID'));
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

  started = Date.now();
  const siteUrl = `http://localhost:${PORTS.site}`;
  const revalidateSecret = randomBytes(24).toString('hex');
  const previewSecret = randomBytes(24).toString('hex');
  console.log('Starting the mail catcher and a seeded cms on a throw-away database ...');
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
  });
  timings.cmsStartSeconds = seconds(started);
  stack.proxy = await startCountingProxy(PORTS.cmsProxy, PORTS.cms);

  started = Date.now();
  const site = startService('bench-site', nextBin, ['start', '-p', String(PORTS.site)], {
    cwd: root,
    quiet: !verbose,
    env: {
      NODE_ENV: 'production',
      // Measured with the options every other site start has.
      NODE_OPTIONS: siteNodeOptions(),
      STRAPI_URL: stack.proxy.url,
      STRAPI_API_TOKEN: stack.cms.token,
      SITE_URL: siteUrl,
      REVALIDATE_SECRET: revalidateSecret,
      PREVIEW_SECRET: previewSecret,
      CMS_PUBLIC_URL: `http://localhost:${PORTS.cms}`,
      NEXT_PUBLIC_GA_ID: '',
      AUTH_PROVIDERS: '',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  await waitForHttp(`${siteUrl}/api/health`, { child: site, name: 'site', timeoutMs: 60_000 });
  timings.siteStartSeconds = seconds(started);

  Object.assign(stack, { siteUrl, cmsUrl: stack.cms.url, cmsToken: stack.cms.token, mailUrl: stack.mail.url, timings });
  return stack;
}

/** Runs `main(stack)` with a started stack and always stops it; a failure exits 1. */
export async function withBenchStack(name, main) {
  let stack;
  try {
    stack = await startBenchStack();
    await main(stack);
    await stack.stop();
  } catch (error) {
    console.error(`${name}: ${error.stack ?? error.message}`);
    await stack?.stop();
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
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
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

export const seconds = (since) => Math.round((Date.now() - since) / 100) / 10;
