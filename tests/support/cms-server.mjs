// A real Strapi for the tests: the project's cms on a throw-away SQLite file (or, given a
// databaseUrl, an empty PostgreSQL database), seeded with the demo content on first boot, on
// its own port, with fresh random secrets.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cmsSecrets } from '../../scripts/env-files.mjs';
import { run, startService, waitForHttp } from '../../scripts/lib/services.mjs';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');

const root = path.resolve(import.meta.dirname, '..', '..');

/** The first administrator every test cms creates at boot (cms/src/bootstrap/first-admin.js). */
export const TEST_ADMIN = { email: 'editor@ytbanken.test', password: 'Editor-Passw0rd!' };

/** The demo producer's account every test cms's seed makes (cms/src/seed/demo-producer.js): the first demo producer's staff. */
export const TEST_PRODUCER = { email: 'producent@ytbanken.test', password: 'Tillverkare-Prov-48' };

export function testCmsEnv({
  port,
  token,
  visitorForwardSecret = randomBytes(32).toString('hex'),
  database,
  databaseUrl,
  smtpPort = 1025,
  siteUrl = 'http://localhost:3000',
  revalidateSecret,
  previewSecret,
  extraEnv = {},
}) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...cmsSecrets(),
    SITE_API_TOKEN: token,
    // What the site's server sends with a visitor's address, so the cms counts that visitor.
    VISITOR_FORWARD_SECRET: visitorForwardSecret,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    DEMO_PRODUCER_EMAIL: TEST_PRODUCER.email,
    DEMO_PRODUCER_PASSWORD: TEST_PRODUCER.password,
    SITE_URL: siteUrl,
    // Only a test with a site to tell gets the revalidation webhook and the preview button.
    REVALIDATE_SECRET: revalidateSecret ?? '',
    PREVIEW_SECRET: previewSecret ?? '',
    ...(databaseUrl ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: databaseUrl } : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: database }),
    SERVE_ADMIN_PANEL: 'false',
    SEED_ON_EMPTY: 'true',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_IGNORE_TLS: 'true',
    CONTACT_RECIPIENT: 'inbox@ytbanken.test',
    CONTACT_RATE_LIMIT: '3',
    CONTACT_RATE_WINDOW_MINUTES: '10',
    STRAPI_TELEMETRY_DISABLED: 'true',
    // e.g. a higher CONTACT_RATE_LIMIT for browser tests that all come from one address
    ...extraEnv,
  };
}

export async function startTestCms({
  port,
  token = randomBytes(32).toString('hex'),
  visitorForwardSecret = randomBytes(32).toString('hex'),
  smtpPort,
  siteUrl,
  revalidateSecret,
  previewSecret,
  extraEnv,
  quiet = true,
  database = `.tmp/test-${port}-${process.pid}.db`,
  databaseUrl,
  catalogue,
  keepDatabase = false,
}) {
  const env = testCmsEnv({ port, token, visitorForwardSecret, database, databaseUrl, smtpPort, siteUrl, revalidateSecret, previewSecret, extraEnv });
  if (!databaseUrl) await copySeededTemplate(database, env);
  // A generated catalogue beside the demo content (npm run seed:catalogue's arguments): the
  // generator boots the cms once on the empty database, which loads the demo first.
  if (catalogue) await run('node', [path.join(cmsDir, 'scripts', 'seed-catalogue.js'), ...catalogue], { cwd: cmsDir, env });
  const child = startService('test-cms', 'node', [path.join(cmsDir, 'scripts', 'strapi.js'), 'start'], {
    cwd: cmsDir,
    env,
    quiet,
  });
  const url = `http://127.0.0.1:${port}`;
  // A limit for a boot that hangs: a first boot seeds the demo, slowly on a loaded machine and
  // slower below the browser tests' priority (npm test's cms suites).
  await waitForHttp(`${url}/_health`, { child, name: 'test cms', timeoutMs: 1_200_000 });
  return {
    url,
    token,
    env,
    pid: child.pid,
    databaseFile: databaseUrl ? null : path.resolve(cmsDir, database),
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
      await Promise.race([child.exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (!databaseUrl && !keepDatabase) removeSqlite(database);
    },
  };
}

/**
 * `npm test` names a file in its own log folder (SEEDED_SQLITE_TEMPLATE) and seeds the demo
 * content into it once, first thing (tests/support/seed-template.mjs); every test cms on a new
 * SQLite file starts from a copy of it instead of seeding its own, the most processor time a
 * boot takes. npm test empties that folder when it starts, so a template never outlives the run
 * whose code and seed data made it. Without the variable (a suite or spec run alone) a test cms
 * seeds itself on first boot; the PostgreSQL suite always does.
 */
export async function copySeededTemplate(database, env, template = process.env.SEEDED_SQLITE_TEMPLATE) {
  // A file already there is a database to start on as it is (a restore's, the bench's catalogue).
  if (!template || existsSync(path.resolve(cmsDir, database))) return;
  await seedTemplate(template, env);
  // In a fresh clone no cms has made its .tmp/ folder yet.
  mkdirSync(path.dirname(path.resolve(cmsDir, database)), { recursive: true });
  copyFileSync(template, path.resolve(cmsDir, database));
}

/**
 * Waits for the template while another process seeds it (holding `<template>.lock`), seeding it
 * itself when nobody does; `held`: the caller has taken the lock already (npm test, before it
 * starts anything that could take it at a lower priority).
 */
export async function seedTemplate(template, env, { held = false } = {}) {
  const lock = `${template}.lock`;
  while (!existsSync(template)) {
    if (!held) {
      try {
        mkdirSync(lock);
      } catch {
        await sleep(500);
        continue;
      }
    }
    held = false;
    try {
      const seeding = path.resolve(cmsDir, `${template}.seeding`);
      removeSqlite(seeding);
      // npm run seed's script on an empty file: the boot makes the tables, the administrator
      // and the site's token (each later boot makes the token match its own environment);
      // the script then loads the demo content as a first boot would.
      await run('node', [path.join(cmsDir, 'scripts', 'seed.js')], { cwd: cmsDir, env: { ...env, DATABASE_FILENAME: seeding, SEED_ON_EMPTY: 'false' } });
      for (const suffix of ['-wal', '-shm', '-journal']) {
        if (existsSync(seeding + suffix)) throw new Error(`the seeded template ${seeding} was left with a ${suffix} file`);
      }
      renameSync(seeding, template);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Deletes a test SQLite database (relative to cms/) with its journal files. */
export function removeSqlite(database) {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path.resolve(cmsDir, database + suffix), { force: true });
}

/** maildev, the catcher `npm start` uses: its REST API lists the mails at GET <url>/email. */
export async function startMailCatcher({ smtpPort, webPort }) {
  const child = startService(
    'test-mail',
    path.join(root, 'node_modules', '.bin', 'maildev'),
    ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'],
    { cwd: root, quiet: true },
  );
  const url = `http://127.0.0.1:${webPort}`;
  await waitForHttp(`${url}/healthz`, { child, name: 'test mail catcher' });
  return {
    url,
    smtpPort,
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
      await Promise.race([child.exited, new Promise((r) => setTimeout(r, 5_000))]);
    },
  };
}
