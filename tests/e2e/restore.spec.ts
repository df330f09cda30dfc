// After a restore (npm run backup, then npm run restore into a fresh database with uploads of
// its own), a person signs in with their old password on a site reading the restored cms and
// finds their materials with notes, projects and measurements; a share link made before the
// backup still opens, and a product page shows its restored images.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/accounts';
import { removeSqlite, startTestCms } from '../support/cms-server.mjs';
import { siteEnv } from '../support/e2e-env';
import { localePath, seed } from '../support/seed-data';
import { E2E } from '../support/ports';
import { startSite } from '../support/site-process';

const root = path.resolve(import.meta.dirname, '..', '..');
const PASSWORD = 'Återställd-ekparkett-42';
const NOTE = 'Ekparkett, oljad – till hallen';
const PROJECT = 'Villa Återställd';
const MEASUREMENT_NOTE = 'Mätt i dagsljus före säkerhetskopian';
const KEY = randomBytes(24).toString('base64url');
const work = mkdtempSync(path.join(os.tmpdir(), 'ytb-restore-e2e-'));
const database = `.tmp/restore-target-${process.pid}.db`;
const cmsOptions = {
  port: E2E.restoreCmsPort,
  token: process.env.E2E_SITE_TOKEN,
  visitorForwardSecret: process.env.E2E_VISITOR_FORWARD_SECRET,
  smtpPort: E2E.smtpPort,
};

let account: { username: string; email: string };
let shareToken: string;
let productId: string;
let restored: Awaited<ReturnType<typeof startTestCms>>;
let site: Awaited<ReturnType<typeof startSite>>;

function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string | undefined>) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), ...args], { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${script} failed:\n${output}`))));
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // A cms of its own with somebody's records in it, signed up without a mail to confirm.
  const source = await startTestCms({ ...cmsOptions, database: `.tmp/restore-source-${process.pid}.db`, extraEnv: { AUTH_EMAIL_CONFIRMATION: 'false' } });
  try {
    const api = async (pathname: string, body?: unknown, token?: string) => {
      const response = await fetch(`${source.url}/api${pathname}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(response.status, `${pathname}`).toBeLessThan(300);
      return (await response.json()) as { data?: unknown; jwt?: string };
    };
    const username = `back${randomBytes(4).toString('hex')}`;
    account = { username, email: `${username}@example.com` };
    const { jwt } = await api('/auth/local/register', { ...account, password: PASSWORD });
    // The public role reads nothing of the content API: the surface is looked up as the site does.
    const surfaces = (
      await api(`/surfaces?locale=sv&filters[articleNumber][$eq]=${encodeURIComponent(seed.surfaces[0]!.articleNumber)}`, undefined, source.token)
    ).data as {
      documentId: string;
    }[];
    const surface = surfaces[0]!.documentId;
    const material = (await api('/materials', { data: { surface, note: NOTE } }, jwt)).data as { documentId: string };
    const project = (await api('/projects', { data: { name: PROJECT, location: 'Uppsala', status: 'ongoing', materials: [material.documentId] } }, jwt))
      .data as {
      documentId: string;
    };
    await api(
      '/measurements',
      { data: { surface, project: project.documentId, labL: 61.2, labA: 12.1, labB: 32.6, note: MEASUREMENT_NOTE, measuredAt: new Date().toISOString() } },
      jwt,
    );
    shareToken = ((await api('/share-links', { data: { project: project.documentId } }, jwt)).data as { token: string }).token;
    productId = ((await api('/products?locale=sv&pagination[pageSize]=1&sort=name', undefined, source.token)).data as { documentId: string }[])[0]!.documentId;
    await npmRun('backup', ['--dir', work], { ...source.env, BACKUP_KEY: KEY });
  } finally {
    // Gone, with its database: only the backup is left.
    await source.stop();
  }

  const backup = path.join(
    work,
    readdirSync(work).find((name) => name.endsWith('.backup'))!,
  );
  const publicDir = path.join(work, 'public');
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  await npmRun('restore', [backup], { ...source.env, DATABASE_FILENAME: database, PUBLIC_DIR: publicDir, BACKUP_KEY: KEY, REVALIDATE_SECRET: '' });
  restored = await startTestCms({ ...cmsOptions, database, extraEnv: { PUBLIC_DIR: publicDir } });
  site = await startSite(
    E2E.restoreSitePort,
    siteEnv({ STRAPI_URL: restored.url, SITE_URL: `http://localhost:${E2E.restoreSitePort}`, CMS_PUBLIC_URL: restored.url, TRUSTED_PROXY_HOPS: '0' }),
  );
});

test.afterAll(async () => {
  await site?.stop();
  await restored?.stop();
  removeSqlite(database);
  rmSync(work, { recursive: true, force: true });
});

test('after a restore, people sign in with their old password and find everything they had', async ({ page }) => {
  await page.goto(`${site.url}${localePath('/login', 'sv')}`);
  await signIn(page, 'sv', account.email, PASSWORD);

  await page.goto(`${site.url}${localePath('/my-materials', 'sv')}`);
  await expect(page.getByText(NOTE)).toBeVisible();
  await page.goto(`${site.url}${localePath('/my-projects', 'sv')}`);
  await expect(page.getByRole('article', { name: PROJECT })).toBeVisible();
  await page.goto(`${site.url}${localePath('/measurements', 'sv')}`);
  await expect(page.getByText(MEASUREMENT_NOTE)).toBeVisible();
});

test('after a restore, a share link made before the backup opens, and product pages show their images', async ({ browser }) => {
  const anonymous = await browser.newPage();
  await anonymous.goto(`${site.url}/shared/${encodeURIComponent(shareToken)}`);
  await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(PROJECT);

  await anonymous.goto(`${site.url}${localePath(`/products/${productId}`, 'sv')}`);
  // Loaded from the restored uploads (directly or through the image optimiser): a broken image
  // has no natural width.
  const loadedUploads = () =>
    anonymous.evaluate(
      () =>
        [...document.querySelectorAll('main img')].filter(
          (img) => decodeURIComponent((img as HTMLImageElement).currentSrc).includes('/uploads/') && (img as HTMLImageElement).naturalWidth > 0,
        ).length,
    );
  await expect.poll(loadedUploads).toBeGreaterThan(0);
  await anonymous.close();
});
