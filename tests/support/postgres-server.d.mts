export function startPostgres(port: number): Promise<{
  /** A new empty database; its DATABASE_URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}>;
/** One statement on a connection of its own, closed afterwards. */
export function postgresQuery(url: string, sql: string, values?: unknown[]): Promise<{ rowCount: number | null; rows: Record<string, unknown>[] }>;
