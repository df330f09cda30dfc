'use strict';

// `npm run import:generic -- FILE --categories MAP.json --source "…"`: generic climate values
// per product category from a file in the shape of Boverket's climate database (docs/climate.md).
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { createStrapi } = require('@strapi/strapi');
const { settled } = require('./settled');

process.env.CRON_ENABLED = 'false';

const USAGE = `Usage: npm run import:generic -- FILE --categories MAP.json --source "Boverkets klimatdatabas, version …" [--example]

FILE is Boverket's climate database as JSON ({ "Resources": [...] }). MAP.json says which
resource stands for each product category without an EPD: { "flooring": 1234, "tiles": 5678 }.
The source is shown beside every generic value. --example marks them as examples.`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      categories: { type: 'string' },
      source: { type: 'string' },
      example: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || positionals.length !== 1 || !values.categories || !values.source) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const json = JSON.parse(fs.readFileSync(positionals[0], 'utf8'));
  const categories = JSON.parse(fs.readFileSync(values.categories, 'utf8'));
  const app = await createStrapi({ appDir: path.resolve(__dirname, '..') }).load();
  app.log.level = 'error';
  try {
    const written = await app
      .service('api::generic-climate-value.generic-climate-value')
      .load(json, categories, { source: values.source, example: values.example });
    await settled(app);
    console.error(`import:generic: ${written.join(', ')}`);
  } finally {
    await app.destroy();
  }
}

main().catch((error) => {
  console.error(`import:generic refused: ${error.message}`);
  process.exit(1);
});
