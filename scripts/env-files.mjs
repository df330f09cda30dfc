// Writes cms/.env and .env.local with fresh random secrets when they are missing, so a
// fresh clone starts with one command. Existing files are never overwritten; the one
// value both sides share (the site's cms API token) is read back from whichever exists.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

export function ensureEnvFiles({ cmsPort = 1337, sitePort = 3000, smtpPort = 1025 } = {}) {
  const written = [];
  const cms = parseEnvFile(CMS_ENV);
  const site = parseEnvFile(SITE_ENV);
  const token = cms.SITE_API_TOKEN || site.STRAPI_API_TOKEN || secret(48);

  if (!existsSync(CMS_ENV)) {
    write(
      CMS_ENV,
      {
        HOST: '127.0.0.1',
        PORT: cmsPort,
        ...cmsSecrets(),
        SITE_API_TOKEN: token,
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
  }

  if (!existsSync(SITE_ENV)) {
    write(
      SITE_ENV,
      {
        STRAPI_URL: `http://127.0.0.1:${cmsPort}`,
        STRAPI_API_TOKEN: token,
        SITE_URL: `http://localhost:${sitePort}`,
        REVALIDATE_SECRET: secret(),
      },
      '# Written by `npm start` with random secrets. Never commit. See .env.example.',
    );
    written.push(SITE_ENV);
  }
  return written;
}
