import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');

/** Starts the cms with some variables changed; its stderr lines (it must not start). */
function refusedWith(change: Record<string, string>) {
  // An empty value is not overridden by a local cms/.env, so this works on any machine.
  const run = spawnSync('node', [path.join(cmsDir, 'scripts', 'strapi.js'), 'start'], {
    cwd: cmsDir,
    env: { ...process.env, ...inject('cmsEnv'), PORT: '0', ...change },
    encoding: 'utf8',
    // A limit for a boot that hangs (it must refuse before it listens, on whatever port), not a
    // measure: a boot on an empty database takes minutes on a loaded machine.
    timeout: 540_000,
  });
  expect(run.status).not.toBe(0);
  return run.stderr.trim().split('\n');
}

describe('cms environment', () => {
  it('refuses to start with one line naming a missing variable', () => {
    expect(refusedWith({ JWT_SECRET: '' })).toContain('cms: invalid environment: JWT_SECRET is missing (see cms/.env.example)');
  });

  it('refuses to start without the secret that lets the site forward visitors’ addresses', () => {
    expect(refusedWith({ VISITOR_FORWARD_SECRET: '' })).toContain('cms: invalid environment: VISITOR_FORWARD_SECRET is missing (see cms/.env.example)');
  });

  it('refuses an hourly budget of sample-order mails that is not a positive whole number', () => {
    expect(refusedWith({ SAMPLE_CONFIRMATION_MAILS_PER_HOUR: '0' })).toContain(
      'cms: invalid environment: SAMPLE_CONFIRMATION_MAILS_PER_HOUR must be a positive whole number, got "0" (see cms/.env.example)',
    );
  });

  it('refuses a first administrator’s password that breaks the rules, and says which', () => {
    expect(refusedWith({ ADMIN_PASSWORD: 'kort1' })).toContain(
      'cms: invalid environment: ADMIN_PASSWORD must have at least 10 characters, a lowercase letter, an uppercase letter and a digit (see cms/.env.example)',
    );
  });
});
