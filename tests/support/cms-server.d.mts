export const TEST_ADMIN: { email: string; password: string };
export const TEST_PRODUCER: { email: string; password: string };
export function testCmsEnv(options: {
  port: number;
  token: string;
  visitorForwardSecret?: string;
  database?: string;
  databaseUrl?: string;
  smtpPort?: number;
  siteUrl?: string;
  revalidateSecret?: string;
  previewSecret?: string;
  extraEnv?: Record<string, string>;
}): Record<string, string>;
export function startTestCms(options: {
  port: number;
  token?: string;
  visitorForwardSecret?: string;
  smtpPort?: number;
  siteUrl?: string;
  revalidateSecret?: string;
  previewSecret?: string;
  extraEnv?: Record<string, string>;
  quiet?: boolean;
  /** The SQLite file, relative to cms/ (a new one per process unless given; deleted at stop). */
  database?: string;
  /** An empty PostgreSQL database to run on instead of SQLite. */
  databaseUrl?: string;
  /** npm run seed:catalogue's arguments: a generated catalogue written beside the demo before the cms starts. */
  catalogue?: string[];
  /** Leave the SQLite file in place at stop (the bench's reused catalogue). */
  keepDatabase?: boolean;
}): Promise<{
  url: string;
  token: string;
  env: Record<string, string>;
  /** The cms's process (and process group) id. */
  pid: number;
  /** The SQLite file, or null on PostgreSQL. */
  databaseFile: string | null;
  stop(): Promise<void>;
}>;
/** Under npm test (SEEDED_SQLITE_TEMPLATE), a new SQLite file (relative to cms/) as a copy of the run's seeded demo; otherwise nothing. */
export function copySeededTemplate(database: string, env: Record<string, string>, template?: string): Promise<void>;
/** Waits for npm test's seeded demo, or seeds it when nobody does; `held`: the caller took its lock. */
export function seedTemplate(template: string, env: Record<string, string>, options?: { held?: boolean }): Promise<void>;
/** Deletes a test SQLite database (relative to cms/) with its journal files. */
export function removeSqlite(database: string): void;
export function startMailCatcher(options: { smtpPort: number; webPort: number }): Promise<{
  url: string;
  smtpPort: number;
  stop(): Promise<void>;
}>;
