'use strict';

// `npm run seed`: boots Strapi without its HTTP server and (re)loads the demo content.
// Safe to run twice and safe on a database that already has content: it updates in place.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
const { seed } = require('../src/seed');

// A script, not a server: no scheduled tasks (config/server.js).
process.env.CRON_ENABLED = 'false';

/**
 * Strapi reads each changed entry again after its commit to announce it (entry.* events).
 * Stopping before those reads end leaves them waiting on a closed pool (on PostgreSQL, a
 * minute, then the script fails): wait until the database has been idle for half a second.
 */
async function settled(app, { quietMs = 500, atMostMs = 30_000 } = {}) {
  const pool = app.db.connection.client.pool;
  if (!pool) return;
  const busy = () => pool.numUsed() > 0 || pool.numPendingAcquires() > 0 || pool.numPendingCreates() > 0;
  const until = Date.now() + atMostMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (busy()) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}

async function main() {
  const app = await createStrapi({ appDir: path.resolve(__dirname, '..') }).load();
  app.log.level = 'error';
  try {
    await seed(app);
    await settled(app);
    console.log('Seed: demo content is in place.');
  } finally {
    await app.destroy();
  }
}

main().catch((error) => {
  console.error(`Seed failed: ${error.message}`);
  process.exit(1);
});
