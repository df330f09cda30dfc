'use strict';

// The cms half of `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs):
// Strapi's own data transfer, with the engine, providers and options `strapi export` and
// `strapi import` use, run here so that a restore can refuse before anything is deleted
// (docs/decisions/027-backups-and-healing.md). Encryption is the root script's business: this
// script writes and reads a plain .tar.gz in a private temporary directory.
//
//   node scripts/data-transfer.js export <path without extension>
//       writes <path>.tar.gz: content, users, relations, uploads, configuration and schemas
//       (not admin users or API tokens, which `strapi export` leaves out too)
//   node scripts/data-transfer.js import <file.tar.gz> [--force]
//       replaces the database's content with the file's. Refuses, with everything untouched:
//       a file whose schemas differ from this cms's (exit 3), and without --force a database
//       that holds content (exit 2, saying what it would replace).
//
// Prints a progress line per stage, and every 10 s during a long one.
const fs = require('node:fs');
const path = require('node:path');

// Loading or copying the whole catalogue may take one statement longer than a visitor's question may.
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= '0';

// A script, not a server: no scheduled tasks, no demo content in an empty database.
process.env.CRON_ENABLED = 'false';
process.env.SEED_ON_EMPTY = 'false';

const appDir = path.resolve(__dirname, '..');
const core = require('@strapi/core');
const { engine: engineModule, file, strapi: strapiProviders } = require('@strapi/data-transfer');
// The CLI's helpers (filters, restore options, the Strapi instance it transfers with), by path:
// the package's exports do not name them (as scripts/strapi.js does for the CLI itself).
const cli = require(path.join(appDir, 'node_modules', '@strapi', 'strapi', 'dist', 'src', 'cli', 'utils', 'data-transfer.js'));
const { catchUpSearchIndex } = require('../src/bootstrap/search-index');
const { catalogueChanged } = require('../src/catalogue/changes');

const REFUSED_NOT_EMPTY = 2;
const REFUSED_SCHEMA = 3;

class Refusal extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** One line per finished stage, and one every 10 s while a stage runs. */
function reportProgress(engine, verb) {
  const lastLine = {};
  const line = (stage, data, done) => {
    const { count = 0, bytes = 0 } = data?.[stage] ?? {};
    const size = bytes > 0 ? `, ${(bytes / 1024 / 1024).toFixed(1)} MB` : '';
    console.log(`${verb}: ${stage} ${done ? 'done' : 'so far'}: ${count.toLocaleString('en')} item${count === 1 ? '' : 's'}${size}`);
  };
  engine.progress.stream.on('stage::progress', ({ stage, data }) => {
    const now = Date.now();
    lastLine[stage] ??= now;
    if (now - lastLine[stage] >= 10_000) {
      lastLine[stage] = now;
      line(stage, data, false);
    }
  });
  engine.progress.stream.on('stage::finish', ({ stage, data }) => line(stage, data, true));
}

/** What a restore would replace: the entries of every content type the transfer empties. */
async function existingContent(app, restoreOptions) {
  const excluded = new Set(restoreOptions.entities.exclude ?? []);
  const counts = [];
  for (const [uid, contentType] of Object.entries(app.contentTypes)) {
    if (excluded.has(uid)) continue;
    if (!uid.startsWith('api::') && uid !== 'plugin::users-permissions.user' && uid !== 'plugin::upload.file') continue;
    const count = await app.db.query(uid).count();
    if (count > 0) counts.push({ uid, name: contentType.info?.pluralName ?? uid, count });
  }
  return counts;
}

async function exportTo(target) {
  const app = await cli.createStrapiInstance();
  const opts = {};
  cli.normalizeTransferFilterOptions(opts);
  const source = strapiProviders.providers.createLocalStrapiSourceProvider({ getStrapi: async () => app, autoDestroy: false });
  const destination = file.providers.createLocalFileDestinationProvider({
    file: { path: target },
    encryption: { enabled: false },
    compression: { enabled: true },
  });
  const engine = engineModule.createTransferEngine(source, destination, {
    versionStrategy: 'ignore',
    schemaStrategy: 'ignore',
    transforms: cli.buildTransferTransforms(opts),
  });
  reportProgress(engine, 'backup');
  try {
    await engine.transfer();
  } finally {
    await app.destroy();
  }
}

/**
 * The cms as the CLI's createStrapiInstance loads it, with the folder it restores uploads into
 * made first: the local upload provider refuses to load without it, and a restore onto a new
 * disk (or one whose uploads were lost) has none. Its place is the cms's own setting
 * (PUBLIC_DIR, read by config/server.js), known only once the configuration is read.
 */
async function strapiToRestoreInto() {
  const app = core.createStrapi(await core.compileStrapi());
  fs.mkdirSync(path.join(app.dirs.static.public, 'uploads'), { recursive: true });
  app.log.level = 'error';
  return app.load();
}

async function importFrom(archive, force) {
  const app = await strapiToRestoreInto();
  const opts = {};
  cli.normalizeTransferFilterOptions(opts);
  const restore = cli.parseRestoreFromOptions(opts, app);
  const source = file.providers.createLocalFileSourceProvider({
    file: { path: archive },
    compression: { enabled: true },
    encryption: { enabled: false },
  });
  const destination = strapiProviders.providers.createLocalStrapiDestinationProvider({
    getStrapi: async () => app,
    autoDestroy: false,
    strategy: strapiProviders.providers.DEFAULT_CONFLICT_STRATEGY,
    restore,
  });
  const engine = engineModule.createTransferEngine(source, destination, {
    versionStrategy: engineModule.DEFAULT_VERSION_STRATEGY,
    schemaStrategy: engineModule.DEFAULT_SCHEMA_STRATEGY,
    transforms: cli.buildTransferTransforms(opts),
  });
  // `strapi import --force` would accept schemas that differ and lose what does not fit: refuse.
  engine.onSchemaDiff(async (context) => {
    const lines = Object.entries(context.diffs).flatMap(([uid, diffs]) => diffs.map((diff) => `  ${uid}.${diff.path.join('.')}: ${diff.kind}`));
    throw new Refusal(REFUSED_SCHEMA, `the backup was made by a cms with other content types than this one:\n${lines.slice(0, 20).join('\n')}`);
  });
  // Counted before the transfer starts: from its bootstrap on, the destination holds the
  // database's one SQLite connection in its transaction.
  const existing = await existingContent(app, restore);
  // The destination empties the database in beforeTransfer, after the schemas were compared:
  // this is the last moment at which refusing leaves everything as it was.
  const emptyThenFill = destination.beforeTransfer.bind(destination);
  destination.beforeTransfer = async () => {
    if (existing.length > 0) {
      const summary = existing.map(({ name, count }) => `${count} ${name}`).join(', ');
      if (!force) {
        throw new Refusal(
          REFUSED_NOT_EMPTY,
          `the database is not empty: it holds ${summary}. A restore replaces all content, users and uploads with the backup's (admin users and API tokens stay). Run it again with --force to do that.`,
        );
      }
      console.log(`restore: replacing ${summary}.`);
    }
    return emptyThenFill();
  };
  reportProgress(engine, 'restore');
  try {
    await engine.transfer();
  } catch (error) {
    // The engine has already rolled the destination's transaction back and closed it (Strapi
    // 5.54's transfer() does so on any error before close). Do not roll back a second time: the
    // transaction's rollback listener is a `once`, so a second rollback() waits for an answer
    // that never comes and the process hangs. Give the destruction a bounded time, since the
    // process exits right after either way: under load on PostgreSQL it can wait for good on
    // the pool.
    await Promise.race([app.destroy(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    throw findRefusal(error, engine) ?? error;
  }
  // The transfer writes rows past the content types' lifecycles, so the search index (derived
  // from them, not transferred) is brought up to the restored rows here, as the next boot would:
  // the restored cms is searchable at once (src/bootstrap/search-index.js, decision 028).
  await catchUpSearchIndex(app, { log: (line) => console.log(`restore: ${line}`) });
  // And a running cms's catalogue index is told the catalogue changed (src/catalogue/changes.js).
  await catalogueChanged(app);
  await app.destroy();
}

/** The engine wraps what a handler threw; find our own refusal again. */
function findRefusal(error, engine) {
  for (let cause = error; cause; cause = cause.cause ?? cause.details?.error) {
    if (cause instanceof Refusal) return cause;
  }
  for (const item of engine.diagnostics.stack.items) {
    const cause = item.details?.error;
    if (cause instanceof Refusal) return cause;
  }
  return null;
}

async function main() {
  const [command, target, ...flags] = process.argv.slice(2);
  if (command === 'export' && target) return exportTo(target);
  if (command === 'import' && target) return importFrom(target, flags.includes('--force'));
  throw new Error('usage: data-transfer.js export <path without extension> | import <file.tar.gz> [--force]');
}

main().then(
  () => process.exit(0),
  (error) => {
    if (error instanceof Refusal) {
      console.error(error.message);
      process.exit(error.code);
    }
    console.error(error?.stack ?? String(error));
    process.exit(1);
  },
);
