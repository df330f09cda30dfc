import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');

describe('cms environment', () => {
  it('refuses to start with one line naming a missing variable', () => {
    // An empty value is not overridden by a local cms/.env, so this works on any machine.
    const run = spawnSync('node', [path.join(cmsDir, 'scripts', 'strapi.js'), 'start'], {
      cwd: cmsDir,
      env: { ...process.env, ...inject('cmsEnv'), PORT: '1399', JWT_SECRET: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toContain('cms: invalid environment: JWT_SECRET is missing (see cms/.env.example)');
  });
});
