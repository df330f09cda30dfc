import type { TestProject } from 'vitest/node';
import { startTestCms } from '../support/cms-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    cmsToken: string;
    cmsEnv: Record<string, string>;
  }
}

export default async function setup(project: TestProject) {
  const cms = await startTestCms({ port: Number(process.env.TEST_CMS_PORT ?? 1347) });
  project.provide('cmsUrl', cms.url);
  project.provide('cmsToken', cms.token);
  project.provide('cmsEnv', cms.env);
  return () => cms.stop();
}
