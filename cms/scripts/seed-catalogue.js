'use strict';

// `npm run seed:catalogue -- --surfaces 100000`: writes a deterministic synthetic catalogue
// (both languages, published) into the cms's database, straight into Strapi's tables in
// batches (scripts/catalogue/write.js), then tells the site through the cms's webhook.
const path = require('node:path');
const { parseArgs } = require('node:util');
const { createStrapi } = require('@strapi/strapi');
const { plan } = require('./catalogue/generate');
const { UIDS, countGenerated, removeGenerated, writeCatalogue } = require('./catalogue/write');
const { catchUpSearchIndex } = require('../src/bootstrap/search-index');
const { catalogueChanged } = require('../src/catalogue/changes');
const { ensureFile } = require('../src/seed/media');
const { GENERATED_EPD } = require('../seed/generate-documents');

process.env.CRON_ENABLED = 'false';
// Loading or copying the whole catalogue may take one statement longer than a visitor's question may.
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= '0';

const USAGE = `Usage: npm run seed:catalogue -- [--surfaces 100000] [--producers 500] [--products 20000] [--seed ytbanken] [--replace | --remove]

Writes a synthetic catalogue (producers, products, surfaces; Swedish and English; published)
into the cms's database. Generated documents are marked: producer and product slugs start
with "gen-", surface article numbers with "GEN-". --replace deletes those first, --remove
only deletes them. The same seed and counts always give the same documents.`;

function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      surfaces: { type: 'string', default: '100000' },
      producers: { type: 'string', default: '500' },
      products: { type: 'string' },
      seed: { type: 'string', default: 'ytbanken' },
      batch: { type: 'string', default: '250' },
      replace: { type: 'boolean', default: false },
      remove: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const whole = (name, value, min) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}, not "${value}"`);
    return n;
  };
  const surfaces = whole('surfaces', values.surfaces, 0);
  const producers = whole('producers', values.producers, 1);
  // Five surfaces a product unless told otherwise, and never fewer products than producers.
  const products = whole('products', values.products ?? String(Math.max(producers, Math.ceil(surfaces / 5))), producers);
  return { ...values, surfaces, producers, products, batch: whole('batch', values.batch, 1) };
}

const clock = (seconds) => {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** "12,500/100,000 surfaces · 9,812 rows/s · 1:40 left", on one line of a terminal, else a line to `log`. */
function progress(total, log) {
  const started = Date.now();
  const tty = process.stderr.isTTY;
  let lastLine = 0;
  return ({ surfaces, rows }, final = false) => {
    const seconds = (Date.now() - started) / 1000;
    if (!final && !tty && Date.now() - lastLine < 2000) return;
    lastLine = Date.now();
    const rate = seconds > 0 ? rows / seconds : 0;
    const left = surfaces > 0 ? (seconds / surfaces) * (total - surfaces) : NaN;
    const line = `catalogue: ${surfaces.toLocaleString('en')}/${total.toLocaleString('en')} surfaces · ${Math.round(rate).toLocaleString('en')} rows/s · ${final ? `done in ${clock(seconds)}` : Number.isFinite(left) ? `${clock(left)} left` : 'starting'}`;
    if (tty) process.stderr.write(`\r${line}\x1b[K${final ? '\n' : ''}`);
    else log(line);
  };
}

/**
 * Tells whatever listens for published entries (the site's revalidation webhook) once per
 * content type, as Strapi's webhook runner would for an editor's change but without a
 * document: the site then expires the type's cache tag, which every list and page of that
 * type carries. Awaited, so the answers can be reported.
 */
async function announce(app, event) {
  const runner = app.get('webhookRunner');
  const webhooks = (await app.get('webhookStore').findWebhooks()).filter((w) => w.isEnabled && w.events.includes(event));
  if (webhooks.length === 0) return 'no webhook listens for ' + event;
  const answers = [];
  for (const [model, uid] of Object.entries(UIDS)) {
    for (const webhook of webhooks) {
      const { statusCode, message } = await runner.run(webhook, event, { model, uid, entry: {} });
      answers.push(`${webhook.name} ${model}: ${statusCode}${message ? ` ${message.slice(0, 80)}` : ''}`);
    }
  }
  return answers.join(', ');
}

/**
 * Writes, replaces or removes the generated catalogue (the command line's arguments) on a
 * loaded cms, telling what it does line by line to `log`. Exported for the cms tests' script
 * runner, which has the cms loaded already.
 */
async function seedCatalogue(app, argv, log = (line) => console.error(line)) {
  const opts = options(argv);
  const existing = await countGenerated(app);
  const hasGenerated = existing.producers + existing.products + existing.surfaces > 0;
  if (opts.remove || opts.replace) {
    if (hasGenerated) {
      const started = Date.now();
      const rows = await removeGenerated(app);
      await catchUpSearchIndex(app, { log: (line) => log(`catalogue: ${line}`) });
      await catalogueChanged(app);
      log(
        `catalogue: removed ${existing.surfaces.toLocaleString('en')} generated surfaces, ${existing.products.toLocaleString('en')} products and ${existing.producers} producers (${rows.toLocaleString('en')} rows) in ${clock((Date.now() - started) / 1000)}`,
      );
    }
    if (opts.remove) {
      log(`catalogue: announced: ${await announce(app, 'entry.delete')}`);
      return;
    }
  } else if (hasGenerated) {
    throw new Error(
      `the database already has a generated catalogue (${existing.surfaces} surfaces, ${existing.products} products, ${existing.producers} producers): run with --replace to write it anew, or --remove`,
    );
  }
  const catalogue = plan({ seed: opts.seed, producers: opts.producers, products: opts.products, surfaces: opts.surfaces });
  const show = progress(opts.surfaces, log);
  // One example EPD document, shipped in seed/documents, for every product that declares one.
  const epdFile = await ensureFile(app, GENERATED_EPD);
  const written = await writeCatalogue(app, catalogue, { batch: opts.batch, epdFile, onProgress: show });
  show(written, true);
  // Written past Strapi's lifecycles, so the search index takes the new rows in here, as
  // the lifecycles would have one by one (src/bootstrap/search-index.js).
  await catchUpSearchIndex(app, { log: (line) => log(`catalogue: ${line}`) });
  // The same for a running cms's catalogue index (src/catalogue/changes.js).
  await catalogueChanged(app);
  log(
    `catalogue: ${opts.producers} producers, ${opts.products.toLocaleString('en')} products, ${written.surfaces.toLocaleString('en')} surfaces (seed "${opts.seed}"), ${written.rows.toLocaleString('en')} rows`,
  );
  log(`catalogue: announced: ${await announce(app, 'entry.publish')}`);
}

async function main() {
  const argv = process.argv.slice(2);
  if (options(argv).help) {
    console.log(USAGE);
    return;
  }
  const app = await createStrapi({ appDir: path.resolve(__dirname, '..') }).load();
  app.log.level = 'error';
  try {
    await seedCatalogue(app, argv);
  } finally {
    await app.destroy();
  }
}

module.exports = { seedCatalogue };

if (require.main === module)
  main().catch((error) => {
    // A failed insert's message is the whole statement with its values: its first lines say enough.
    const message = error.message.length > 600 ? `${error.message.slice(0, 300)} … ${error.message.slice(-300)}` : error.message;
    console.error(`seed:catalogue failed: ${message}`);
    process.exit(1);
  });
