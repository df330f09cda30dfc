// `npm start` (production build) and `npm run dev` (hot reload): writes local secrets,
// builds what is missing or stale, then starts the mail catcher, the cms and the site,
// waits until each answers and prints where to open them. Ctrl-C stops them all.
// With nginx installed, `npm start` puts the edge (deploy/nginx/) on the site's port and
// the site on a loopback port behind it, as in production.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureEnvFiles, parseEnvFile, CMS_ENV, SITE_ENV } from './env-files.mjs';
import { findNginx, INSTALL_HINT, newNoncePlaceholder, prepareEdge, SITE_LOOPBACK_HOST } from './lib/edge.mjs';
import { isStale } from './lib/freshness.mjs';
import { siteNodeOptions } from './lib/site-node-options.mjs';
import { assertPortsFree, isStopping, run, startService, stopAll, stopAllOnExit, waitForHttp } from './lib/services.mjs';

const dev = process.argv.includes('--dev');
const root = path.resolve(import.meta.dirname, '..');
const cmsDir = path.join(root, 'cms');
const bin = (dir, name) => path.join(dir, 'node_modules', '.bin', name);
const strapiCli = path.join(cmsDir, 'scripts', 'strapi.js');

const SITE_PORT = Number(process.env.SITE_PORT ?? 3000);
/** Where the site listens (loopback only) when the edge takes SITE_PORT. */
const SITE_INTERNAL_PORT = Number(process.env.SITE_INTERNAL_PORT ?? SITE_PORT + 1);
const MAIL_WEB_PORT = Number(process.env.MAIL_WEB_PORT ?? 1080);

async function main() {
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
  await assertPortsFree({ site: SITE_PORT, ...(nginx ? { 'site behind the edge': SITE_INTERNAL_PORT } : {}), cms: cmsPort, 'mail SMTP': smtpPort, 'mail inbox': MAIL_WEB_PORT });

  if (!dev && isStale(path.join(cmsDir, 'build', 'index.html'), [path.join(cmsDir, 'src', 'admin'), path.join(cmsDir, 'config'), path.join(cmsDir, 'package.json')])) {
    console.log('Building the Strapi admin panel (first start only) ...');
    await run('node', [strapiCli, 'build'], { cwd: cmsDir, env: { NODE_ENV: 'production' } });
  }

  const mail = startService(
    'mail',
    bin(root, 'maildev'),
    ['--smtp', String(smtpPort), '--web', String(MAIL_WEB_PORT), '--ip', '127.0.0.1', '--silent'],
    { cwd: root },
  );
  const cms = startService('cms', 'node', [strapiCli, dev ? 'develop' : 'start'], {
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
  // A fresh placeholder for this deployment: the site renders it as its nonce, the edge replaces it.
  const placeholder = nginx ? newNoncePlaceholder() : undefined;
  const site = startService('site', nextBin, [dev ? 'dev' : 'start', ...(nginx ? ['-H', SITE_LOOPBACK_HOST, '-p', String(SITE_INTERNAL_PORT)] : ['-p', String(SITE_PORT)])], {
    cwd: root,
    env: {
      NODE_ENV: dev ? 'development' : 'production',
      NODE_OPTIONS: siteNodeOptions(),
      // Whose X-Forwarded-For entry names the visitor: the edge's (1), which overwrites the
      // header; without it nobody's, since a visitor would write their own (0: the cms then
      // counts every visitor of this site under one address, the site's).
      TRUSTED_PROXY_HOPS: nginx ? '1' : '0',
      ...(placeholder ? { EDGE_NONCE_PLACEHOLDER: placeholder } : {}),
    },
  });
  const services = [mail, cms, site];
  if (nginx) {
    await waitForHttp(`http://${SITE_LOOPBACK_HOST}:${SITE_INTERNAL_PORT}/api/health`, { child: site, name: 'site', timeoutMs: 300_000 });
    const edgeDir = mkdtempSync(path.join(os.tmpdir(), 'ytbanken-edge-'));
    process.on('exit', () => rmSync(edgeDir, { recursive: true, force: true }));
    const { args } = prepareEdge({ dir: edgeDir, port: SITE_PORT, upstreams: [`${SITE_LOOPBACK_HOST}:${SITE_INTERNAL_PORT}`], placeholder });
    services.push(startService('edge', nginx, args, { cwd: root }));
  }
  await waitForHttp(`http://localhost:${SITE_PORT}/`, { child: services.at(-1), name: nginx ? 'edge' : 'site', timeoutMs: 300_000 });

  console.log(`
Ytbanken is running${dev ? ' (development, hot reload)' : ''}:
  site            ${siteEnv.SITE_URL ?? `http://localhost:${SITE_PORT}`}   (English: /en${nginx ? `; through the edge, the site itself on ${SITE_LOOPBACK_HOST}:${SITE_INTERNAL_PORT}` : ''})
  Strapi admin    http://localhost:${cmsPort}/admin
${adminHint(cmsEnv)}
  mail inbox      http://localhost:${MAIL_WEB_PORT}
Press Ctrl-C to stop everything.
`);
  await Promise.race(services.map((service) => service.exited));
  if (isStopping()) return;
  console.error('A service stopped; stopping the others.');
  await stopAll();
  process.exit(1);
}

/** Where the first administrator's sign-in is: the file, never the password itself (logs keep it). */
function adminHint(cmsEnv) {
  const file = path.relative(root, CMS_ENV);
  const indent = ' '.repeat(18);
  if (!cmsEnv.ADMIN_EMAIL) return `${indent}(no ADMIN_EMAIL in ${file}: the administrator made earlier signs in)`;
  return `${indent}sign in as ${cmsEnv.ADMIN_EMAIL}, the password is ADMIN_PASSWORD in ${file}
${indent}(they make the first administrator of an empty database; editing them later changes nothing)`;
}

function siteSources() {
  return ['app', 'components', 'lib', 'i18n', 'messages', 'public', 'proxy.ts', 'next.config.ts', 'package.json', 'tsconfig.json'].map(
    (entry) => path.join(root, entry),
  );
}

main().catch(async (error) => {
  console.error(`npm start: ${error.message}`);
  await stopAll();
  process.exit(1);
});
