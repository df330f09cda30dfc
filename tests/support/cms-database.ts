import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { removeSqlite } from './cms-server.mjs';
import { postgresQuery } from './postgres-server.mjs';

/**
 * A test cms's database, opened beside the running cms with the cms's own drivers, for what no
 * API may do: moving a recorded time into the past, or starting over on an empty database.
 * Which database is read from the cms's environment: DATABASE_CLIENT with DATABASE_FILENAME
 * (SQLite, relative to cms/) or DATABASE_URL (PostgreSQL).
 */
type CmsDatabaseEnv = Record<string, string | undefined>;

interface Sqlite {
  prepare(sql: string): { run(...values: unknown[]): { changes: number }; pluck(): { get(...values: unknown[]): unknown } };
  exec(sql: string): void;
  readonly inTransaction: boolean;
  close(): void;
}
const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');
const Sqlite = createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3') as new (file: string, options?: { timeout?: number }) => Sqlite;

const onPostgres = (env: CmsDatabaseEnv) => env.DATABASE_CLIENT === 'postgres';

/** Runs one statement on the cms's database: an update's changed rows, or a query's first value. */
async function run(env: CmsDatabaseEnv, sql: { sqlite: string; postgres: string }, values: unknown[], answer: 'changes' | 'value') {
  if (onPostgres(env)) {
    const result = await postgresQuery(env.DATABASE_URL!, sql.postgres, values);
    return answer === 'changes' ? (result.rowCount ?? 0) : Object.values(result.rows[0] ?? {})[0];
  }
  const file = path.resolve(cmsDir, env.DATABASE_FILENAME!);
  if (answer === 'value') {
    const db = new Sqlite(file);
    try {
      return db
        .prepare(sql.sqlite)
        .pluck()
        .get(...values);
    } finally {
      db.close();
    }
  }
  return writeBesideCms(file, sql.sqlite, values);
}

const busy = (error: unknown) => String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY');

/**
 * Writes to the SQLite file of a running cms without failing the cms's own writes. A second
 * connection that takes the write lock, and then waits for the cms's readers to finish, is a
 * deadlock when one of them is a transaction of the cms about to write (a sign-up hashing its
 * password between its read and its insert): SQLite breaks it by failing the cms's write at once
 * ("database is locked"), and another test's sign-up or save failed for no fault of the site.
 * So this never waits holding the lock: it takes it, writes and commits only if no reader is
 * there at that moment, and otherwise lets go and tries again a moment later.
 */
async function writeBesideCms(file: string, sql: string, values: unknown[]) {
  const db = new Sqlite(file, { timeout: 0 });
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      try {
        db.exec('BEGIN IMMEDIATE');
        const { changes } = db.prepare(sql).run(...values);
        db.exec('COMMIT');
        return changes;
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        if (!busy(error) || Date.now() > deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
    }
  } finally {
    db.close();
  }
}

/** How many published entries of a collection's table are in a locale, read from the database itself. */
export async function publishedRows(env: CmsDatabaseEnv, table: string, locale: string) {
  const sql = `SELECT COUNT(*) FROM "${table}" WHERE published_at IS NOT NULL AND locale = `;
  return Number(await run(env, { sqlite: `${sql}?`, postgres: `${sql}$1` }, [locale], 'value'));
}

/** Makes the user's current reset link as old as if it had been mailed `ms` earlier. */
export async function ageResetLink(env: CmsDatabaseEnv, email: string, ms: number) {
  const changes = await run(
    env,
    {
      // SQLite keeps Strapi's datetimes as milliseconds, PostgreSQL as timestamps.
      sqlite: 'UPDATE up_users SET reset_password_issued_at = reset_password_issued_at - ? WHERE email = ? AND reset_password_token IS NOT NULL',
      postgres:
        "UPDATE up_users SET reset_password_issued_at = reset_password_issued_at - $1 * interval '1 millisecond' WHERE email = $2 AND reset_password_token IS NOT NULL",
    },
    [ms, email],
    'changes',
  );
  if (changes !== 1) throw new Error(`no reset link for ${email}`);
}

/** Makes the sample orders to `email` as old as if they had been placed, and their confirmation links sent, `ms` earlier. */
export async function ageSampleOrders(env: CmsDatabaseEnv, email: string, ms: number) {
  const changes = await run(
    env,
    {
      sqlite: 'UPDATE sample_orders SET created_at = created_at - ?, confirmation_sent_at = confirmation_sent_at - ? WHERE email = ?',
      postgres:
        "UPDATE sample_orders SET created_at = created_at - $1 * interval '1 millisecond', confirmation_sent_at = confirmation_sent_at - $2 * interval '1 millisecond' WHERE email = $3",
    },
    [ms, ms, email],
    'changes',
  );
  if (changes === 0) throw new Error(`no sample order to ${email}`);
}

/**
 * When PostgreSQL's planner statistics of each of these tables were last renewed by an ANALYZE
 * statement (autovacuum's own runs are kept apart), by table name; null for never.
 */
export async function analysedAt(env: CmsDatabaseEnv, tables: string[]): Promise<Record<string, Date | null>> {
  if (!onPostgres(env)) throw new Error('only PostgreSQL keeps statistics of the catalogue tables');
  const { rows } = await postgresQuery(env.DATABASE_URL!, 'SELECT relname, last_analyze FROM pg_stat_user_tables WHERE relname = ANY($1)', [tables]);
  const at = Object.fromEntries((rows as { relname: string; last_analyze: Date | null }[]).map((row) => [row.relname, row.last_analyze]));
  return Object.fromEntries(tables.map((table) => [table, at[table] ?? null]));
}

/**
 * An empty database of the same kind as the cms's: the environment a second cms needs to start
 * on it, and `drop` to remove it afterwards.
 */
export async function emptyDatabase(env: CmsDatabaseEnv) {
  const name = `empty_${randomBytes(4).toString('hex')}`;
  if (onPostgres(env)) {
    const on = (database: string) => Object.assign(new URL(env.DATABASE_URL!), { pathname: `/${database}` }).href;
    await postgresQuery(on('postgres'), `CREATE DATABASE ${name}`);
    return { env: { DATABASE_URL: on(name) }, drop: async () => void (await postgresQuery(on('postgres'), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
  }
  const file = `.tmp/test-${name}.db`;
  return { env: { DATABASE_FILENAME: file }, drop: async () => removeSqlite(file) };
}
