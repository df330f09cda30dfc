'use strict';

// `npm run seed`: boots Strapi without its HTTP server and (re)loads the demo content.
// Safe to run twice and safe on a database that already has content: it updates in place.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
const { seed } = require('../src/seed');
const { settled } = require('./settled');

// A script, not a server: no scheduled tasks (config/server.js).
process.env.CRON_ENABLED = 'false';

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
