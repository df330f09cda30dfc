'use strict';

// `npm run import:epd -- FILE|FOLDER…`: imports EPDs published in the ILCD+EPD format into the
// cms's database through the EPD service (src/api/epd/services), all or nothing.
const fs = require('node:fs');
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
const { settled } = require('./settled');

process.env.CRON_ENABLED = 'false';

const USAGE = `Usage: npm run import:epd -- [--surface DOCUMENT_ID] FILE|FOLDER...

Imports EPDs in the ILCD+EPD XML format (docs/climate.md). Each FILE is a process dataset; its
reference flow dataset is read from the flows folder beside the processes folder, as in an
unpacked ILCD archive. A FOLDER means every process dataset in it (its processes folder if it
has one). An EPD whose registration number is already held is updated. If any file is refused,
none is written, and each refusal is listed with its reason.

--surface DOCUMENT_ID  makes the one EPD imported that surface's own (in every language), for
                       a colour or finish whose figures differ from its product's EPD.`;

/** The process files named: a folder stands for its processes/*.xml (or its own *.xml). */
function processFiles(args) {
  return args.flatMap((arg) => {
    const stat = fs.statSync(arg, { throwIfNoEntry: false });
    if (!stat?.isDirectory()) return [path.resolve(arg)];
    const dir = fs.existsSync(path.join(arg, 'processes')) ? path.join(arg, 'processes') : arg;
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.xml'))
      .sort()
      .map((name) => path.resolve(dir, name));
  });
}

/** The arguments as { surface, paths }: `--surface ID` (or `--surface=ID`) anywhere among them. */
function parseArgs(args) {
  const paths = [];
  let surface;
  for (let i = 0; i < args.length; i++) {
    const [flag, value] = args[i].split(/=(.*)/s);
    if (flag !== '--surface') paths.push(args[i]);
    else surface = value ?? args[++i] ?? '';
  }
  return { surface, paths };
}

/**
 * Imports the files and folders named on a loaded Strapi: { created, updated, refusals }, all or
 * nothing; the lines a person reads go to `log`.
 */
async function importEpds(app, args, log = (line) => console.error(line)) {
  const { surface, paths } = parseArgs(args);
  const files = processFiles(paths);
  const started = Date.now();
  const { created, updated, refusals } = await app.service('api::epd.epd').importFiles(files, { surface });
  await settled(app);
  if (refusals.length > 0) {
    for (const { file, reason } of refusals) log(`refused ${path.relative(process.cwd(), file) || file}: ${reason}`);
    log(`import:epd: ${refusals.length} of ${files.length} files refused; nothing was imported.`);
  } else {
    const linked = surface === undefined ? '' : `, linked to surface ${surface}`;
    log(`import:epd: ${created} created, ${updated} updated from ${files.length} files${linked} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return { created, updated, refusals };
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(USAGE);
    process.exitCode = args.length === 0 ? 1 : 0;
    return;
  }
  const app = await createStrapi({ appDir: path.resolve(__dirname, '..') }).load();
  app.log.level = 'error';
  try {
    const answer = await importEpds(app, args);
    if (answer.refusals.length > 0) process.exitCode = 1;
    console.log(JSON.stringify(answer));
  } finally {
    await app.destroy();
  }
}

module.exports = { importEpds };

if (require.main === module)
  main().catch((error) => {
    console.error(`import:epd failed: ${error.message}`);
    process.exit(1);
  });
