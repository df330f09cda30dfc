export function startPostgres(
  port: number,
  options?: { keepIn?: string },
): Promise<{
  /** A new empty database; its DATABASE_URL. */
  createDatabase(name: string): Promise<string>;
  /** The database's DATABASE_URL if it exists, else null. */
  existingDatabase(name: string): Promise<string | null>;
  stop(): Promise<void>;
}>;
/** One statement on a connection of its own, closed afterwards. */
export function postgresQuery(url: string, sql: string, values?: unknown[]): Promise<{ rowCount: number | null; rows: Record<string, unknown>[] }>;
