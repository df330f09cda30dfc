'use strict';

const { randomBytes } = require('node:crypto');
const { errors } = require('@strapi/utils');
const { PRODUCT_COLUMNS, SHEET_MAX_ROWS, SURFACE_COLUMNS, sheetRecordSchema } = require('@ytbanken/domain/catalogue/sheet');
const { colourFamily } = require('../../../catalogue/colour-family');
const { slugify } = require('../../../catalogue/slug');
const { reindexIds } = require('../../../search');
const { SEARCH_FIELDS, searchText } = require('../../../search/text');
const { catalogueChanged } = require('../../../catalogue/changes');
const { layout } = require('../../../catalogue/tables');
const { withDb } = require('../../../search/store');

const JOB = 'api::catalogue-job.catalogue-job';
const PART = 'api::catalogue-job.catalogue-job-part';
/** What a job's state is read with: never its missing articles' list, which may be long. */
const JOB_FIELDS = [
  'id',
  'documentId',
  'producerId',
  'attempt',
  'status',
  'language',
  'total',
  'received',
  'rowsDone',
  'deleteMissing',
  'deleted',
  'published',
  'updatedAt',
];
const PRODUCER = 'api::producer.producer';
const PRODUCT = 'api::product.product';
const SURFACE = 'api::surface.surface';

/** Rows written in one transaction: small enough to keep a lock short, large enough that 20,000 rows are few commits. */
const BATCH = 250;
/**
 * A running job whose count has not moved for this long was interrupted (its process ended):
 * a batch is far shorter, so a retry may take it over.
 */
const STALE_MS = 2 * 60_000;
/**
 * Records a request may carry: the cms's JSON bodies are bounded (strapi::body, 1 MB), and a
 * record is at most some 900 characters, so an upload arrives in parts.
 */
const CHUNK = 500;
/** At most this many refusals are told; the first ones are what a producer fixes first. */
const MAX_TOLD = 50;
/** Rows a statement writes or names at most: well within both databases' bound on a statement's values. */
const SLICE = 200;

/** The product's columns that are the same in both languages; names and summaries are the sheet's language's. */
const PRODUCT_SHARED = PRODUCT_COLUMNS.filter((c) => c !== 'productName' && c !== 'summary');

function refuse(message, path, details = {}) {
  throw new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }], ...details });
}

/** A documentId in Strapi's own form (cuid2's: a lowercase letter and 23 base-36 characters). */
function newDocumentId() {
  const digits = [...randomBytes(23)].map((byte) => (byte % 36).toString(36)).join('');
  return `${String.fromCharCode(97 + (randomBytes(1)[0] % 26))}${digits}`;
}

const pick = (record, columns) => Object.fromEntries(columns.map((c) => [c, record[c]]));
const productShared = (record) => pick(record, PRODUCT_SHARED);
const productOwn = (record) => ({ name: record.productName, summary: record.summary });
const surfaceShared = (record) => ({ articleNumber: record.articleNumber, ...pick(record, SURFACE_COLUMNS) });

/** A part of an upload: each record checked with the sheet's own schema, whatever the site checked. */
function parsePart(records, offset) {
  if (!Array.isArray(records) || records.length === 0 || records.length > CHUNK) refuse(`records must be 1 to ${CHUNK} records a request`, 'records');
  const refusals = [];
  const parsed = records.map((raw, i) => {
    const result = sheetRecordSchema.safeParse(raw);
    if (!result.success) for (const issue of result.error.issues) refusals.push({ index: offset + i, column: String(issue.path[0] ?? ''), reason: issue.code });
    return result.data;
  });
  return { parsed, refusals };
}

/** The whole upload's rows against each other: article numbers once, and a product's columns the same on all its rows. */
function clashes(records) {
  const seen = new Set();
  const products = new Map();
  const refusals = [];
  records.forEach((record, index) => {
    if (seen.has(record.articleNumber)) refusals.push({ index, column: 'articleNumber', reason: 'duplicate' });
    seen.add(record.articleNumber);
    const first = products.get(record.productName);
    const differs = first && PRODUCT_COLUMNS.find((c) => first[c] !== record[c]);
    if (differs) refusals.push({ index, column: differs, reason: 'productDiffers' });
    if (!first) products.set(record.productName, record);
  });
  return refusals;
}

const refuseRecords = (refusals) =>
  refuse('The records were refused; nothing was stored', 'records', { refusals: refusals.slice(0, MAX_TOLD), refused: refusals.length });

/** { producer, language, total, records }: a new job and its first records. */
function parseStart(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) refuse('Missing "data" payload in the request body', 'data');
  if (typeof data.producer !== 'string' || !/^[a-z0-9]{1,64}$/i.test(data.producer)) refuse('producer must be a documentId', 'producer');
  if (data.language !== 'sv' && data.language !== 'en') refuse('language must be sv or en', 'language');
  if (!Number.isInteger(data.total) || data.total < 1 || data.total > SHEET_MAX_ROWS) refuse(`total must be 1 to ${SHEET_MAX_ROWS} records`, 'total');
  return { producer: data.producer, language: data.language, total: data.total, records: data.records };
}

/** A job as the desk sees it: never its records. */
const view = (job) => ({
  documentId: job.documentId,
  status: job.status,
  language: job.language,
  total: job.total,
  received: job.received ?? 0,
  rowsDone: job.rowsDone ?? 0,
  deleteMissing: Boolean(job.deleteMissing),
  deleted: job.deleted ?? 0,
  ...(Array.isArray(job.missing) && { missing: job.missing.length }),
  published: Boolean(job.published),
  updatedAt: job.updatedAt,
});

/** A stored value and a written one alike: decimals as numbers (PostgreSQL answers them as text), a relation by its row's id. */
function alike(stored, written) {
  if (stored === written || (stored == null && written == null)) return true;
  if (stored && typeof stored === 'object' && 'id' in stored) return stored.id === written;
  return stored != null && written != null && typeof written === 'number' && Number(stored) === written;
}

/** Whether a row already holds every value of `data` but its timestamp. */
const holds = (row, data) => Object.entries(data).every(([key, value]) => key === 'updatedAt' || alike(row[key], value));

const isStale = (job, now) => now - new Date(job.updatedAt).getTime() > STALE_MS;

module.exports = ({ strapi }) => {
  const jobs = () => strapi.db.query(JOB);
  const parts = () => strapi.db.query(PART);

  /** The producer's row in `language`, draft or published, else its row in any language. */
  async function producerRow(producerId, language, published) {
    const status = { publishedAt: published ? { $notNull: true } : null };
    const query = strapi.db.query(PRODUCER);
    return (
      (await query.findOne({ where: { documentId: producerId, locale: language, ...status }, select: ['id', 'trusted'] })) ??
      query.findOne({ where: { documentId: producerId, ...status }, select: ['id', 'trusted'] })
    );
  }

  /** Every row of the documents of `uid` among `where`, by documentId. */
  async function rowsByDocument(uid, where, select, relation) {
    const rows = await strapi.db.query(uid).findMany({
      where,
      select: ['id', 'documentId', 'locale', 'publishedAt', ...select],
      populate: { [relation]: { select: ['id'] } },
    });
    const byDocument = new Map();
    for (const row of rows) byDocument.set(row.documentId, [...(byDocument.get(row.documentId) ?? []), row]);
    return byDocument;
  }

  /** A manyToOne relation's join table: the row's column, its target's, and the target's order of its rows. */
  function joinOf(uid, attribute) {
    const { joinTable } = strapi.db.metadata.get(uid).attributes[attribute];
    return { table: joinTable.name, own: joinTable.joinColumn.name, target: joinTable.inverseJoinColumn.name, order: joinTable.inverseOrderColumnName };
  }

  /**
   * Links rows to their targets ({ id, target }) as the query engine's relation write would, in
   * a few statements for many rows: a row's earlier link goes, the new one is numbered after its
   * target's last.
   */
  async function relink(uid, attribute, links) {
    if (links.length === 0) return;
    const join = joinOf(uid, attribute);
    await withDb(strapi, async (knex) => {
      const ids = links.map((l) => l.id);
      for (let i = 0; i < ids.length; i += SLICE)
        await knex(join.table)
          .whereIn(join.own, ids.slice(i, i + SLICE))
          .delete();
      const linked = links.filter((l) => l.target != null);
      const targets = [...new Set(linked.map((l) => l.target))];
      const next = new Map();
      if (join.order)
        for (let i = 0; i < targets.length; i += SLICE) {
          const last = await knex(join.table)
            .select(join.target)
            .max({ max: join.order })
            .whereIn(join.target, targets.slice(i, i + SLICE))
            .groupBy(join.target);
          for (const row of last) next.set(Number(row[join.target]), Number(row.max) || 0);
        }
      const rows = linked.map(({ id, target }) => {
        const order = (next.get(target) ?? 0) + 1;
        next.set(target, order);
        return { [join.own]: id, [join.target]: target, ...(join.order && { [join.order]: order }) };
      });
      for (let i = 0; i < rows.length; i += SLICE) await knex(join.table).insert(rows.slice(i, i + SLICE));
    });
  }

  /** PostgreSQL's type of each column of `table`, for the casts a statement of bound values needs. */
  const columnTypes = new Map();
  async function typesOf(knex, table) {
    if (!columnTypes.has(table)) {
      const { rows } = await knex.raw('SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?', [
        table,
      ]);
      columnTypes.set(table, new Map(rows.map((row) => [row.column_name, row.udt_name])));
    }
    return columnTypes.get(table);
  }

  /**
   * Sets each row's own values ({ id, data }), past the row lifecycles. SQLite runs in the cms's
   * process, so a statement a row costs little; PostgreSQL is a round trip away, so rows writing
   * the same columns go together, up to SLICE a statement (UPDATE … FROM VALUES).
   */
  async function updateEach(uid, rows) {
    if (strapi.db.dialect.client !== 'postgres') {
      for (const { id, data } of rows) await strapi.db.queryBuilder(uid).update(data).where({ id }).execute();
      return;
    }
    const meta = strapi.db.metadata.get(uid);
    const columnOf = (key) => meta.attributes[key]?.columnName ?? key;
    const groups = new Map();
    for (const row of rows) {
      const keys = Object.keys(row.data).sort().join(',');
      groups.set(keys, [...(groups.get(keys) ?? []), row]);
    }
    await withDb(strapi, async (knex) => {
      const types = await typesOf(knex, meta.tableName);
      for (const [keys, group] of groups) {
        const fields = keys.split(',');
        const columns = ['id', ...fields.map(columnOf)];
        const tuple = `(${columns.map((column) => `?::${types.get(column)}`).join(', ')})`;
        for (let i = 0; i < group.length; i += SLICE) {
          const slice = group.slice(i, i + SLICE);
          await knex.raw(
            `UPDATE ?? AS t SET ${columns
              .slice(1)
              .map(() => '?? = v.??')
              .join(', ')} FROM (VALUES ${slice.map(() => tuple).join(', ')}) AS v(${columns.map(() => '??').join(', ')}) WHERE t.id = v.id`,
            [
              meta.tableName,
              ...columns.slice(1).flatMap((column) => [column, column]),
              ...slice.flatMap(({ id, data }) => [id, ...fields.map((field) => data[field])]),
              ...columns,
            ],
          );
        }
      }
    });
  }

  /** What a row's lifecycles would derive from its `values` when `data` is written: its search text, a surface's colour family. */
  function derived(uid, values, data) {
    const extra = {};
    if (SEARCH_FIELDS[uid].some((field) => data[field] !== undefined)) extra.searchText = searchText(uid, values);
    if (uid === SURFACE && data.hex !== undefined) extra.colourFamily = colourFamily(data.hex);
    return extra;
  }

  /**
   * A batch's writes of one type in a few statements rather than some nine queries a row (the
   * row lifecycles read, index and renew the catalogue token per row): new rows at once, changed
   * rows as updateEach writes them, links in bulk, what the lifecycles derive set here, and the
   * search index told once. A created row's `id` is set on its entry.
   */
  async function writeRows(uid, relation, { creates, updates }) {
    const written = [];
    for (let i = 0; i < creates.length; i += SLICE) {
      const slice = creates.slice(i, i + SLICE);
      const { ids } = await strapi.db.query(uid).createMany({ data: slice.map(({ data }) => ({ ...data, ...derived(uid, data, data) })) });
      // Both databases number a statement's rows in the order of its values.
      const created = ids.map(Number).sort((a, b) => a - b);
      slice.forEach((entry, j) => (entry.id = created[j]));
      written.push(...created);
    }
    await updateEach(
      uid,
      updates.map(({ row, data }) => ({ id: row.id, data: { ...data, ...derived(uid, { ...row, ...data }, data) } })),
    );
    written.push(...updates.map(({ row }) => row.id));
    await relink(uid, relation, [
      ...creates.map(({ id, target }) => ({ id, target })),
      ...updates.filter((u) => u.target !== undefined).map(({ row, target }) => ({ id: row.id, target })),
    ]);
    // Created rows renewed the catalogue's token through their lifecycle; updated ones did not.
    if (updates.length > 0) await catalogueChanged(strapi);
    await reindexIds(strapi, uid, written);
    // A target a row left (a product a surface moved from) no longer has the row's colour among its facets.
    const left = updates.filter((u) => u.target !== undefined && u.row[relation]?.id != null).map((u) => u.row[relation].id);
    await reindexIds(strapi, strapi.db.metadata.get(uid).attributes[relation].target, [...new Set(left)]);
  }

  /**
   * Plans one document's rows the way the document service would leave them: its own row in
   * `language` (draft, and published when `publish`) with `own`, `shared` and its link, and the
   * other languages' rows of the same status with `shared` alone. A missing row is created; a
   * row already holding the values is not written (a re-uploaded catalogue is mostly as it was).
   * Returns the entries of its rows in `language`, { draft, published }, whose `id` is known once
   * the plan is written.
   */
  function planDocument(plan, documentId, rows, { language, publish, now, own, created = {}, shared, relation, target }) {
    const mine = {};
    for (const published of publish ? [false, true] : [false]) {
      const same = rows.filter((row) => Boolean(row.publishedAt) === published);
      const row = same.find((r) => r.locale === language);
      const data = { ...own, ...shared };
      const to = target(published) ?? null;
      const key = published ? 'published' : 'draft';
      if (row) {
        const relinked = (row[relation]?.id ?? null) !== to;
        if (relinked || !holds(row, data)) plan.updates.push({ row, data: { ...data, updatedAt: now }, ...(relinked && { target: to }) });
        mine[key] = row;
      } else {
        mine[key] = {
          data: { ...data, ...created, documentId, locale: language, createdAt: now, updatedAt: now, publishedAt: published ? now : null },
          target: to,
        };
        plan.creates.push(mine[key]);
      }
      for (const other of same) if (other.locale !== language && !holds(other, shared)) plan.updates.push({ row: other, data: { ...shared, updatedAt: now } });
    }
    return mine;
  }

  /**
   * On PostgreSQL, the planner's statistics of the tables a job wrote, renewed before it is done.
   * They stay as they were until autovacuum comes round, and a read of the producer's catalogue
   * planned for tables a fraction of their new size (the desk's next preview) can run past the
   * statement timeout. ANALYZE reads a sample of each table, not the whole. SQLite keeps no
   * statistics of these (bootstrap/list-indexes.js). A table the database user does not own is
   * skipped with a warning PostgreSQL keeps to its own log.
   */
  async function renewStatistics() {
    if (strapi.db.dialect.client !== 'postgres') return;
    const t = layout(strapi);
    const tables = [t.product, t.surface, t.productProducer.table, t.surfaceProduct.table];
    // Before the job is said to be done, so that the desk's next preview is planned with them.
    // Only an aid to the planner: a failure is logged, and the job goes on.
    await strapi.db.connection
      .raw(`ANALYZE ${tables.map(() => '??').join(', ')}`, tables)
      .catch((error) => strapi.log.warn(`catalogue job: the statistics of ${tables.join(', ')} were not renewed: ${error.message}`));
  }

  return {
    batchSize: BATCH,

    /**
     * The producer's catalogue as sheet records by article number, in `language` where a surface
     * or product has it (else its other language): what the desk's preview compares a file with.
     */
    async current(producerId, language) {
      const surfaces = await strapi.db.query(SURFACE).findMany({
        where: { publishedAt: null, product: { producer: { documentId: producerId } } },
        select: ['documentId', 'locale', 'name', 'articleNumber', ...SURFACE_COLUMNS],
        populate: { product: { select: ['documentId', 'locale', 'name', 'summary', ...PRODUCT_SHARED] } },
        orderBy: [{ id: 'asc' }],
      });
      const catalogue = {};
      for (const row of surfaces) {
        const held = catalogue[row.articleNumber];
        if (held && row.locale !== language) continue;
        const product = row.product ?? {};
        const number = (v) => (v === null || v === undefined ? null : Number(v));
        catalogue[row.articleNumber] = {
          articleNumber: row.articleNumber,
          surfaceName: row.name,
          productName: product.name ?? null,
          category: product.category ?? null,
          summary: product.summary ?? null,
          fireClass: product.fireClass ?? null,
          slipResistance: product.slipResistance ?? null,
          useClass: number(product.useClass),
          thickness: number(product.thickness),
          placement: product.placement ?? null,
          leadTimeDays: number(product.leadTimeDays),
          priceBand: number(product.priceBand),
          finish: row.finish ?? null,
          gloss: number(row.gloss),
          lrv: number(row.lrv),
          hex: row.hex ?? null,
          ncs: row.ncs ?? null,
          labL: number(row.labL),
          labA: number(row.labA),
          labB: number(row.labB),
        };
      }
      return catalogue;
    },

    /**
     * Starts storing an upload as a job with its first records. A producer's earlier jobs
     * that never ran go: a new upload takes their place.
     */
    async create(producerIds, data) {
      const upload = parseStart(data);
      if (!producerIds.includes(upload.producer)) throw new errors.NotFoundError('Not Found');
      const unused = await jobs().findMany({ where: { producerId: upload.producer, status: { $in: ['receiving', 'ready'] } }, select: ['documentId'] });
      await this.forget(unused.map((job) => job.documentId));
      const now = new Date();
      const job = await jobs().create({
        data: {
          documentId: newDocumentId(),
          producerId: upload.producer,
          language: upload.language,
          status: 'receiving',
          total: upload.total,
          received: 0,
          rowsDone: 0,
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        },
      });
      try {
        return await this.receive(job, upload.records);
      } catch (error) {
        await this.forget([job.documentId]);
        throw error;
      }
    },

    /** More of a job's records; once all are in, it is ready to apply. */
    async append(documentId, data) {
      const job = await jobs().findOne({ where: { documentId }, select: JOB_FIELDS });
      if (job.status !== 'receiving') throw new errors.ApplicationError('This upload is complete', { reason: 'complete' });
      return this.receive(job, data?.records);
    },

    /**
     * Stores a part of a job's records, each checked, as a row of its own: a part costs the
     * same however many came before. With the last part the whole upload is checked against
     * itself (a refusal drops the job: nothing is kept of a refused upload), the articles of
     * the producer's catalogue the file leaves out are noted as its missing ones, and the job
     * is ready.
     */
    async receive(job, raw) {
      const { parsed, refusals } = parsePart(raw, job.received);
      if (refusals.length > 0) refuseRecords(refusals);
      const received = job.received + parsed.length;
      if (received > job.total) refuse('more records than the total', 'records');
      const now = new Date();
      await parts().create({
        data: { documentId: newDocumentId(), jobId: job.documentId, position: job.received, records: parsed, createdAt: now, updatedAt: now, publishedAt: now },
      });
      const data = { received, updatedAt: now };
      if (received === job.total) {
        const all = await this.recordsOf(job.documentId);
        const clashing = clashes(all);
        if (clashing.length > 0) {
          await this.forget([job.documentId]);
          refuseRecords(clashing);
        }
        const inFile = new Set(all.map((r) => r.articleNumber));
        const held = await this.current(job.producerId, job.language);
        Object.assign(data, { status: 'ready', missing: Object.keys(held).filter((n) => !inFile.has(n)) });
      }
      return view(await jobs().update({ where: { id: job.id }, data }));
    },

    /** A job's records in upload order, from its parts. */
    async recordsOf(documentId) {
      const stored = await parts().findMany({ where: { jobId: documentId }, select: ['records'], orderBy: [{ position: 'asc' }] });
      return stored.flatMap((part) => part.records);
    },

    /** Jobs and their records gone, as if never uploaded. */
    async forget(documentIds) {
      if (documentIds.length === 0) return;
      await parts().deleteMany({ where: { jobId: { $in: documentIds } } });
      await jobs().deleteMany({ where: { documentId: { $in: documentIds } } });
    },

    /** A job's state, read without its records: the desk asks for it every second while it runs. */
    async find(documentId, now = Date.now()) {
      const job = await jobs().findOne({ where: { documentId }, select: JOB_FIELDS });
      // A run whose process ended says so, so that the desk offers to go on with it.
      return view(job.status === 'running' && isStale(job, now) ? { ...job, status: 'failed' } : job);
    },

    /**
     * Starts (or resumes) a job and answers at once; the job runs in the background and the
     * desk follows its count. A done job is left as it is, so a second apply changes nothing.
     * One job runs per producer at a time.
     */
    async apply(documentId, options, now = Date.now()) {
      const deleteMissing = options?.deleteMissing === true;
      const job = await jobs().findOne({ where: { documentId }, select: JOB_FIELDS });
      if (job.status === 'done') return { started: false, job: view(job) };
      if (job.status === 'receiving') throw new errors.ApplicationError('This upload is not complete', { reason: 'incomplete' });
      const running = await jobs().findOne({ where: { producerId: job.producerId, status: 'running' }, select: ['documentId', 'updatedAt'] });
      if (running && !isStale(running, now)) throw new errors.ApplicationError('A catalogue is already being applied for this producer', { reason: 'running' });
      // Taken over only if no one else took it since it was read: two retries at once start it once.
      const attempt = job.attempt ?? 0;
      const taken = await jobs().updateMany({
        where: { id: job.id, attempt },
        // A deletion once confirmed stays confirmed; a retry may confirm it too.
        data: { status: 'running', attempt: attempt + 1, deleteMissing: Boolean(job.deleteMissing) || deleteMissing, updatedAt: new Date(now) },
      });
      if (taken.count !== 1) throw new errors.ApplicationError('A catalogue is already being applied for this producer', { reason: 'running' });
      this.run(documentId).catch((error) => strapi.log.error(`catalogue job ${documentId} stopped: ${error.message}`));
      return { started: true, job: view({ ...job, status: 'running' }) };
    },

    /**
     * Runs a job from where it stands: each batch of records with the job's count in one
     * transaction, so an interruption leaves whole batches done and the count saying which;
     * then the confirmed deletions and the job marked done, together. A failure marks the job
     * failed, for a retry to resume.
     */
    async run(documentId, { batchSize = this.batchSize } = {}) {
      const job = await jobs().findOne({ where: { documentId } });
      const records = await this.recordsOf(documentId);
      const producer = await producerRow(job.producerId, job.language, false);
      const publish = Boolean(producer?.trusted);
      try {
        let done = job.rowsDone ?? 0;
        while (done < job.total) {
          const batch = records.slice(done, done + batchSize);
          await strapi.db.transaction(async () => {
            await strapi.service(JOB).writeBatch(job, batch, publish);
            done += batch.length;
            await jobs().update({ where: { id: job.id }, data: { rowsDone: done, updatedAt: new Date() } });
          });
        }
        await renewStatistics();
        await strapi.db.transaction(async () => {
          const deleted = job.deleteMissing ? await this.deleteMissing(job, records) : 0;
          await parts().deleteMany({ where: { jobId: documentId } });
          await jobs().update({ where: { id: job.id }, data: { status: 'done', deleted, published: publish, missing: null, updatedAt: new Date() } });
        });
      } catch (error) {
        await jobs().update({ where: { id: job.id }, data: { status: 'failed', updatedAt: new Date() } });
        throw error;
      }
      // One announcement for the whole catalogue: the site's cache learns of it once, not per row.
      for (const [model, uid] of [
        ['product', PRODUCT],
        ['surface', SURFACE],
      ])
        await strapi.eventHub.emit(publish ? 'entry.publish' : 'entry.update', { model, uid, entry: {} });
    },

    /** Writes a batch's products (by name within the producer) and surfaces (by article number), in the transaction it is called in. */
    async writeBatch(job, batch, publish) {
      const now = new Date();
      const { language, producerId } = job;
      const producerIds = { draft: (await producerRow(producerId, language, false))?.id, published: (await producerRow(producerId, language, true))?.id };
      const ofProducer = { producer: { documentId: producerId } };

      const names = [...new Set(batch.map((r) => r.productName))];
      const named = await strapi.db.query(PRODUCT).findMany({
        where: { ...ofProducer, locale: language, publishedAt: null, name: { $in: names } },
        select: ['documentId', 'name'],
      });
      const productIds = new Map(named.map((row) => [row.name, row.documentId]));
      const productRows = await rowsByDocument(PRODUCT, { documentId: { $in: [...productIds.values()] } }, ['name', 'summary', ...PRODUCT_SHARED], 'producer');
      const products = { creates: [], updates: [] };
      const productOf = new Map();
      for (const name of names) {
        const record = batch.find((r) => r.productName === name);
        const documentId = productIds.get(name) ?? newDocumentId();
        productOf.set(
          name,
          planDocument(products, documentId, productRows.get(documentId) ?? [], {
            language,
            publish,
            now,
            own: productOwn(record),
            // A new product's address: its name, made unique by a piece of its documentId.
            created: { slug: `${slugify(name) || 'product'}-${documentId.slice(-6)}` },
            shared: productShared(record),
            relation: 'producer',
            target: (published) => (published ? producerIds.published : producerIds.draft),
          }),
        );
      }
      await writeRows(PRODUCT, 'producer', products);

      const numbers = batch.map((r) => r.articleNumber);
      const held = await strapi.db.query(SURFACE).findMany({
        where: { articleNumber: { $in: numbers }, publishedAt: null, product: ofProducer },
        select: ['documentId', 'articleNumber'],
      });
      const surfaceIds = new Map(held.map((row) => [row.articleNumber, row.documentId]));
      const surfaceRows = await rowsByDocument(
        SURFACE,
        { documentId: { $in: [...surfaceIds.values()] } },
        ['name', 'articleNumber', ...SURFACE_COLUMNS],
        'product',
      );
      const surfaces = { creates: [], updates: [] };
      for (const record of batch) {
        const documentId = surfaceIds.get(record.articleNumber) ?? newDocumentId();
        const product = productOf.get(record.productName);
        planDocument(surfaces, documentId, surfaceRows.get(documentId) ?? [], {
          language,
          publish,
          now,
          own: { name: record.surfaceName },
          shared: surfaceShared(record),
          relation: 'product',
          target: (published) => (published ? product.published : product.draft).id,
        });
      }
      await writeRows(SURFACE, 'product', surfaces);
    },

    /** The missing articles the producer confirmed, still the producer's and still not in the job: each surface's every row. */
    async deleteMissing(job, records) {
      const missing = Array.isArray(job.missing) ? job.missing : [];
      if (missing.length === 0) return 0;
      const inJob = new Set(records.map((r) => r.articleNumber));
      const query = strapi.db.query(SURFACE);
      let deleted = 0;
      for (let i = 0; i < missing.length; i += BATCH) {
        const numbers = missing.slice(i, i + BATCH).filter((n) => !inJob.has(n));
        const held = await query.findMany({
          where: { articleNumber: { $in: numbers }, publishedAt: null, product: { producer: { documentId: job.producerId } } },
          select: ['documentId'],
        });
        const documentIds = [...new Set(held.map((row) => row.documentId))];
        const rows = await query.findMany({ where: { documentId: { $in: documentIds } }, select: ['id'] });
        // Row by row: a single delete also removes the row's links (a saved material's, an order's).
        for (const { id } of rows) await query.delete({ where: { id } });
        deleted += documentIds.length;
      }
      return deleted;
    },
  };
};
