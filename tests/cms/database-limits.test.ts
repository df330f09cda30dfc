import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');
const { DEFAULTS } = createRequire(path.join(cmsDir, 'package.json'))('./src/middlewares/bounded-queries.js') as { DEFAULTS: { joins: number } };

type Outcome = 'ran' | { code: string | null; message: string; outOfTime: boolean; tooLarge: boolean };
type Limits = { client: 'postgres'; statementTimeout: string; cancelled: Outcome } | { client: 'sqlite'; joins: Record<'64' | '65', Outcome> };

/** database-limits.mjs in a Strapi of its own on the suite's database, with `env` over the cms's environment. */
function limitsOf(env: Record<string, string>, ...args: string[]): Promise<Limits> {
  return new Promise((resolve, reject) => {
    execFile(
      'node',
      [path.join(import.meta.dirname, 'database-limits.mjs'), ...args],
      { cwd: cmsDir, env: { ...process.env, ...inject('cmsEnv'), ...env }, encoding: 'utf8' },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as Limits)),
    );
  });
}

// The suite runs on each database (CMS_TEST_DATABASE); each has its own bound on one statement.
const postgres = process.env.CMS_TEST_DATABASE === 'postgres';

describe('one statement', () => {
  it(
    postgres
      ? 'ends on PostgreSQL after DATABASE_STATEMENT_TIMEOUT_MS, read by the content API as out of time (a 503)'
      : "stays on SQLite, which has no statement timeout, within its 64 tables, the content API's limits included",
    async () => {
      const limits = await limitsOf({ DATABASE_STATEMENT_TIMEOUT_MS: '1500' }, '5');
      if (limits.client === 'postgres') {
        expect(postgres).toBe(true);
        expect(limits.statementTimeout).toBe('1500ms');
        expect(limits.cancelled).toMatchObject({ code: '57014', outOfTime: true, tooLarge: false });
      } else {
        expect(postgres).toBe(false);
        expect(limits.joins['64']).toBe('ran');
        expect(limits.joins['65']).toMatchObject({ tooLarge: true, outOfTime: false });
        // Each relation or component crossed is two tables; with the main table and a populate's own link.
        expect(1 + 2 * DEFAULTS.joins + 2).toBeLessThanOrEqual(64);
      }
    },
  );
});
