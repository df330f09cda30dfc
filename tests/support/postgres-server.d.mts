export function startPostgres(port: number): Promise<{
  /** A new empty database; its DATABASE_URL. */
  createDatabase(name: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}>;
