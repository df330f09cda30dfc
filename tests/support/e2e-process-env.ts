import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { newNoncePlaceholder } from '../../scripts/lib/edge.mjs';
import { E2E } from './ports';

const SECRETS = [
  'E2E_SITE_TOKEN',
  'E2E_REVALIDATE_SECRET',
  'E2E_PREVIEW_SECRET',
  'E2E_VISITOR_FORWARD_SECRET',
  'E2E_NONCE_PLACEHOLDER',
  'E2E_CMS_DATABASE',
] as const;

/**
 * The browser tests' environment, in this process: generated secrets, the cms's database file
 * and the services' ports. Playwright's workers and servers inherit it. With E2E_ENV_FILE, the
 * first process to ask writes the secrets there and later ones read them: `npm test` starts the
 * test cms (tests/support/e2e-cms.mjs) while the site builds, and Playwright meets it with the
 * same secrets (decision 065).
 */
export function prepareE2eEnv() {
  const file = process.env.E2E_ENV_FILE;
  if (file && existsSync(file)) {
    const shared = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const name of SECRETS) process.env[name] ??= shared[name];
  }
  process.env.E2E_SITE_TOKEN ??= randomBytes(32).toString('hex');
  process.env.E2E_REVALIDATE_SECRET ??= randomBytes(24).toString('hex');
  process.env.E2E_PREVIEW_SECRET ??= randomBytes(24).toString('hex');
  process.env.E2E_VISITOR_FORWARD_SECRET ??= randomBytes(32).toString('hex');
  process.env.E2E_NONCE_PLACEHOLDER ??= newNoncePlaceholder();
  process.env.E2E_CMS_DATABASE ??= `.tmp/e2e-${randomBytes(6).toString('hex')}.db`;
  if (file && !existsSync(file)) writeFileSync(file, JSON.stringify(Object.fromEntries(SECRETS.map((name) => [name, process.env[name]]))), { mode: 0o600 });
  process.env.E2E_CMS_PORT = String(E2E.cmsPort);
  process.env.E2E_SITE_PORT = String(E2E.sitePort);
  process.env.E2E_SITE_INTERNAL_PORT = String(E2E.siteInternalPort);
  process.env.E2E_SMTP_PORT = String(E2E.smtpPort);
  process.env.E2E_MAIL_WEB_PORT = String(E2E.mailWebPort);
  process.env.E2E_OAUTH_PORT = String(E2E.oauthPort);
  process.env.E2E_REDIS_PORT = String(E2E.redisPort);
  process.env.E2E_SECOND_SITE_INTERNAL_PORT = String(E2E.secondSiteInternalPort);
}
