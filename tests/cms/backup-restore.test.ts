// npm run backup and npm run restore, as docs/operations.md tells a site owner to run them, against the
// suite's cms: people's records are made through the API, backed up, restored into a fresh
// database of the other kind (on SQLite the move in docs/operations.md to PostgreSQL, on PostgreSQL back to
// SQLite), and read back through a cms started on it: people's records and share links, and the
// catalogue's images it serves. Bad files are refused with the database left as it was. (What the
// site shows of a cms is the same whether or not it was restored: no browser test repeats this.)
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBackup, sealBackup } from '../../scripts/lib/backup-file.mjs';
import { CACHED_MODELS } from '../../scripts/lib/site-caches.mjs';
import { removeSqlite, startTestCms } from '../support/cms-server.mjs';
import { cmsSuitePorts } from '../support/ports';
import { postgresQuery, startPostgres } from '../support/postgres-server.mjs';
import { PASSWORD, signedInUser } from './accounts';
import { cms, forVisitor, newVisitor } from './api';

const root = path.resolve(import.meta.dirname, '..', '..');
const cmsDir = path.join(root, 'cms');
const KEY = randomBytes(24).toString('base64url');
const { restoredCmsPort: RESTORED_PORT, restorePostgresPort: OWN_POSTGRES_PORT } = cmsSuitePorts(process.env.CMS_TEST_DATABASE);

type Env = Record<string, string | undefined>;
type Row = { documentId: string; [key: string]: unknown };
type User = Awaited<ReturnType<typeof signedInUser>>;

const work = mkdtempSync(path.join(os.tmpdir(), 'ytb-backup-test-'));
const source = (): Env => inject('cmsEnv');
const sourceIsPostgres = () => source().DATABASE_CLIENT === 'postgres';

/**
 * Runs scripts/backup.mjs or scripts/restore.mjs on this Node with the cms's environment; not
 * synchronously, so that the webhook receiver below can answer the restore.
 */
function npmRun(script: 'backup' | 'restore', args: string[], env: Env) {
  return new Promise<{ status: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (status) => resolve({ status, output }));
  });
}

/** Every table of a database with its row count, but Strapi's own (admin users, tokens, store). */
async function tableCounts(env: Env): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  if (env.DATABASE_CLIENT === 'postgres') {
    const tables = (await postgresQuery(env.DATABASE_URL!, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).rows as { tablename: string }[];
    for (const { tablename } of tables) {
      if (/^(admin|strapi)_/.test(tablename)) continue;
      counts[tablename] = Number((await postgresQuery(env.DATABASE_URL!, `SELECT COUNT(*) AS n FROM "${tablename}"`)).rows[0]?.n);
    }
    return counts;
  }
  type Db = { prepare(sql: string): { all(): { name: string }[]; pluck(): { get(): unknown } }; close(): void };
  const Sqlite = createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3') as new (file: string, options?: object) => Db;
  const db = new Sqlite(path.resolve(cmsDir, env.DATABASE_FILENAME!), { readonly: true });
  try {
    for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all()) {
      // FTS5's own tables behind the search index (ytb_search_config, _content, _data, _docsize,
      // _idx) hold its internals, not rows, and PostgreSQL has none: the index's rows are counted
      // as ytb_search itself.
      if (/^(admin|strapi)_/.test(name) || name.includes('_fts') || /^ytb_search_(config|content|data|docsize|idx)$/.test(name)) continue;
      counts[name] = Number(db.prepare(`SELECT COUNT(*) FROM "${name}"`).pluck().get());
    }
  } finally {
    db.close();
  }
  return counts;
}

/** The names of the files a cms's database says are uploaded, resized formats included. */
async function uploadedFiles(env: Env): Promise<string[]> {
  const sql = 'SELECT url, formats FROM files';
  let rows: { url: string; formats: unknown }[];
  if (env.DATABASE_CLIENT === 'postgres') rows = (await postgresQuery(env.DATABASE_URL!, sql)).rows as typeof rows;
  else {
    type Db = { prepare(sql: string): { all(): { url: string; formats: unknown }[] }; close(): void };
    const Sqlite = createRequire(path.join(cmsDir, 'package.json'))('better-sqlite3') as new (file: string, options?: object) => Db;
    const db = new Sqlite(path.resolve(cmsDir, env.DATABASE_FILENAME!), { readonly: true });
    rows = db.prepare(sql).all();
    db.close();
  }
  return rows.flatMap(({ url, formats }) => {
    const parsed = (typeof formats === 'string' ? JSON.parse(formats) : formats) as Record<string, { url: string }> | null;
    return [url, ...Object.values(parsed ?? {}).map((format) => format.url)].map((each) => path.basename(each));
  });
}

/** A webhook receiver standing in for the site: the restore must empty its caches. */
let site: http.Server;
const revalidated: { uid: string; authorization: string | undefined }[] = [];
const REVALIDATE_SECRET = randomBytes(24).toString('hex');

let alice: User;
let bob: User;
let backupFile: string;
let before: Record<string, number>;
let shareToken: string;
const expected: Record<string, string[]> = {};
let uploads: string[];

const as = (user: User, p: string, init: RequestInit = {}) => cms(p, { ...init, token: user.jwt });
const post = async (user: User, p: string, data: unknown) => {
  const answer = await as(user, p, { method: 'POST', body: JSON.stringify({ data }) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Row;
};
const idsOf = (body: { data?: unknown }) => ((body.data as Row[]) ?? []).map((row) => row.documentId).sort();

beforeAll(async () => {
  site = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      revalidated.push({ uid: (JSON.parse(body) as { uid: string }).uid, authorization: request.headers.authorization });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"revalidated":[]}');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));

  // What people keep on the site: two users with materials and notes, projects, measurements,
  // a share link, a sample order and consent records.
  [alice, bob] = await Promise.all([signedInUser(), signedInUser()]);
  const surfaces = idsOf((await cms('/surfaces?locale=sv&fields[0]=name&pagination[pageSize]=3', { token: inject('cmsToken') })).body);
  const materials = [
    await post(alice, '/materials', { surface: surfaces[0], note: 'Ekparkett, oljad – till hallen' }),
    await post(alice, '/materials', { surface: surfaces[1] }),
    await post(bob, '/materials', { surface: surfaces[2], note: 'Bobs kakel' }),
  ];
  const project = await post(alice, '/projects', {
    name: 'Villa Ekbacken',
    description: 'Kök och hall i ljusa toner',
    location: 'Uppsala',
    status: 'ongoing',
    materials: materials.slice(0, 2).map((m) => m.documentId),
  });
  await post(alice, '/measurements', {
    surface: surfaces[0],
    project: project.documentId,
    labL: 61.2,
    labA: 12.1,
    labB: 32.6,
    gloss: 9,
    lrv: 29,
    note: 'Mätt i dagsljus',
    measuredAt: new Date().toISOString(),
  });
  shareToken = ((await post(alice, '/share-links', { project: project.documentId })) as unknown as { token: string }).token;
  const order = await cms('/sample-orders', {
    method: 'POST',
    token: alice.jwt,
    headers: forVisitor(newVisitor()),
    body: JSON.stringify({
      data: {
        name: 'Alice Arkitekt',
        email: alice.email,
        street: 'Storgatan 1',
        postalCode: '11122',
        city: 'Stockholm',
        country: 'SE',
        language: 'sv',
        surfaces: surfaces.slice(0, 2),
      },
    }),
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const consent = await cms('/consent-records', {
    method: 'POST',
    token: inject('cmsToken'),
    headers: forVisitor(newVisitor()),
    body: JSON.stringify({
      data: {
        consentId: randomBytes(8).toString('hex'),
        categories: ['necessary'],
        revision: 1,
        consentTimestamp: new Date().toISOString(),
        lastConsentTimestamp: new Date().toISOString(),
        language: 'sv',
      },
    }),
  });
  expect(consent.status).toBe(204);
  for (const kind of ['materials', 'projects', 'measurements', 'sample-orders']) expected[kind] = idsOf((await as(alice, `/${kind}`)).body);
  expected.bobsMaterials = idsOf((await as(bob, '/materials')).body);

  // The uploaded files of the catalogue (and their resized formats), by name.
  uploads = await uploadedFiles(source());
  expect(uploads.length).toBeGreaterThan(10);

  const backup = await npmRun('backup', ['--dir', work], { ...source(), BACKUP_KEY: KEY });
  expect(backup.status, backup.output).toBe(0);
  expect(backup.output).toMatch(/backup: entities done: [\d,]+ items/);
  const written = readdirSync(work).filter((name) => name.endsWith('.backup'));
  expect(written).toHaveLength(1);
  expect(written[0]).toMatch(/^ytbanken-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.backup$/);
  backupFile = path.join(work, written[0]!);
  before = await tableCounts(source());
});

afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('a backup', () => {
  it('holds no readable data: it is encrypted, and the key is not in it', () => {
    const bytes = readFileSync(backupFile);
    expect(bytes.subarray(0, 10).toString()).toBe('YTBBACKUP\n');
    for (const secret of [alice.email, 'Ekparkett', 'Villa Ekbacken', shareToken, KEY]) expect(bytes.includes(Buffer.from(secret))).toBe(false);
  });

  it('is refused without BACKUP_KEY, in one line', async () => {
    const run = await npmRun('backup', ['--dir', work], { ...source(), BACKUP_KEY: '' });
    expect(run.status).toBe(1);
    expect(run.output.trim().split('\n').at(-1)).toMatch(/^npm run backup: BACKUP_KEY is not set\./);
  });
});

/** A fresh database of that kind for a restore: a SQLite file, or a PostgreSQL of its own. */
async function freshDatabase(kind: 'sqlite' | 'postgres', stops: (() => Promise<void>)[]): Promise<Env> {
  const name = `restored_${process.pid}_${randomBytes(3).toString('hex')}`;
  if (kind === 'sqlite') return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: `.tmp/${name}.db`, DATABASE_URL: '' };
  const postgres = await startPostgres(OWN_POSTGRES_PORT);
  stops.push(postgres.stop);
  return { DATABASE_CLIENT: 'postgres', DATABASE_URL: await postgres.createDatabase(name) };
}

// Into the other database than the suite's own: `npm test` runs the suite on both, so the move
// from SQLite to PostgreSQL (docs/operations.md) and back are each restored once, and each database's
// export and import runs; a restore into the same kind of database takes no other code path.
const kind = sourceIsPostgres() ? 'sqlite' : 'postgres';

describe(`restored into a fresh ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database`, () => {
  const stops: (() => Promise<void>)[] = [];
  let target: Env;
  let restored: Awaited<ReturnType<typeof startTestCms>>;

  beforeAll(async () => {
    target = {
      ...source(),
      ...(await freshDatabase(kind, stops)),
      // The documented sequence: the cms is stopped while it restores; this one never ran.
      PORT: String(RESTORED_PORT),
      // Uploads of its own: a restore replaces every file in the cms's uploads folder. A
      // folder that is not there yet, as on a new disk: the restore makes it.
      PUBLIC_DIR: path.join(mkdtempSync(path.join(work, 'disk-')), 'public'),
      BACKUP_KEY: KEY,
      REVALIDATE_SECRET,
      REVALIDATE_URL: `http://127.0.0.1:${(site.address() as { port: number }).port}/api/revalidate`,
    };
    revalidated.length = 0;
    const run = await npmRun('restore', [backupFile], target);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/restore: entities done: [\d,]+ items/);
    expect(run.output).toMatch(/the site's cached pages were emptied/);
  });

  afterAll(async () => {
    await restored?.stop();
    for (const stop of stops.reverse()) await stop();
    if (target?.DATABASE_CLIENT === 'sqlite') removeSqlite(target.DATABASE_FILENAME!);
  });

  it('brings back every row, relation and uploaded file, with the same counts', async () => {
    // The typo vocabulary is derived, rebuilt from the restored content at boot: the source's
    // may still hold words of rows other tests have since removed (a generated catalogue).
    const { ytb_search_typos: typos, ...after } = await tableCounts(target);
    const { ytb_search_typos: sourceTypos, ...expected } = before;
    expect(after).toEqual(expected);
    expect(typos).toBeGreaterThan(0);
    expect(typos).toBeLessThanOrEqual(sourceTypos!);
    // Every uploaded image, byte for byte, in the restored cms's own folder, which the restore made.
    const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
    for (const name of uploads) {
      expect(sha256(path.join(target.PUBLIC_DIR!, 'uploads', name)), name).toBe(sha256(path.join(cmsDir, 'public', 'uploads', name)));
    }
  });

  it("empties the site's caches through its webhook, for every content type it caches", () => {
    expect(revalidated.map((call) => call.uid).sort()).toEqual([...CACHED_MODELS].sort());
    expect(new Set(revalidated.map((call) => call.authorization))).toEqual(new Set([`Bearer ${REVALIDATE_SECRET}`]));
  });

  // The refusals come before any write and take no path of their own per database, but each of
  // the two that reach Strapi's import loads a whole Strapi: they run in the suite whose restore
  // goes into PostgreSQL, production's database.
  const refusals: (name: string, test: () => Promise<void>) => void = kind === 'postgres' ? it : () => {};
  refusals('refuses bad input and a non-empty database without --force, and leaves the data as it was', async () => {
    const untouched = await tableCounts(target);
    const refused = async (args: string[], env: Env, why: RegExp) => {
      const run = await npmRun('restore', args, env);
      expect(run.status, run.output).toBe(1);
      expect(run.output).toMatch(why);
      expect(run.output).toMatch(/refused, nothing was changed/);
    };
    await refused([backupFile], target, /the database is not empty: it holds .*\d+ materials.*Run it again with --force/);
    await refused([backupFile, '--force'], { ...target, BACKUP_KEY: `${KEY}-not` }, /was made with another BACKUP_KEY/);
    const cut = path.join(work, 'cut.backup');
    copyFileSync(backupFile, cut);
    truncateSync(cut, Math.floor(statSync(cut).size / 2));
    await refused([cut, '--force'], target, /is damaged or cut short/);
    await refused([path.join(root, 'package.json'), '--force'], target, /is not a Ytbanken backup/);
    await refused([await otherSchemaBackup(), '--force'], target, /the backup was made by a cms with other content types/);
    expect(await tableCounts(target)).toEqual(untouched);
  });

  it('lets people sign in with their old passwords and find their records and share links', async () => {
    restored = await startTestCms({
      port: RESTORED_PORT,
      smtpPort: Number(source().SMTP_PORT),
      ...(target.DATABASE_CLIENT === 'postgres' ? { databaseUrl: target.DATABASE_URL } : { database: target.DATABASE_FILENAME }),
      extraEnv: { PUBLIC_DIR: target.PUBLIC_DIR! },
    });
    const at = (p: string, init: RequestInit & { token?: string } = {}) => {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
      headers.set('X-Forwarded-For', newVisitor());
      headers.set('X-Visitor-Forward-Secret', restored.env.VISITOR_FORWARD_SECRET!);
      if (init.body) headers.set('Content-Type', 'application/json');
      return fetch(`${restored.url}/api${p}`, { ...init, headers }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { data?: unknown; jwt?: string },
      }));
    };
    const session = await at('/auth/local', { method: 'POST', body: JSON.stringify({ identifier: alice.email, password: PASSWORD }) });
    expect(session.status).toBe(200);
    const jwt = session.body.jwt!;
    for (const kind of ['materials', 'projects', 'measurements', 'sample-orders']) {
      expect(idsOf((await at(`/${kind}`, { token: jwt })).body), kind).toEqual(expected[kind]);
    }
    const materials = (await at('/materials', { token: jwt })).body.data as { note: string | null }[];
    expect(materials.map((m) => m.note)).toContain('Ekparkett, oljad – till hallen');
    const board = (await at(`/projects/${expected.projects![0]}?populate=materials`, { token: jwt })).body.data as { name: string; materials: Row[] };
    expect(board.name).toBe('Villa Ekbacken');
    expect(board.materials).toHaveLength(2);
    const shared = await at(`/shared-projects/${encodeURIComponent(shareToken)}`, { token: restored.token });
    expect(shared.status).toBe(200);
    expect(JSON.stringify(shared.body)).toContain('Villa Ekbacken');
    // Owner-only still holds: Bob sees his own material and none of Alice's.
    const bobs = await at('/auth/local', { method: 'POST', body: JSON.stringify({ identifier: bob.username, password: PASSWORD }) });
    expect(idsOf((await at('/materials', { token: bobs.body.jwt! })).body)).toEqual(expected.bobsMaterials);
    // And the catalogue's images come from the restored cms's own uploads, as the site links them.
    const image = (await at(`/products?locale=sv&populate[images][fields][0]=url&pagination[pageSize]=1&sort=name`, { token: restored.token })).body.data as {
      images: { url: string }[];
    }[];
    const url = image[0]!.images[0]!.url;
    const served = await fetch(`${restored.url}${url}`);
    expect(served.status, url).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(path.join(target.PUBLIC_DIR!, url)))).toBe(true);
    await restored.stop();
    restored = undefined as never;
  });
});

/** The same backup, as a cms with one more field on materials would have made it. */
async function otherSchemaBackup(): Promise<string> {
  const dir = mkdtempSync(path.join(work, 'other-'));
  await openBackup(backupFile, path.join(dir, 'plain.tar.gz'), KEY);
  const entries = spawnSync('tar', ['-tzf', 'plain.tar.gz'], { cwd: dir, encoding: 'utf8' }).stdout.trim().split('\n');
  expect(spawnSync('tar', ['-xzf', 'plain.tar.gz'], { cwd: dir }).status).toBe(0);
  const schemas = path.join(
    dir,
    entries.find((entry) => entry.startsWith('schemas/'))!,
  );
  const lines = readFileSync(schemas, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { uid: string; attributes: Record<string, unknown> });
  const material = lines.find((schema) => schema.uid === 'api::material.material')!;
  material.attributes.colourCode = { type: 'string' };
  writeFileSync(schemas, lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
  writeFileSync(path.join(dir, 'entries'), entries.join('\n') + '\n');
  expect(spawnSync('tar', ['-czf', 'other.tar.gz', '-T', 'entries'], { cwd: dir }).status).toBe(0);
  const file = path.join(work, 'other-schema.backup');
  await sealBackup(path.join(dir, 'other.tar.gz'), file, KEY, { created: new Date().toISOString() });
  return file;
}
