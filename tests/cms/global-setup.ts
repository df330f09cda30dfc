import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startService } from '../../scripts/lib/services.mjs';
import { CmsEditor } from '../support/cms-editor.mjs';
import { startMailCatcher, startTestCms } from '../support/cms-server.mjs';
import { cmsSuitePorts } from '../support/ports';
import { startPostgres } from '../support/postgres-server.mjs';
import { TEST_PROXY_ADDRESS } from './loopback';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    cmsToken: string;
    cmsAdminToken: string;
    cmsEnv: Record<string, string>;
    mailUrl: string;
    scriptRunnerSocket: string;
  }
}

/**
 * The suite's script runner (script-runner.mjs) on the cms's database, once it answers: its
 * socket sits in a folder of this user's alone (mkdtemp makes it 0700), as nothing else may run steps.
 */
async function startScriptRunner(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ytb-scripts-'));
  const socket = path.join(dir, 'runner.sock');
  const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');
  const child = startService('script-runner', 'node', [path.join(import.meta.dirname, 'script-runner.mjs')], {
    cwd: cmsDir,
    env: { ...env, SCRIPT_RUNNER_SOCKET: socket },
    quiet: false,
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.split('\n').includes('ready')) resolve();
    });
    void child.exited.then(({ code, signal }) => reject(new Error(`script runner exited with ${signal ?? `code ${code}`}`)));
  });
  return {
    socket,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already stopped
      }
      await Promise.race([child.exited, new Promise((r) => setTimeout(r, 10_000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Which database the suite's cms runs on: `npm test` runs the suite once on each. */
function testDatabase(value = 'sqlite') {
  if (value !== 'sqlite' && value !== 'postgres') throw new Error(`CMS_TEST_DATABASE must be "sqlite" or "postgres", not "${value}"`);
  return value;
}

export default async function setup(project: TestProject) {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const database = testDatabase(process.env.CMS_TEST_DATABASE);
    const ports = cmsSuitePorts(database);
    let databaseUrl: string | undefined;
    if (database === 'postgres') {
      // A PostgreSQL of its own on a loopback port, from Debian's package, gone after the run.
      const postgres = await startPostgres(ports.postgresPort);
      stops.push(postgres.stop);
      databaseUrl = await postgres.createDatabase('ytbanken_test');
    }
    // The catcher before the cms: the cms mails contact messages from its first request on.
    const mail = await startMailCatcher({ smtpPort: ports.smtpPort, webPort: ports.mailWebPort });
    stops.push(mail.stop);
    const cms = await startTestCms({
      port: ports.cmsPort,
      smtpPort: mail.smtpPort,
      databaseUrl,
      // A reverse proxy in front of the cms, played by tests/cms/visitor-address.test.ts. No
      // scheduled tasks: the tests run the cron task themselves, at the time they say
      // (strapi-script.mjs sample-mails); one the clock fired in between would mail too. Search
      // synonyms a script edits reach no lifecycle of the cms's process: it reads them again
      // after a second, as another instance would after its minute (cms/src/search/synonyms.js).
      extraEnv: { TRUSTED_PROXY_ADDRESSES: TEST_PROXY_ADDRESS, CRON_ENABLED: 'false', SEARCH_SYNONYMS_MAX_AGE_MS: '1000' },
    });
    stops.push(cms.stop);
    const runner = await startScriptRunner(cms.env);
    stops.push(runner.stop);
    project.provide('cmsUrl', cms.url);
    project.provide('cmsToken', cms.token);
    // One admin sign-in for the whole suite: each file runs in a process of its own, and the
    // admin login lets an address sign in 5 times in 5 minutes.
    project.provide('cmsAdminToken', (await new CmsEditor(cms.url).signIn()).token!);
    project.provide('cmsEnv', cms.env);
    project.provide('mailUrl', mail.url);
    project.provide('scriptRunnerSocket', runner.socket);
    return stopAll;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
