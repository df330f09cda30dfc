// The steps a cms test takes on the test cms's database past its HTTP API, which grants no
// writes (and none should, for tests). Each prints or answers a JSON result.
//
// Most steps run in the suite's script runner (script-runner.mjs): one Strapi loaded once,
// beside the test cms, so a step costs what it does and not a whole boot. A step whose point
// is what the next boot does (the bootstrap's catch-ups after spoil, forget-rules or
// old-search-index) runs here instead, as its own process: `node strapi-script.mjs <step>`
// loads a fresh Strapi, which runs the bootstrap as a restart of the cms would, then the step.
// A boot costs many steps: tests/cms/boot-catch-ups.test.ts spoils everything first and reads
// it all after one boot.
// Neither caches what the database holds: the catalogue index checks the catalogue's token
// (cms/src/catalogue/changes.js), search synonyms are read again after a write and within
// SEARCH_SYNONYMS_MAX_AGE_MS, and the lexicon and colour rules are code, not data.
//
//   update <uid> <filters JSON> <locale> <data JSON>
//       edits one document in one locale the way the admin does (document service),
//       publishes it (if its type has drafts) and prints all its rows (every locale, draft and published)
//   spoil <uid> <filters JSON> [<data JSON>]
//       overwrites fields (by default searchText with null) on all rows of the first
//       matching document, past the lifecycles, like a row written before the field
//       existed; prints its rows
//   forget-rules
//       forgets which rules the bootstrap's catch-ups last ran with (bootstrap/catch-up.js),
//       as if search/text.js and catalogue/colour-family.js had changed since; prints null
//   old-search-index
//       leaves the search index as a cms before compound parts and filter values left it (SQLite:
//       an empty FTS5 table without their columns; PostgreSQL: the columns dropped) and forgets the index's
//       rule, so the next boot must make it again; prints null
//   drop-order-lines <order documentIds JSON>
//       deletes the sample-order lines of those orders and forgets that the bootstrap made the
//       lines of older orders (bootstrap/order-lines.js), as a database from before the
//       producers' desk; prints the orders' lines (none)
//   order-lines <order documentIds JSON>
//       prints, for each order, { createdAt, confirmedAt, lines } with its lines by producer
//   rows <uid> <filters JSON>
//       prints all rows of the first matching document (after this boot's bootstrap)
//   rows-of <[[uid, filters], ...] JSON>
//       prints, for each pair, what rows prints: several documents read after one boot
//   remove <uid> <where JSON>
//       deletes every document with a row matching, in every language, as the admin would, and
//       prints how many
//   admin-edit <field> <uid>...
//       prints the admin's edit-view settings of one field of each type, by uid
//   create <uid> <data JSON>...
//       creates documents the way the admin does (document service) and prints for each
//       its documentId, or { error } with the message of a refusal
//   set <uid> <filters JSON> <data JSON>
//       writes plain fields on all rows of the first matching document, past the API's
//       rules (a share link that has expired by now); prints its rows
//   sample-mails <ms> <changes JSON>
//       writes each { where, data } of changes on the sample orders, runs the sample-order
//       cron task as if <ms> milliseconds had passed, twice at once as two cms instances
//       would, and prints the orders changes named
//   lists <queries JSON>
//       answers each product-list query (src/catalogue/product-list.js) both ways, in SQL and
//       from the catalogue index, and prints [{ sql, memory }] with each answer's body
//   neighbours <query strings JSON>
//       answers each colour-neighbours query (its query string) both ways, as `lists` does,
//       and prints [{ sql, memory }]
//   plans
//       runs the site's lists (list-plans.mjs) and prints the query plan of every statement
//   seed
//       loads the demo content again as npm run seed does (cms/scripts/seed.js: the seed, then
//       what its writes set going) and prints null
//   import-epd <file or folder>...
//       imports EPD files as npm run import:epd does (cms/scripts/import-epd.js) and prints
//       { created, updated, refusals, lines } with the lines it tells
//   catalogue <npm run seed:catalogue's arguments>...
//       writes, replaces or removes the generated catalogue as that script does (cms/scripts/seed-catalogue.js)
//       and prints the lines it tells
import { createRequire } from 'node:module';
import path from 'node:path';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');
const { createStrapi } = createRequire(path.join(cmsDir, 'package.json'))('@strapi/strapi');

/** Loads the cms the way its own process would, but as a script: no scheduled tasks (cms/config/server.js). */
export async function loadStrapi() {
  process.env.CRON_ENABLED = 'false';
  const app = await createStrapi({ appDir: cmsDir }).load();
  app.log.level = 'error';
  return app;
}

async function rowsOf(app, uid, filters) {
  const found = await app.db.query(uid).findOne({ where: JSON.parse(filters), select: ['documentId'] });
  if (!found) throw new Error(`No ${uid} matches ${filters}`);
  const rows = await app.db.query(uid).findMany({ where: { documentId: found.documentId }, orderBy: { id: 'asc' } });
  return rows.map((row) => ({ ...row, status: row.publishedAt ? 'published' : 'draft' }));
}

/** One question answered in SQL and from the catalogue index: { sql, memory }, each its body. */
async function bothWays(answer) {
  const [sql, memory] = [await answer('sql'), await answer('memory')];
  if (sql.source !== 'sql' || memory.source !== 'memory') throw new Error(`answered by ${sql.source} and ${memory.source}`);
  return { sql: sql.body, memory: memory.body };
}

/** Runs one step (its command-line arguments) on a loaded Strapi; its JSON-able result. */
export async function runStep(app, [command, uid, ...args]) {
  const rowsOfUid = (filters) => rowsOf(app, uid, filters);
  let result;
  if (command === 'update') {
    const [filters, locale, data] = args;
    const documents = app.documents(uid);
    const found = await documents.findFirst({ filters: JSON.parse(filters), locale, status: 'draft' });
    if (!found) throw new Error(`No ${uid} matches ${filters} in ${locale}`);
    await documents.update({ documentId: found.documentId, locale, data: JSON.parse(data) });
    if (app.contentType(uid).options?.draftAndPublish) await documents.publish({ documentId: found.documentId, locale });
    result = await rowsOfUid(filters);
  } else if (command === 'spoil') {
    const rows = await rowsOfUid(args[0]);
    const ids = rows.map((row) => row.id);
    await app.db
      .queryBuilder(uid)
      .update(args[1] ? JSON.parse(args[1]) : { searchText: null })
      .where({ id: { $in: ids } })
      .execute();
    result = await rowsOfUid(args[0]);
  } else if (command === 'set') {
    const ids = (await rowsOfUid(args[0])).map((row) => row.id);
    await app.db.query(uid).updateMany({ where: { id: { $in: ids } }, data: JSON.parse(args[1]) });
    result = await rowsOfUid(args[0]);
  } else if (command === 'sample-mails') {
    const { sendPendingMails } = createRequire(path.join(cmsDir, 'package.json'))('./src/api/sample-order/services/notify.js');
    const changes = JSON.parse(args[0]);
    const orders = app.db.query('api::sample-order.sample-order');
    for (const { where, data } of changes) if (Object.keys(data).length > 0) await orders.updateMany({ where, data });
    const now = Date.now() + Number(uid);
    await Promise.all([sendPendingMails(app, now), sendPendingMails(app, now)]);
    result = await orders.findMany({ where: { $or: changes.map((change) => change.where) }, orderBy: { id: 'asc' } });
  } else if (command === 'forget-rules') {
    const store = app.store({ type: 'core', name: 'ytbanken-catch-up' });
    for (const key of ['search-text-rule', 'colour-family-rule']) await store.delete({ key });
    result = null;
  } else if (command === 'drop-order-lines' || command === 'order-lines') {
    const ids = JSON.parse(uid);
    const lines = app.db.query('api::sample-order-line.sample-order-line');
    if (command === 'drop-order-lines') {
      const doomed = await lines.findMany({ where: { order: { documentId: { $in: ids } } }, select: ['id'] });
      await lines.deleteMany({ where: { id: { $in: doomed.map((row) => row.id) } } });
      await app.store({ type: 'core', name: 'ytbanken-catch-up' }).delete({ key: 'order-lines-rule' });
    }
    result = [];
    for (const documentId of ids) {
      const order = await app.db.query('api::sample-order.sample-order').findOne({ where: { documentId }, select: ['id', 'createdAt', 'confirmedAt'] });
      const rows = await lines.findMany({ where: { order: { id: order.id } }, orderBy: [{ producerId: 'asc' }, { id: 'asc' }] });
      result.push({ createdAt: order.createdAt, confirmedAt: order.confirmedAt, lines: rows });
    }
  } else if (command === 'old-search-index') {
    const knex = app.db.connection;
    if (app.db.dialect.client === 'postgres') {
      await knex.raw('ALTER TABLE ytb_search DROP COLUMN parts, DROP COLUMN bparts, DROP COLUMN facets');
    } else {
      await knex.raw('DROP TABLE ytb_search');
      await knex.raw("CREATE VIRTUAL TABLE ytb_search USING fts5(scope, name, body, stems, codes, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3')");
    }
    await app.store({ type: 'core', name: 'ytbanken-catch-up' }).delete({ key: 'search-index-rule' });
    result = null;
  } else if (command === 'lists') {
    const { productList } = createRequire(path.join(cmsDir, 'package.json'))('./src/catalogue/product-list.js');
    result = [];
    for (const query of JSON.parse(uid)) result.push(await bothWays((source) => productList(app, query, { source })));
  } else if (command === 'neighbours') {
    const { colourNeighbours, neighboursQuestion } = createRequire(path.join(cmsDir, 'package.json'))(
      './src/api/colour-neighbours/services/colour-neighbours.js',
    );
    const { default: qs } = await import('qs');
    result = [];
    for (const query of JSON.parse(uid)) {
      const question = await neighboursQuestion(app, qs.parse(query));
      result.push(await bothWays((source) => colourNeighbours(app, question, { source })));
    }
  } else if (command === 'catalogue') {
    const { seedCatalogue } = createRequire(path.join(cmsDir, 'package.json'))('./scripts/seed-catalogue.js');
    result = [];
    await seedCatalogue(
      app,
      [uid, ...args].filter((arg) => arg !== undefined),
      (line) => result.push(line),
    );
  } else if (command === 'seed') {
    const cms = createRequire(path.join(cmsDir, 'package.json'));
    await cms('./src/seed').seed(app);
    await cms('./scripts/settled').settled(app);
    result = null;
  } else if (command === 'import-epd') {
    const { importEpds } = createRequire(path.join(cmsDir, 'package.json'))('./scripts/import-epd.js');
    const lines = [];
    result = { ...(await importEpds(app, [uid, ...args], (line) => lines.push(line))), lines };
  } else if (command === 'catalogue-job-interrupted') {
    // A catalogue job run in batches of `size` whose batch number `failing` fails once, after
    // writing its rows, as a process ending mid-batch would.
    const [documentId, size, failing] = args;
    const service = app.service(uid);
    const { writeBatch } = service;
    let calls = 0;
    service.writeBatch = async function (...batchArgs) {
      await writeBatch.apply(this, batchArgs);
      calls += 1;
      if (calls === Number(failing)) throw new Error('interrupted on purpose');
    };
    try {
      await app.db.query(uid).updateMany({ where: { documentId }, data: { status: 'running' } });
      await service.run(documentId, { batchSize: Number(size) }).catch(() => {});
    } finally {
      service.writeBatch = writeBatch;
    }
    result = await service.find(documentId);
  } else if (command === 'plans') {
    result = await (await import('./list-plans.mjs')).listPlans(app);
  } else if (command === 'rows') {
    result = await rowsOfUid(args[0]);
  } else if (command === 'rows-of') {
    result = [];
    for (const [each, filters] of JSON.parse(uid)) result.push(await rowsOf(app, each, JSON.stringify(filters)));
  } else if (command === 'find') {
    // Every row matching (none is no error), changed first by the optional data: for types whose rows are not documents' versions.
    const [where, data] = [JSON.parse(args[0]), args[1] ? JSON.parse(args[1]) : null];
    if (data) await app.db.query(uid).updateMany({ where, data });
    result = await app.db.query(uid).findMany({ where: { ...where, ...data }, orderBy: { id: 'asc' } });
  } else if (command === 'remove') {
    // Every document with a row matching, in every language, through the document service (its
    // lifecycles keep the search index and the catalogue index in step); prints how many.
    const rows = await app.db.query(uid).findMany({ where: JSON.parse(args[0]), select: ['documentId'] });
    const documentIds = [...new Set(rows.map((row) => row.documentId))];
    for (const documentId of documentIds) await app.documents(uid).delete({ documentId, locale: '*' });
    result = documentIds.length;
  } else if (command === 'admin-edit') {
    const [field, uids] = [uid, args];
    const service = app.plugin('content-manager').service('content-types');
    result = {};
    for (const each of uids) {
      const { metadatas } = await service.findConfiguration(service.findContentType(each));
      result[each] = metadatas?.[field]?.edit ?? null;
    }
  } else if (command === 'api-token') {
    // A token an editor might make in the admin for an integration: read-only, named `uid`.
    const created = await app
      .service('admin::api-token-content-api')
      .create({ name: uid, description: 'A test integration', type: 'read-only', lifespan: null });
    result = { accessKey: created.accessKey };
  } else if (command === 'create') {
    result = [];
    // Strapi announces a new document after its transaction commits, reading it once more;
    // stopping before that read ends would leave it waiting on a closed connection pool.
    const announced = new Set();
    let onAnnounced = () => {};
    // A step in the script runner goes on: the next create must not call this one's waiter.
    const stopListening = app.eventHub.on('entry.create', ({ entry }) => {
      announced.add(entry.documentId);
      onAnnounced();
    });
    for (const data of args) {
      try {
        const created = await app.documents(uid).create({ data: JSON.parse(data) });
        result.push({ documentId: created.documentId });
      } catch (error) {
        result.push({ error: error.message });
      }
    }
    const created = result.filter((each) => each.documentId).map((each) => each.documentId);
    while (!created.every((documentId) => announced.has(documentId))) await new Promise((resolve) => (onAnnounced = resolve));
    stopListening();
  } else {
    throw new Error(`Unknown command ${command}`);
  }
  return result;
}

if (import.meta.main) {
  const app = await loadStrapi();
  try {
    console.log(JSON.stringify(await runStep(app, process.argv.slice(2))));
  } finally {
    await app.destroy();
  }
}
