import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, inject } from 'vitest';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');

/** Runs one step of strapi-script.mjs in its own Strapi process on the test cms's database. */
export function script<T>(...args: string[]): T {
  const run = spawnSync('node', [path.join(import.meta.dirname, 'strapi-script.mjs'), ...args], {
    cwd: cmsDir,
    env: { ...process.env, ...inject('cmsEnv') },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as T;
}

/**
 * script(), without blocking this process while the step runs: a long step (a whole catalogue
 * answered both ways) otherwise leaves the HTTP client's kept-alive connections, which the
 * cms closes when idle, looking open to the next request, which fails on them.
 */
export function scriptInBackground<T>(...args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    execFile(
      'node',
      [path.join(import.meta.dirname, 'strapi-script.mjs'), ...args],
      { cwd: cmsDir, env: { ...process.env, ...inject('cmsEnv') }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as T)),
    );
  });
}

/** npm run seed:catalogue against the test cms's database; its stderr (the progress lines). */
export function generateCatalogue(...args: string[]): string {
  const run = spawnSync('node', ['scripts/seed-catalogue.js', ...args], { cwd: cmsDir, env: { ...process.env, ...inject('cmsEnv') }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stderr;
}

/** npm run import:epd against the test cms's database: its exit code, its JSON answer and its stderr. */
export function importEpd(
  ...files: string[]
): Promise<{ code: number; answer: { created: number; updated: number; refusals: { file: string; reason: string }[] }; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'node',
      ['scripts/import-epd.js', ...files],
      { cwd: cmsDir, env: { ...process.env, ...inject('cmsEnv') }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, answer: JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null'), stderr }),
    );
  });
}
