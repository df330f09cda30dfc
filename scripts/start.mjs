// `npm start` (production build) and `npm run dev` (hot reload): writes local secrets,
// builds what is missing or stale, then starts the mail catcher, the cms and the site,
// waits until each answers and prints where to open them. Ctrl-C stops them all.
// With nginx installed, `npm start` puts the edge (deploy/nginx/) on the site's port and
// the site on a loopback port behind it, as in production. SITE_INSTANCES=2 (or more) starts
// that many site instances behind the edge, sharing their data cache in Redis: REDIS_URL from
// the environment or .env.local, else a throw-away redis-server of its own. A part that exits
// unexpectedly is started again (with a growing pause; given up after repeated quick failures)
// while the others keep running (supervise in scripts/lib/services.mjs, decision 027).
import './lib/runtime.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureEnvFiles, parseEnvFile, CMS_ENV, SITE_ENV } from './env-files.mjs';
import { findNginx, INSTALL_HINT, newNoncePlaceholder, prepareEdge, SITE_LOOPBACK_HOST } from './lib/edge.mjs';
import { isStale } from './lib/freshness.mjs';
import { findRedis, REDIS_INSTALL_HINT, redisArgs } from './lib/redis.mjs';
import { runtimeLine } from './lib/runtime.mjs';
import { siteNodeOptions } from './lib/site-node-options.mjs';
import { assertPortsFree, run, startService, stopAll, stopAllOnExit, supervise, waitForHttp } from './lib/services.mjs';

const dev = process.argv.includes('--dev');
const root = path.resolve(import.meta.dirname, '..');
const cmsDir = path.join(root, 'cms');
const bin = (dir, name) => path.join(dir, 'node_modules', '.bin', name);
const strapiCli = path.join(cmsDir, 'scripts', 'strapi.js');

const SITE_PORT = Number(process.env.SITE_PORT ?? 3000);
/** Where the site listens (loopback only) when the edge takes SITE_PORT. */
const SITE_INTERNAL_PORT = Number(process.env.SITE_INTERNAL_PORT ?? SITE_PORT + 1);
const MAIL_WEB_PORT = Number(process.env.MAIL_WEB_PORT ?? 1080);
/** Where `npm start`'s own Redis listens when several instances need one and REDIS_URL names none. */
const REDIS_PORT = Number(process.env.REDIS_PORT ?? 6390);

/** Every part started, with how to start it again: supervised once all of them answer. */
const parts = [];
function startPart(name, command, args, options) {
  const launch = () => startService(name, command, args, { ...options, announceExit: false });
  const child = launch();
  parts.push({ name, launch, child });
  return child;
}

async function main() {
  console.log(`npm ${dev ? 'run dev' : 'start'} runs on ${runtimeLine(root)}.`);
  stopAllOnExit();
  for (const file of ensureEnvFiles({ sitePort: SITE_PORT })) {
    console.log(`Wrote ${path.relative(root, file)} with new random secrets.`);
  }
  const cmsEnv = parseEnvFile(CMS_ENV);
  const siteEnv = parseEnvFile(SITE_ENV);
  const cmsPort = Number(cmsEnv.PORT ?? 1337);
  const smtpPort = Number(cmsEnv.SMTP_PORT ?? 1025);
  // The edge in front of the production site; hot reload talks to Next.js directly.
  const nginx = dev ? null : findNginx();
  if (!dev && !nginx) console.log(`nginx is not installed, so the site serves :${SITE_PORT} itself without the edge's page cache (${INSTALL_HINT}).`);
  // How many site instances run behind the edge (1 to 8); the second listens on SITE_INTERNAL_PORT + 1, and so on.
  const wanted = siteInstances(process.env.SITE_INSTANCES);
  const instances = dev ? 1 : wanted;
  if (dev && wanted > 1) console.log('npm run dev runs one site instance; SITE_INSTANCES is for npm start.');
  if (instances > 1 && !nginx) throw new Error(`SITE_INSTANCES=${instances} needs the edge in front to share the visitors out: ${INSTALL_HINT}`);
  const internalPorts = nginx ? Array.from({ length: instances }, (_, i) => SITE_INTERNAL_PORT + i) : [];
  // Several instances share one data cache; one instance keeps Next's files unless told otherwise.
  const redisUrl = process.env.REDIS_URL || siteEnv.REDIS_URL || '';
  const ownRedis = instances > 1 && !redisUrl ? findRedis() : null;
  if (instances > 1 && !redisUrl && !ownRedis) {
    throw new Error(`SITE_INSTANCES=${instances} shares one data cache in Redis: set REDIS_URL in .env.local, or install it (${REDIS_INSTALL_HINT})`);
  }
  await assertPortsFree({
    site: SITE_PORT,
    ...Object.fromEntries(internalPorts.map((port, i) => [`site instance ${i + 1} behind the edge`, port])),
    ...(ownRedis ? { 'shared cache (Redis)': REDIS_PORT } : {}),
    cms: cmsPort,
    'mail SMTP': smtpPort,
    'mail inbox': MAIL_WEB_PORT,
  });

  if (
    !dev &&
    isStale(path.join(cmsDir, 'build', 'index.html'), [path.join(cmsDir, 'src', 'admin'), path.join(cmsDir, 'config'), path.join(cmsDir, 'package.json')])
  ) {
    console.log('Building the Strapi admin panel (first start only) ...');
    await run('node', [strapiCli, 'build'], { cwd: cmsDir, env: { NODE_ENV: 'production' } });
  }

  const mail = startPart('mail', bin(root, 'maildev'), ['--smtp', String(smtpPort), '--web', String(MAIL_WEB_PORT), '--ip', '127.0.0.1', '--silent'], {
    cwd: root,
  });
  const cms = startPart('cms', 'node', [strapiCli, dev ? 'develop' : 'start'], {
    cwd: cmsDir,
    env: { NODE_ENV: dev ? 'development' : 'production', BROWSER: 'none' },
  });
  await waitForHttp(`http://127.0.0.1:${MAIL_WEB_PORT}/`, { child: mail, name: 'mail catcher' });
  await waitForHttp(`http://127.0.0.1:${cmsPort}/_health`, { child: cms, name: 'cms', timeoutMs: 600_000 });

  const nextBin = bin(root, 'next');
  if (!dev && isStale(path.join(root, '.next', 'BUILD_ID'), siteSources())) {
    console.log('Building the site ...');
    await run(nextBin, ['build'], { cwd: root });
  }
  const services = [mail, cms];
  let sharedCache = redisUrl;
  if (ownRedis) {
    const redisDir = temporaryDir('ytbanken-redis-');
    services.push(startPart('redis', ownRedis, redisArgs({ port: REDIS_PORT, dir: redisDir }), { cwd: root }));
    sharedCache = `redis://127.0.0.1:${REDIS_PORT}`;
  }
  // A fresh placeholder for this deployment: the site renders it as its nonce, the edge replaces it.
  const placeholder = nginx ? newNoncePlaceholder() : undefined;
  const listen = nginx ? internalPorts.map((port) => ['-H', SITE_LOOPBACK_HOST, '-p', String(port)]) : [['-p', String(SITE_PORT)]];
  const sites = listen.map((address, i) =>
    startPart(listen.length > 1 ? `site ${i + 1}` : 'site', nextBin, [dev ? 'dev' : 'start', ...address], {
      cwd: root,
      env: {
        NODE_ENV: dev ? 'development' : 'production',
        NODE_OPTIONS: siteNodeOptions(),
        // Whose X-Forwarded-For entry names the visitor: the edge's (1), which overwrites the
        // header; without it nobody's, since a visitor would write their own (0: the cms then
        // counts every visitor of this site under one address, the site's).
        TRUSTED_PROXY_HOPS: nginx ? '1' : '0',
        ...(placeholder ? { EDGE_NONCE_PLACEHOLDER: placeholder } : {}),
        ...(sharedCache ? { REDIS_URL: sharedCache } : {}),
      },
    }),
  );
  services.push(...sites);
  if (nginx) {
    await Promise.all(
      internalPorts.map((port, i) =>
        waitForHttp(`http://${SITE_LOOPBACK_HOST}:${port}/api/health`, { child: sites[i], name: sites[i].serviceName, timeoutMs: 300_000 }),
      ),
    );
    const edgeDir = temporaryDir('ytbanken-edge-');
    const { args } = prepareEdge({
      dir: edgeDir,
      port: SITE_PORT,
      siteUrl: siteEnv.SITE_URL ?? `http://localhost:${SITE_PORT}`,
      upstreams: internalPorts.map((port) => `${SITE_LOOPBACK_HOST}:${port}`),
      placeholder,
    });
    services.push(startPart('edge', nginx, args, { cwd: root }));
  }
  await waitForHttp(`http://localhost:${SITE_PORT}/`, { child: services.at(-1), name: nginx ? 'edge' : 'site', timeoutMs: 300_000 });

  console.log(`
Ytbanken is running${dev ? ' (development, hot reload)' : ''}:
  site            ${siteEnv.SITE_URL ?? `http://localhost:${SITE_PORT}`}   (English: /en${nginx ? `; through the edge, the site itself on ${internalPorts.map((port) => `${SITE_LOOPBACK_HOST}:${port}`).join(' and ')}` : ''})
${sharedCache ? `  shared cache    ${sharedCache.replace(/\/\/[^@/]*@/, '//')}   (Redis, for ${listen.length} site instance${listen.length > 1 ? 's' : ''})\n` : ''}  Strapi admin    http://localhost:${cmsPort}/admin
${adminHint(cmsEnv)}
  mail inbox      http://localhost:${MAIL_WEB_PORT}
A part that stops is started again by itself. Press Ctrl-C to stop everything.
`);
  // Runs until Ctrl-C (stopAllOnExit); ends by itself only when every part was given up.
  const reasons = await Promise.all(parts.map(({ name, launch, child }) => supervise(name, launch, { first: child }).gaveUp));
  console.error(`npm start: every part was given up (${reasons.length}); stopping.`);
  await stopAll();
  process.exit(1);
}

/** A temporary directory of this run, removed when it ends. */
function temporaryDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function siteInstances(value) {
  const count = Number(value ?? 1);
  if (!Number.isInteger(count) || count < 1 || count > 8) throw new Error(`SITE_INSTANCES must be a whole number from 1 to 8, not "${value}"`);
  return count;
}

/** Where the first administrator's sign-in is: the file, never the password itself (logs keep it). */
function adminHint(cmsEnv) {
  const file = path.relative(root, CMS_ENV);
  const indent = ' '.repeat(18);
  if (!cmsEnv.ADMIN_EMAIL) return `${indent}(no ADMIN_EMAIL in ${file}: the administrator made earlier signs in)`;
  return `${indent}sign in as ${cmsEnv.ADMIN_EMAIL}, the password is ADMIN_PASSWORD in ${file}
${indent}(they make the first administrator of an empty database; editing them later changes nothing)${
    cmsEnv.DEMO_PRODUCER_EMAIL
      ? `\n${indent}the producers' desk: sign in on the site as ${cmsEnv.DEMO_PRODUCER_EMAIL}, the password is DEMO_PRODUCER_PASSWORD in ${file}`
      : ''
  }`;
}

function siteSources() {
  return ['app', 'components', 'lib', 'i18n', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'package.json', 'tsconfig.json'].map((entry) =>
    path.join(root, entry),
  );
}

main().catch(async (error) => {
  console.error(`npm start: ${error.message}`);
  await stopAll();
  process.exit(1);
});
