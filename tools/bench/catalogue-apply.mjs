/*
 * Measures a producer's catalogue upload of --rows rows (20,000 by default) through the
 * catalogue job's service, as the desk's routes run it: stored in parts of 500 records (each
 * part checked again with the sheet's schema), then applied as drafts, applied again as
 * changes to every row, and applied as new rows published at once for a trusted producer.
 * It runs on a database of its own (a fresh SQLite file, seeded at its first load, removed
 * after) unless DATABASE_CLIENT says otherwise. Prints one JSON line per step.
 *
 *   node tools/bench/catalogue-apply.mjs [--rows 20000] [--store-only]
 *
 * From the repository root; it loads the cms (cms/, its .env) as the cms's own scripts do.
 */

import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');
// Strapi reads .env and relative paths from where it runs, as it would in cms/.
process.chdir(cmsDir);

const { values } = parseArgs({ options: { rows: { type: 'string', default: '20000' }, 'store-only': { type: 'boolean', default: false } } });
const ROWS = Number(values.rows);
if (!Number.isInteger(ROWS) || ROWS < 1 || ROWS > 20_000) throw new Error('--rows must be a whole number from 1 to 20,000');

const scratch = !process.env.DATABASE_CLIENT || process.env.DATABASE_CLIENT === 'sqlite';
const file = path.join(os.tmpdir(), `ytb-bench-apply-${process.pid}.db`);
if (scratch) process.env.DATABASE_FILENAME = file;
process.env.CRON_ENABLED = 'false';

const JOB = 'api::catalogue-job.catalogue-job';
const PRODUCER = 'api::producer.producer';
const PART = 500;

/** `count` rows over products of ten surfaces each, their names marked with `mark`. */
function records(count, mark) {
  return Array.from({ length: count }, (_, i) => ({
    articleNumber: `${mark}-${i + 1}`,
    surfaceName: `Yta ${i + 1} ${mark}`,
    productName: `Bänkprov ${mark} ${Math.floor(i / 10) + 1}`,
    category: 'flooring',
    summary: 'Ett golv för mätning.',
    fireClass: 'Cfl-s1',
    slipResistance: 'R10',
    useClass: 33,
    thickness: 14,
    placement: 'indoor',
    leadTimeDays: 10,
    priceBand: 2,
    finish: 'matt',
    gloss: 5,
    lrv: 40 + (i % 50),
    hex: `#${(0x806040 + i).toString(16).slice(-6)}`,
    ncs: null,
    labL: null,
    labA: null,
    labB: null,
  }));
}

async function timed(step, work) {
  const started = process.hrtime.bigint();
  const result = await work();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(JSON.stringify({ step, rows: ROWS, seconds: Number(seconds.toFixed(2)), load: os.loadavg().map((l) => Number(l.toFixed(1))) }));
  return result;
}

async function main() {
  const { createStrapi } = createRequire(path.join(cmsDir, 'package.json'))('@strapi/strapi');
  const app = await createStrapi({ appDir: cmsDir }).load();
  app.log.level = 'error';
  const service = app.service(JOB);
  try {
    const producer = await app.documents(PRODUCER).create({ locale: 'sv', data: { name: `Bänkfabriken ${process.pid}`, slug: `bankfabriken-${process.pid}` } });
    await app.documents(PRODUCER).publish({ documentId: producer.documentId, locale: 'sv' });
    const id = producer.documentId;

    const store = async (rows) => {
      let job = await service.create([id], { producer: id, language: 'sv', total: rows.length, records: rows.slice(0, PART) });
      for (let i = PART; i < rows.length; i += PART) job = await service.append(job.documentId, { records: rows.slice(i, i + PART) });
      return job;
    };
    const apply = async (job) => {
      await app.db.query(JOB).updateMany({ where: { documentId: job.documentId }, data: { status: 'running' } });
      await service.run(job.documentId);
      const done = await service.find(job.documentId);
      if (done.status !== 'done' || done.rowsDone !== ROWS) throw new Error(`the job ended ${done.status} at ${done.rowsDone}`);
    };

    const first = records(ROWS, 'A');
    const job = await timed('store and check again in the cms (parts of 500)', () => store(first));
    if (values['store-only']) return;
    await timed('apply as drafts (new rows)', () => apply(job));
    const changed = first.map((r) => ({ ...r, surfaceName: `${r.surfaceName} ny`, lrv: r.lrv + 1 }));
    const update = await store(changed);
    await timed('apply as drafts (every row changed)', () => apply(update));
    await app.db.query(PRODUCER).updateMany({ where: { documentId: id }, data: { trusted: true } });
    const trusted = await store(records(ROWS, 'B'));
    await timed('apply published, trusted (new rows)', () => apply(trusted));
  } finally {
    await app.destroy();
    if (scratch) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
