import { spawnSync } from 'node:child_process';
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

/** npm run seed:catalogue against the test cms's database; its stderr (the progress lines). */
export function generateCatalogue(...args: string[]): string {
  const run = spawnSync('node', ['scripts/seed-catalogue.js', ...args], { cwd: cmsDir, env: { ...process.env, ...inject('cmsEnv') }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return run.stderr;
}
