// `npm start` (production build) and `npm run dev` (hot reload): writes local secrets,
// builds what is missing or stale, then starts the mail catcher, the cms and the site,
// waits until each answers and prints where to open them. Ctrl-C stops all three.
import path from 'node:path';
import { ensureEnvFiles, parseEnvFile, CMS_ENV, SITE_ENV } from './env-files.mjs';
import { isStale } from './lib/freshness.mjs';
import { siteNodeOptions } from './lib/site-node-options.mjs';
import { assertPortsFree, isStopping, run, startService, stopAll, stopAllOnExit, waitForHttp } from './lib/services.mjs';

const dev = process.argv.includes('--dev');
const root = path.resolve(import.meta.dirname, '..');
const cmsDir = path.join(root, 'cms');
const bin = (dir, name) => path.join(dir, 'node_modules', '.bin', name);
const strapiCli = path.join(cmsDir, 'scripts', 'strapi.js');

const SITE_PORT = Number(process.env.SITE_PORT ?? 3000);
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
  await assertPortsFree({ site: SITE_PORT, cms: cmsPort, 'mail SMTP': smtpPort, 'mail inbox': MAIL_WEB_PORT });

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
  const site = startService('site', nextBin, [dev ? 'dev' : 'start', '-p', String(SITE_PORT)], {
    cwd: root,
    env: { NODE_ENV: dev ? 'development' : 'production', NODE_OPTIONS: siteNodeOptions() },
  });
  await waitForHttp(`http://localhost:${SITE_PORT}/`, { child: site, name: 'site', timeoutMs: 300_000 });

  console.log(`
Ytbanken is running${dev ? ' (development, hot reload)' : ''}:
  site            ${siteEnv.SITE_URL ?? `http://localhost:${SITE_PORT}`}   (English: /en)
  Strapi admin    http://localhost:${cmsPort}/admin   (first visit: create the editor account)
  mail inbox      http://localhost:${MAIL_WEB_PORT}
Press Ctrl-C to stop everything.
`);
  await Promise.race([mail.exited, cms.exited, site.exited]);
  if (isStopping()) return;
  console.error('A service stopped; stopping the others.');
  await stopAll();
  process.exit(1);
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
