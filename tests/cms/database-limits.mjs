// What bounds one statement on the test cms's database, read in a Strapi of its own that boots
// on it as the cms does (config/database.js), with the environment it is given: prints one
// JSON line. Run by tests/cms/database-limits.test.ts.
//
//   PostgreSQL: { client, statementTimeout, cancelled: { code, outOfTime } }, with the
//     session's statement_timeout and how a statement longer than it ended.
//   SQLite, which has no statement timeout (docs/decisions/039): { client, joins: { 64, 65 } },
//     whether a join of 64 and of 65 tables is run, and how the second is refused.
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadStrapi } from './strapi-script.mjs';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');
const { isOutOfTime, isTooLarge } = createRequire(path.join(cmsDir, 'package.json'))('./src/middlewares/bounded-queries.js');

/** How a statement ended: 'ran', or the database's refusal as the content API's middleware reads it. */
async function outcome(statement) {
  try {
    await statement;
    return 'ran';
  } catch (error) {
    return { code: error.code ?? null, message: error.message, outOfTime: isOutOfTime(error), tooLarge: isTooLarge(error) };
  }
}

const app = await loadStrapi();
try {
  const knex = app.db.connection;
  const client = app.db.dialect.client;
  let result;
  if (client === 'postgres') {
    const { rows } = await knex.raw('SHOW statement_timeout');
    const seconds = Number(process.argv[2] ?? 5);
    result = { client, statementTimeout: rows[0].statement_timeout, cancelled: await outcome(knex.raw('SELECT pg_sleep(?)', [seconds])) };
  } else {
    // `tables` tables in one statement: the surfaces table joined to itself.
    const join = (tables) =>
      knex.raw(
        `SELECT count(*) FROM surfaces AS t0 ${Array.from({ length: tables - 1 }, (_, i) => `LEFT JOIN surfaces AS t${i + 1} ON t${i + 1}.id = t${i}.id`).join(' ')}`,
      );
    result = { client, joins: { 64: await outcome(join(64)), 65: await outcome(join(65)) } };
  }
  console.log(JSON.stringify(result));
} finally {
  await app.destroy();
}
