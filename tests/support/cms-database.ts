import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A test cms's SQLite file, opened beside the running cms (SQLite takes the turns), for what
 * no API may do: moving a recorded time into the past. Uses the cms's own driver.
 */
interface Database {
  prepare(sql: string): { run(...values: unknown[]): { changes: number } };
  close(): void;
}
const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');
const Sqlite = createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3') as new (file: string) => Database;

/** A database file as the cms's DATABASE_FILENAME names it (relative to cms/). */
export const cmsDatabaseFile = (filename: string) => path.resolve(cmsDir, filename);

/** Makes the user's current reset link as old as if it had been mailed `ms` earlier. */
export function ageResetLink(databaseFile: string, email: string, ms: number) {
  const db = new Sqlite(databaseFile);
  try {
    const { changes } = db
      .prepare('UPDATE up_users SET reset_password_issued_at = reset_password_issued_at - ? WHERE email = ? AND reset_password_token IS NOT NULL')
      .run(ms, email);
    if (changes !== 1) throw new Error(`no reset link for ${email}`);
  } finally {
    db.close();
  }
}
