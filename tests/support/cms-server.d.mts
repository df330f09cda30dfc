export const TEST_ADMIN: { email: string; password: string };
export function testCmsEnv(options: {
  port: number;
  token: string;
  visitorForwardSecret?: string;
  database: string;
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
}): Promise<{
  url: string;
  token: string;
  env: Record<string, string>;
  databaseFile: string;
  stop(): Promise<void>;
}>;
export function startMailCatcher(options: { smtpPort: number; webPort: number }): Promise<{
  url: string;
  smtpPort: number;
  stop(): Promise<void>;
}>;
