// A throw-away PostgreSQL for the tests, from Debian's postgresql package: initdb into a
// temporary directory, pg_ctl on a loopback port, never the machine's own service. As root it
// runs as the package's `postgres` user (PostgreSQL refuses root). Speed over durability:
// nothing here outlives the run.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBin, POSTGRES_INSTALL_HINT } from '../../scripts/lib/postgres.mjs';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');
// The cms's own driver, so the tests speak to PostgreSQL as the cms does.
const { Client } = createRequire(path.join(cmsDir, 'package.json'))('pg');

const USER = 'ytbanken';

function run(bin, program, args, { asUser }) {
  const [command, fullArgs] = asUser ? ['runuser', ['-u', asUser, '--', path.join(bin, program), ...args]] : [path.join(bin, program), args];
  // A limit for a hang, not a measure: npm test runs the cms suites below the browser tests'
  // priority, and an initdb beside a build took over a minute.
  const result = spawnSync(command, fullArgs, { encoding: 'utf8', timeout: 600_000 });
  if (result.status !== 0) throw new Error(`${program} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
}

/**
 * `keepIn`: a directory whose cluster outlives the run (the bench's reused catalogue): created
 * there on the first start, started again from it later, and left in place at stop.
 */
export async function startPostgres(port, { keepIn } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error(`The cms tests run on PostgreSQL too and need its server programs: ${POSTGRES_INSTALL_HINT}`);
  const asUser = process.getuid?.() === 0 ? 'postgres' : null;
  const dir = keepIn ?? mkdtempSync(path.join(os.tmpdir(), 'ytb-test-pg-'));
  if (keepIn) mkdirSync(keepIn, { recursive: true });
  if (asUser) {
    const { uid, gid } = userIds(asUser);
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const remove = () => {
    if (!keepIn) rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (!keepIn || !existsSync(path.join(data, 'PG_VERSION'))) {
      run(bin, 'initdb', ['-D', data, '-U', USER, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'], { asUser });
    }
    const options = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${dir}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    run(bin, 'pg_ctl', ['start', '-w', '-t', '600', '-D', data, '-l', path.join(dir, 'server.log'), '-o', options], { asUser });
  } catch (error) {
    remove();
    throw new Error(`${error.message}\n(is port ${port} taken?)`);
  }

  const url = (database) => `postgres://${USER}@127.0.0.1:${port}/${database}`;
  return {
    /** A new empty database; its DATABASE_URL. */
    async createDatabase(name) {
      await postgresQuery(url('postgres'), `CREATE DATABASE "${name}"`);
      return url(name);
    },
    /** The database's DATABASE_URL if it exists, else null. */
    async existingDatabase(name) {
      const { rowCount } = await postgresQuery(url('postgres'), 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      return rowCount ? url(name) : null;
    },
    async stop() {
      try {
        run(bin, 'pg_ctl', ['stop', '-m', 'fast', '-w', '-D', data], { asUser });
      } finally {
        remove();
      }
    },
  };
}

/** One statement on a connection of its own, closed afterwards. */
export async function postgresQuery(url, sql, values = []) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

function userIds(name) {
  const id = (flag) => Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error(`PostgreSQL will not run as root and there is no "${name}" user to run it as`);
  return { uid, gid: id('-g') };
}
