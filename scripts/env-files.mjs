// Writes cms/.env and .env.local with fresh random secrets when they are missing, so a
// fresh clone starts with one command. Existing values are never changed (missing shared ones are
// appended, and so is a first administrator for the cms); the values both sides share (API token,
// webhook, preview and visitor-forwarding secrets) are read back from whichever file has them.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const CMS_ENV = path.join(root, 'cms', '.env');
export const SITE_ENV = path.join(root, '.env.local');

const secret = (bytes = 32) => randomBytes(bytes).toString('base64url');

export function parseEnvFile(file) {
  if (!existsSync(file)) return {};
  const values = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

function write(file, values, header) {
  const body = Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  writeFileSync(file, `${header}\n${body}\n`, { mode: 0o600 });
}

/** Strapi's own secrets, fresh and random. */
export function cmsSecrets() {
  return {
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
}

/**
 * The cms's first administrator, created at its first boot (cms/src/bootstrap/first-admin.js):
 * a random password that meets Strapi's admin rules (a lowercase and an uppercase letter, a digit).
 */
export function firstAdmin() {
  let password;
  do password = secret(18);
  while (!(/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)));
  return { ADMIN_EMAIL: 'admin@ytbanken.example', ADMIN_PASSWORD: password };
}

/**
 * The demo producer's account for the producers' desk (cms/src/seed/demo-producer.js), made
 * by the seed: a random password, here and nowhere else.
 */
export function demoProducer() {
  return { DEMO_PRODUCER_EMAIL: 'producent@ytbanken.example', DEMO_PRODUCER_PASSWORD: `Desk-${secret(18)}` };
}

/**
 * Values both sides must agree on: the site's cms API token, the webhook and preview secrets,
 * and the secret with which the site's server vouches for the visitor's address it forwards.
 */
const SHARED = [
  ['SITE_API_TOKEN', 'STRAPI_API_TOKEN', () => secret(48)],
  ['REVALIDATE_SECRET', 'REVALIDATE_SECRET', () => secret()],
  ['PREVIEW_SECRET', 'PREVIEW_SECRET', () => secret()],
  ['VISITOR_FORWARD_SECRET', 'VISITOR_FORWARD_SECRET', () => secret()],
];

export function ensureEnvFiles({ cmsPort = 1337, sitePort = 3000, smtpPort = 1025 } = {}) {
  const written = [];
  const cms = parseEnvFile(CMS_ENV);
  const site = parseEnvFile(SITE_ENV);
  const shared = SHARED.map(([cmsKey, siteKey, fresh]) => [cmsKey, siteKey, cms[cmsKey] || site[siteKey] || fresh()]);
  const sharedFor = (side) => Object.fromEntries(shared.map(([cmsKey, siteKey, value]) => [side === 'cms' ? cmsKey : siteKey, value]));

  // Only while the file has none: a database with an administrator ignores them anyway.
  const admin = cms.ADMIN_EMAIL && cms.ADMIN_PASSWORD ? {} : firstAdmin();
  // The key that seals `npm run backup`'s files (decision 027): made once, never changed here,
  // since a new one could not open the backups made before it.
  const backup = cms.BACKUP_KEY ? {} : { BACKUP_KEY: secret() };
  const producer = cms.DEMO_PRODUCER_EMAIL && cms.DEMO_PRODUCER_PASSWORD ? {} : demoProducer();
  if (!existsSync(CMS_ENV)) {
    write(
      CMS_ENV,
      {
        HOST: '127.0.0.1',
        PORT: cmsPort,
        ...cmsSecrets(),
        ...sharedFor('cms'),
        ...admin,
        ...backup,
        ...producer,
        SITE_URL: `http://localhost:${sitePort}`,
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: '.tmp/data.db',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: smtpPort,
        SMTP_IGNORE_TLS: 'true',
        SEED_ON_EMPTY: 'true',
      },
      '# Written by `npm start` with random secrets. Never commit. See cms/.env.example.',
    );
    written.push(CMS_ENV);
  } else if (appendMissing(CMS_ENV, cms, { ...sharedFor('cms'), ...admin, ...backup, ...producer })) written.push(CMS_ENV);

  // Editors open the admin at localhost, which alone may frame the site in preview.
  const siteOnly = { CMS_PUBLIC_URL: `http://localhost:${cmsPort}` };
  if (!existsSync(SITE_ENV)) {
    write(
      SITE_ENV,
      {
        STRAPI_URL: `http://127.0.0.1:${cmsPort}`,
        ...sharedFor('site'),
        ...siteOnly,
        SITE_URL: `http://localhost:${sitePort}`,
      },
      '# Written by `npm start` with random secrets. Never commit. See .env.example.',
    );
    written.push(SITE_ENV);
  } else if (appendMissing(SITE_ENV, site, { ...sharedFor('site'), ...siteOnly })) written.push(SITE_ENV);
  return written;
}

/** Files written by an older version lack newer shared secrets: add them, change nothing else. */
function appendMissing(file, current, wanted) {
  const missing = Object.entries(wanted).filter(([key]) => !current[key]);
  if (missing.length === 0) return false;
  // A file edited by hand may end without a newline; the first new line must not join its last.
  const separator = readFileSync(file, 'utf8').endsWith('\n') ? '' : '\n';
  appendFileSync(file, separator + missing.map(([key, value]) => `${key}=${value}\n`).join(''));
  return true;
}
