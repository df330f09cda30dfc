// Part of `npm run bench:accounts`: what the cms's session check costs each signed-in
// request (cms/src/extensions/users-permissions/open-sessions.js). Boots the cms in this process on a fresh,
// unseeded SQLite file and verifies one access token many times, with the plugin's own jwt
// service (signature only) and with the cms's (signature and session), in turns: with an
// almost empty session table, with 100,000 older sessions, and with those but without the
// index on the session id. A measurement, not a test.
import '../../scripts/lib/runtime.mjs';
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { testCmsEnv } from '../../tests/support/cms-server.mjs';
import { printTable } from './lib/report.mjs';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');
const require = createRequire(path.join(cmsDir, 'package.json'));
const database = `.tmp/session-check-${process.pid}.db`;
const CALLS = 300;
const TURNS = 9;
const OLD_SESSIONS = 100_000;

Object.assign(process.env, testCmsEnv({ port: 1451, token: randomBytes(32).toString('hex'), database }), { SEED_ON_EMPTY: 'false', CRON_ENABLED: 'false' });
process.chdir(cmsDir);
const { createStrapi } = require('@strapi/strapi');
const app = await createStrapi({ appDir: cmsDir }).load();
app.log.level = 'error';
try {
  await measure();
} finally {
  await app.destroy();
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path.join(cmsDir, database + suffix), { force: true });
}

async function measure() {
  const role = await app.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const user = await app
    .plugin('users-permissions')
    .service('user')
    .add({ username: 'sessioncost', email: 'session-cost@example.com', password: 'Grå-ekparkett-42', provider: 'local', confirmed: true, role: role.id });
  const sessions = app.sessionManager('users-permissions');
  /** A fresh sign-in: its session is the newest row, as a visitor's live session is. */
  const signIn = async () => (await sessions.generateAccessToken((await sessions.generateRefreshToken(String(user.id))).token)).token;
  const withCheck = app.plugin('users-permissions').service('jwt');
  // The plugin's service as shipped, from its own file: what every request paid before.
  const shipped = require(path.join(cmsDir, 'node_modules/@strapi/plugin-users-permissions/dist/server/services/jwt.js')).__require()({ strapi: app });
  const knex = app.db.connection;

  const rows = [['session table', 'signature only: µs', 'with session check: µs', 'the check: µs']];
  async function compare(label) {
    const token = await signIn();
    const perCall = async (service) => {
      const started = performance.now();
      for (let i = 0; i < CALLS; i++) await service.verify(token);
      return ((performance.now() - started) / CALLS) * 1000;
    };
    await perCall(shipped); // warm-up
    await perCall(withCheck);
    const before = [];
    const after = [];
    for (let turn = 0; turn < TURNS; turn++) {
      before.push(await perCall(shipped));
      after.push(await perCall(withCheck));
    }
    const [a, b] = [median(before), median(after)];
    rows.push([label, a.toFixed(0), b.toFixed(0), (b - a).toFixed(0)]);
  }

  await compare('1 session');
  const now = Date.now();
  const old = Array.from({ length: OLD_SESSIONS }, (_, i) => ({
    document_id: randomBytes(12).toString('hex'),
    user_id: String(1000 + (i % 500)),
    session_id: randomBytes(16).toString('hex'),
    child_id: randomBytes(16).toString('hex'),
    device_id: randomUUID(),
    origin: 'users-permissions',
    expires_at: now + 1e9,
    absolute_expires_at: now + 2e9,
    status: 'rotated',
    type: 'refresh',
    created_at: now,
    updated_at: now,
  }));
  await knex.batchInsert('strapi_sessions', old, 500);
  await compare(`${OLD_SESSIONS.toLocaleString('en')} older sessions`);
  await knex.raw('DROP INDEX strapi_sessions_session_id_idx');
  await compare(`${OLD_SESSIONS.toLocaleString('en')} older sessions, no index`);

  console.log(`\nVerifying an access token (${CALLS} calls × ${TURNS} turns each, medians per call):\n`);
  printTable(rows);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
