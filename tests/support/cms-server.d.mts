export function testCmsEnv(options: { port: number; token: string; database: string; smtpPort?: number }): Record<string, string>;
export function startTestCms(options: { port: number; token?: string; smtpPort?: number; quiet?: boolean }): Promise<{
  url: string;
  token: string;
  env: Record<string, string>;
  databaseFile: string;
  stop(): Promise<void>;
}>;
