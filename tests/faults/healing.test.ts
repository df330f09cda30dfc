// Crashes that heal (decision 027): the cms, a site instance and the edge run under npm start's
// supervisor (supervise in scripts/lib/services.mjs, wired as scripts/start.mjs wires it); the
// test kills the cms, then the site instance. Public pages keep answering 200 meanwhile (from the
// site's data cache or the edge's last copies), each part comes back by itself, and signed-in
// requests, never answered from a copy, work again once it has. It waits for what happens,
// never for a time.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, INSTALL_HINT, newNoncePlaceholder, prepareEdge, SITE_LOOPBACK_HOST } from '../../scripts/lib/edge.mjs';
import { RESTART_RULES, startService, supervise, waitForHttp } from '../../scripts/lib/services.mjs';
import { siteNodeOptions } from '../../scripts/lib/site-node-options.mjs';
import { copySeededTemplate, removeSqlite, testCmsEnv } from '../support/cms-server.mjs';
import { E2E } from '../support/ports';

const root = path.resolve(import.meta.dirname, '..', '..');
const cmsDir = path.join(root, 'cms');
const cmsUrl = `http://127.0.0.1:${E2E.faultsCmsPort}`;
const siteUrl = `http://${SITE_LOOPBACK_HOST}:${E2E.faultsSitePort}`;
const edgeUrl = `http://localhost:${E2E.faultsEdgePort}`;
// Pages the edge may keep. (The home page at / answers with the locale cookie, so it is never
// kept: with the site down it is the edge's 503 page, like any page the edge never had.)
const PUBLIC_PAGES = ['/en', '/products', '/en/products', '/circles', '/en/circles'];
const database = `.tmp/faults-${process.pid}.db`;

type Part = ReturnType<typeof supervise>;
const parts: Part[] = [];
const lines: string[] = [];
// npm start's rules, with a short first pause: the test waits for the restart either way.
const rules = { ...RESTART_RULES, firstPauseMs: 200 };
let edgeDir: string;
let jwt: string;
let username: string;

function part(name: string, command: string, args: string[], options: { cwd: string; env?: Record<string, string> }) {
  const supervised = supervise(name, () => startService(name, command, args, { ...options, quiet: true, announceExit: false }), {
    rules,
    log: (line: string) => lines.push(line),
  });
  parts.push(supervised);
  return supervised;
}

const get = (pathname: string, cookie?: string) =>
  fetch(`${edgeUrl}${pathname}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} }).then(async (response) => ({
    status: response.status,
    xCache: response.headers.get('x-cache'),
    body: await response.text(),
  }));
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.status < 500,
    () => false,
  );
const signedIn = () => get('/api/me', `ytb_access=${jwt}`);

async function until(condition: () => Promise<boolean>) {
  while (!(await condition())) await sleep(250);
}

beforeAll(async () => {
  const nginx = findNginx();
  if (!nginx) throw new Error(`the fault test runs the edge: ${INSTALL_HINT}`);
  const token = randomBytes(32).toString('hex');
  const visitorForwardSecret = randomBytes(32).toString('hex');
  const placeholder = newNoncePlaceholder();
  // A cms that signs people in at once (no confirmation mail) and has nothing to mail to.
  const cmsEnv = testCmsEnv({
    port: E2E.faultsCmsPort,
    token,
    visitorForwardSecret,
    database,
    smtpPort: 9,
    siteUrl: edgeUrl,
    extraEnv: { AUTH_EMAIL_CONFIRMATION: 'false', CRON_ENABLED: 'false' },
  });
  await copySeededTemplate(database, cmsEnv);
  part('cms', process.execPath, [path.join(cmsDir, 'scripts', 'strapi.js'), 'start'], { cwd: cmsDir, env: cmsEnv });
  await waitForHttp(`${cmsUrl}/_health`, { timeoutMs: 300_000, name: 'cms' });
  part('site', path.join(root, 'node_modules', '.bin', 'next'), ['start', '-H', SITE_LOOPBACK_HOST, '-p', String(E2E.faultsSitePort)], {
    cwd: root,
    env: {
      NODE_ENV: 'production',
      NODE_OPTIONS: siteNodeOptions(),
      STRAPI_URL: cmsUrl,
      STRAPI_API_TOKEN: token,
      SITE_URL: edgeUrl,
      VISITOR_FORWARD_SECRET: visitorForwardSecret,
      REVALIDATE_SECRET: randomBytes(24).toString('hex'),
      PREVIEW_SECRET: randomBytes(24).toString('hex'),
      CMS_PUBLIC_URL: cmsUrl,
      TRUSTED_PROXY_HOPS: '1',
      EDGE_NONCE_PLACEHOLDER: placeholder,
    },
  });
  await waitForHttp(`${siteUrl}/api/health`, { timeoutMs: 120_000, name: 'site' });
  edgeDir = mkdtempSync(path.join(os.tmpdir(), 'ytb-faults-edge-'));
  const { args } = prepareEdge({ dir: edgeDir, port: E2E.faultsEdgePort, upstreams: [`${SITE_LOOPBACK_HOST}:${E2E.faultsSitePort}`], placeholder });
  part('edge', nginx, args, { cwd: root });
  await waitForHttp(`${edgeUrl}/`, { timeoutMs: 60_000, name: 'edge' });

  // Someone signed in: the session cookie the site sets holds the cms's access token.
  username = `heal${randomBytes(4).toString('hex')}`;
  const registered = await fetch(`${cmsUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'Läkning-och-återstart-7' }),
  });
  expect(registered.status).toBe(200);
  jwt = ((await registered.json()) as { jwt: string }).jwt;
}, 400_000);

afterAll(async () => {
  for (const supervised of parts.reverse()) await supervised.stop();
  removeSqlite(database);
  if (edgeDir) rmSync(edgeDir, { recursive: true, force: true });
});

describe('under the supervisor', () => {
  it('every public page is served and a signed-in request works', async () => {
    for (const pathname of PUBLIC_PAGES) expect((await get(pathname)).status, pathname).toBe(200);
    const me = await signedIn();
    expect(me.status).toBe(200);
    expect(me.body).toContain(username);
  });

  it('a killed cms comes back by itself; public pages answer 200 meanwhile, and signed-in requests work again', async () => {
    const cms = parts.find((p) => p.name === 'cms')!;
    const killed = cms.child;
    process.kill(-killed.pid!, 'SIGKILL');
    await killed.exited;
    let roundsWhileDown = 0;
    while (!(await answers(`${cmsUrl}/_health`))) {
      for (const pathname of PUBLIC_PAGES) expect((await get(pathname)).status, `${pathname} with the cms down`).toBe(200);
      // Somebody's own answer never comes from a copy.
      expect(['HIT', 'STALE']).not.toContain((await signedIn()).xCache);
      roundsWhileDown += 1;
    }
    expect(roundsWhileDown).toBeGreaterThan(0);
    expect(cms.child).not.toBe(killed);
    expect(lines).toContain('[cms] exited unexpectedly (SIGKILL); starting it again in 200 ms (restart 1).');
    await until(async () => (await signedIn()).status === 200);
    expect((await signedIn()).body).toContain(username);
  });

  it('a killed site instance comes back by itself; the edge answers public pages from its copies meanwhile, and nothing personal from one', async () => {
    const site = parts.find((p) => p.name === 'site')!;
    const killed = site.child;
    process.kill(-killed.pid!, 'SIGKILL');
    await killed.exited;
    let roundsWhileDown = 0;
    while (!(await answers(`${siteUrl}/api/health`))) {
      for (const pathname of PUBLIC_PAGES) {
        const page = await get(pathname);
        expect(page.status, `${pathname} with the site down`).toBe(200);
      }
      // Somebody's own answer never comes from a copy: the edge's 503 page, or the site's own
      // answer once it is back (it may be between the two checks).
      const me = await signedIn();
      expect(['HIT', 'STALE']).not.toContain(me.xCache);
      if (me.status !== 200) expect(me.body).not.toContain(username);
      roundsWhileDown += 1;
    }
    expect(roundsWhileDown).toBeGreaterThan(0);
    expect(lines).toContain('[site] exited unexpectedly (SIGKILL); starting it again in 200 ms (restart 1).');
    await until(async () => (await signedIn()).status === 200);
    expect((await signedIn()).body).toContain(username);
    // The edge asks the site again: no page stays a copy once the site answers.
    await until(async () => (await get('/products')).xCache !== 'STALE');
    expect(lines.filter((line) => line.includes('giving up'))).toEqual([]);
  });
});
