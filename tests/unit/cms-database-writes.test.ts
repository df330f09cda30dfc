// The browser tests move recorded times into the past by writing to the test cms's SQLite file
// beside the running cms (tests/support/cms-database.ts). Such a write must never fail one of
// the cms's own: here a second connection stands for the cms, in a transaction that has read
// and is about to write, as a sign-up is while it hashes the password.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ageResetLink } from '../support/cms-database';

interface Connection {
  exec(sql: string): void;
  prepare(sql: string): { run(...values: unknown[]): unknown; pluck(): { get(...values: unknown[]): unknown } };
  close(): void;
}
const Sqlite = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'))('better-sqlite3') as new (file: string) => Connection;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("waits for the cms's transaction instead of failing its write, then writes", async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ytb-cms-db-'));
  const file = path.join(dir, 'cms.db');
  const cms = new Sqlite(file);
  cms.exec('CREATE TABLE up_users (email TEXT, reset_password_token TEXT, reset_password_issued_at INTEGER)');
  cms.prepare('INSERT INTO up_users VALUES (?, ?, ?)').run('ada@example.com', 'code', 10_000_000);

  // The cms has read in a transaction of its own; the test's write comes meanwhile.
  cms.exec('BEGIN');
  expect(cms.prepare('SELECT COUNT(*) FROM up_users').pluck().get()).toBe(1);
  const aged = ageResetLink({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file }, 'ada@example.com', 3_600_000);

  // The cms's own write in that transaction goes through, and so does its commit.
  cms.prepare('INSERT INTO up_users VALUES (?, ?, ?)').run('bo@example.com', null, null);
  cms.exec('COMMIT');

  await aged;
  expect(cms.prepare('SELECT COUNT(*) FROM up_users').pluck().get()).toBe(2);
  expect(cms.prepare('SELECT reset_password_issued_at FROM up_users WHERE email = ?').pluck().get('ada@example.com')).toBe(6_400_000);
  cms.close();
});
