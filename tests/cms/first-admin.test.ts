import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { emptyDatabase } from '../support/cms-database';
import { TEST_ADMIN } from '../support/cms-server.mjs';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');

const admin = (route: string, init: RequestInit = {}) =>
  fetch(`${inject('cmsUrl')}/admin${route}`, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });

describe('the first administrator', () => {
  it('exists from the first boot, so nobody can register one', async () => {
    const init = await admin('/init');
    expect(init.status).toBe(200);
    expect((await init.json()).data.hasAdmin).toBe(true);

    const stranger = { firstname: 'Mallory', email: 'mallory@example.com', password: 'Mallory-Passw0rd!' };
    const registered = await admin('/register-admin', { method: 'POST', body: JSON.stringify(stranger) });
    expect(registered.status).toBe(400);
    const body = await registered.json();
    expect(body.data ?? null).toBeNull();
    expect(body.error.message).toBe('You cannot register a new super admin');
    const login = await admin('/login', { method: 'POST', body: JSON.stringify({ email: stranger.email, password: stranger.password }) });
    expect(login.status).toBe(400);
  });

  it('is the one ADMIN_EMAIL and ADMIN_PASSWORD name, a super admin', async () => {
    const login = await admin('/login', { method: 'POST', body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }) });
    expect(login.status).toBe(200);
    const { token } = (await login.json()).data as { token: string };
    const me = await admin('/users/me', { headers: { Authorization: `Bearer ${token}` } });
    expect((await me.json()).data).toMatchObject({ email: TEST_ADMIN.email, isActive: true, roles: [{ code: 'strapi-super-admin' }] });
  });

  it('refuses to boot on an empty database without ADMIN_EMAIL and ADMIN_PASSWORD, with one line', async () => {
    const database = await emptyDatabase(inject('cmsEnv'));
    try {
      // Empty values are not overridden by a local cms/.env, so this works on any machine.
      const run = spawnSync('node', [path.join(cmsDir, 'scripts', 'strapi.js'), 'start'], {
        cwd: cmsDir,
        env: { ...process.env, ...inject('cmsEnv'), ...database.env, PORT: '0', SEED_ON_EMPTY: 'false', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
        encoding: 'utf8',
        // A limit for a boot that hangs (it must refuse before it listens, on whatever port), not a
        // measure: a boot on an empty database takes minutes on a loaded machine.
        timeout: 540_000,
      });
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr.trim().split('\n')).toContain(
        'cms: the database has no administrator yet: set ADMIN_EMAIL and ADMIN_PASSWORD (see cms/.env.example); the first administrator is created from them at boot',
      );
    } finally {
      await database.drop();
    }
  });
});
