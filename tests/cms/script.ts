import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, inject } from 'vitest';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');

const client = path.join(import.meta.dirname, 'script-client.mjs');
const fresh = path.join(import.meta.dirname, 'strapi-script.mjs');

const stepEnv = () => ({ ...process.env, ...inject('cmsEnv'), SCRIPT_RUNNER_SOCKET: inject('scriptRunnerSocket') });
const lastLine = <T>(stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!) as T;

/**
 * Runs one step of strapi-script.mjs in the suite's script runner: the Strapi it loaded once,
 * on the test cms's database. A step takes moments, so this may block the test's process.
 */
export function script<T>(...args: string[]): T {
  const run = spawnSync('node', [client, ...args], { cwd: cmsDir, env: stepEnv(), encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return lastLine<T>(run.stdout);
}

/**
 * A step run without blocking this process while it runs: a long one (a boot, a whole
 * catalogue answered both ways) otherwise leaves the HTTP client's kept-alive connections,
 * which the cms closes when idle, looking open to the next request, which fails on them.
 */
function inBackground<T>(file: string, args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    execFile('node', [file, ...args], { cwd: cmsDir, env: stepEnv(), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(lastLine<T>(stdout)),
    );
  });
}

/** script(), without blocking: for a long step. */
export const scriptInBackground = <T>(...args: string[]) => inBackground<T>(client, args);

/**
 * Runs one step of strapi-script.mjs in a Strapi of its own, which boots on the test cms's
 * database first, as a restart of the cms would: for a test of what the bootstrap does.
 */
export const scriptAfterBoot = <T>(...args: string[]) => inBackground<T>(fresh, args);

/** What npm run seed:catalogue does against the test cms's database, in the script runner; the lines it tells. */
export function generateCatalogue(...args: string[]): string {
  return script<string[]>('catalogue', ...args).join('\n');
}

type EpdImport = { created: number; updated: number; refusals: { file: string; code: string; params: Record<string, unknown>; reason: string }[] };

/** What npm run import:epd does, in the script runner: its answer and the lines it tells. */
export const importEpdInRunner = (...files: string[]) => scriptInBackground<EpdImport & { lines: string[] }>('import-epd', ...files);

/** npm run import:epd against the test cms's database, a Strapi of its own: its exit code, its JSON answer and its stderr. */
export function importEpd(...files: string[]): Promise<{ code: number; answer: EpdImport; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'node',
      ['scripts/import-epd.js', ...files],
      { cwd: cmsDir, env: { ...process.env, ...inject('cmsEnv') }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, answer: JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null'), stderr }),
    );
  });
}
