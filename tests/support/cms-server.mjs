// A real Strapi for the tests: the project's cms on a throw-away SQLite file, seeded with
// the demo content on first boot, on its own port, with fresh random secrets.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { cmsSecrets } from '../../scripts/env-files.mjs';
import { startService, waitForHttp } from '../../scripts/lib/services.mjs';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');

export function testCmsEnv({ port, token, database, smtpPort = 1025 }) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...cmsSecrets(),
    SITE_API_TOKEN: token,
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: database,
    SERVE_ADMIN_PANEL: 'false',
    SEED_ON_EMPTY: 'true',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_IGNORE_TLS: 'true',
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
}

export async function startTestCms({ port, token = randomBytes(32).toString('hex'), smtpPort, quiet = true }) {
  const database = `.tmp/test-${port}-${process.pid}.db`;
  const env = testCmsEnv({ port, token, database, smtpPort });
  const child = startService('test-cms', 'node', [path.join(cmsDir, 'scripts', 'strapi.js'), 'start'], {
    cwd: cmsDir,
    env,
    quiet,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/_health`, { child, name: 'test cms', timeoutMs: 180_000 });
  return {
    url,
    token,
    env,
    databaseFile: path.join(cmsDir, database),
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
      await Promise.race([child.exited, new Promise((r) => setTimeout(r, 10_000))]);
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path.join(cmsDir, database + suffix), { force: true });
    },
  };
}
