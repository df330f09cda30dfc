import type { TestProject } from 'vitest/node';
import { startMailCatcher, startTestCms } from '../support/cms-server.mjs';
import { TEST_PORT_OFFSET } from '../support/ports';
import { TEST_PROXY_ADDRESS } from './loopback';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    cmsToken: string;
    cmsEnv: Record<string, string>;
    mailUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // The catcher first: the cms mails contact messages from its first request on.
  const mail = await startMailCatcher({
    smtpPort: Number(process.env.TEST_SMTP_PORT ?? 1365 + TEST_PORT_OFFSET),
    webPort: Number(process.env.TEST_MAIL_WEB_PORT ?? 1366 + TEST_PORT_OFFSET),
  });
  try {
    const cms = await startTestCms({
      port: Number(process.env.TEST_CMS_PORT ?? 1347 + TEST_PORT_OFFSET),
      smtpPort: mail.smtpPort,
      // A reverse proxy in front of the cms, played by tests/cms/visitor-address.test.ts.
      extraEnv: { TRUSTED_PROXY_ADDRESSES: TEST_PROXY_ADDRESS },
    });
    project.provide('cmsUrl', cms.url);
    project.provide('cmsToken', cms.token);
    project.provide('cmsEnv', cms.env);
    project.provide('mailUrl', mail.url);
    return async () => {
      await cms.stop();
      await mail.stop();
    };
  } catch (error) {
    await mail.stop();
    throw error;
  }
}
