'use strict';

const fs = require('node:fs/promises');
const path = require('node:path');
const { factories } = require('@strapi/strapi');
const { parseEpd, EpdFileError, refusal } = require('./ilcd');

const UID = 'api::epd.epd';
const SURFACE = 'api::surface.surface';

/**
 * Where a process dataset's reference flow dataset is: where its reference's own uri says,
 * else in the flows folder beside the processes folder (the layout of an unpacked ILCD
 * archive), else beside the process file.
 */
function flowReader(processFile) {
  const dir = path.dirname(processFile);
  return async (uuid, uri) => {
    const candidates = [
      ...(uri && !/^[a-z]+:/i.test(uri) ? [path.resolve(dir, uri), path.resolve(dir, `${uri}.xml`)] : []),
      path.join(dir, '..', 'flows', `${uuid}.xml`),
      path.join(dir, `${uuid}.xml`),
    ];
    for (const candidate of candidates) {
      try {
        return await fs.readFile(candidate, 'utf8');
      } catch (error) {
        if (error.code !== 'ENOENT' && error.code !== 'EISDIR') throw error;
      }
    }
    return null;
  };
}

/** An ILCD process dataset's root element, with or without a namespace prefix. */
const PROCESS_ROOT = /<(?:[A-Za-z_][\w.-]*:)?processDataSet[\s>]/;

/** Reads each source `{ file, name, read, flows }` as one declaration, or a refusal `{ file, code, params, reason }`. */
async function readDeclarations(sources) {
  const declarations = [];
  const refusals = [];
  const seen = new Map();
  for (const { file, name, read, flows } of sources) {
    try {
      const text = await read();
      const declaration = { ...(await parseEpd(text, flows)), sourceFile: name };
      const twin = seen.get(declaration.registrationNumber);
      if (twin) throw new EpdFileError('sameNumberTwice', { number: declaration.registrationNumber, file: twin });
      seen.set(declaration.registrationNumber, name);
      declarations.push(declaration);
    } catch (error) {
      if (error instanceof EpdFileError) refusals.push({ file, ...refusal(error.code, error.params) });
      else if (error.code === 'ENOENT' || error.code === 'EISDIR') refusals.push({ file, ...refusal('noSuchFile') });
      else throw error;
    }
  }
  return { declarations, refusals };
}

module.exports = factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Reads ILCD+EPD process files: { declarations, refusals }, each refusal { file, code, params, reason }
   * (ilcd.js REASONS: the reason is in English).
   * Nothing is written.
   */
  async readFiles(files) {
    return readDeclarations(files.map((file) => ({ file, name: path.basename(file), read: () => fs.readFile(file, 'utf8'), flows: flowReader(file) })));
  },

  /**
   * Reads uploaded ILCD+EPD files, `[{ name, text }]`: the process datasets among them, each
   * with its reference flow dataset from the same upload. Nothing is written.
   */
  async readUploads(uploads) {
    const processes = uploads.filter((upload) => PROCESS_ROOT.test(upload.text));
    const flows = uploads.filter((upload) => !processes.includes(upload));
    const flowOf = async (uuid) => (flows.find((flow) => flow.name === `${uuid}.xml`) ?? flows.find((flow) => flow.text.includes(uuid)))?.text ?? null;
    if (processes.length === 0) return { declarations: [], refusals: [{ file: uploads[0]?.name ?? '', ...refusal('noProcess') }] };
    return readDeclarations(processes.map((upload) => ({ file: upload.name, name: upload.name, read: async () => upload.text, flows: flowOf })));
  },

  /**
   * Imports EPDs all or nothing: a file refused leaves every file unwritten, and the writes
   * happen in one transaction. A registration number already held is updated, so importing
   * an EPD's new version replaces its figures and keeps the products that point at it. New
   * EPDs are inserted in batches, past the document service's per-entry work (a registry's
   * export is thousands of files); one event afterwards tells the site's webhook. With
   * `surface` (a documentId), the one EPD read becomes that surface's own, in every language,
   * in the same transaction: a surface whose figures differ from its product's.
   * Answers { created, updated, refusals }.
   */
  async importFiles(files, { surface } = {}) {
    const { declarations, refusals } = await this.readFiles(files);
    let rows = [];
    if (surface !== undefined && refusals.length === 0) {
      if (declarations.length > 1) refusals.push({ file: declarations[1].sourceFile, ...refusal('oneAtATime') });
      rows = await strapi.db.query(SURFACE).findMany({ where: { documentId: surface }, select: ['id'] });
      if (rows.length === 0) refusals.push({ file: declarations[0]?.sourceFile ?? '', ...refusal('noSuchSurface', { surface }) });
    }
    if (refusals.length > 0 || declarations.length === 0) return { created: 0, updated: 0, refusals };
    const [first] = declarations;
    const { created, updated } = await this.write(declarations, () => this.cover(SURFACE, rows, first.registrationNumber));
    return { created, updated, refusals };
  },

  /**
   * Points product or surface rows (`uid`, `[{ id }]`) at the EPD with this registration number:
   * inside write()'s transaction, where it sees the EPD just written.
   */
  async cover(uid, rows, registrationNumber) {
    if (rows.length === 0) return;
    const epd = await strapi.db.query(UID).findOne({ where: { registrationNumber }, select: ['id'] });
    for (const { id } of rows) await strapi.db.query(uid).update({ where: { id }, data: { declaration: epd.id } });
  },

  /**
   * Writes read declarations in one transaction (`within`, a step run inside it after them,
   * sees their documentIds by registration number); { created, updated }. Inside a transaction
   * already (the admin's save of an EPD upload), the writes are part of it, and the site hears
   * of them only once it commits: never of EPDs rolled back, never before they can be read.
   */
  async write(declarations, within = async () => {}) {
    const query = strapi.db.query(UID);
    const now = new Date();
    let created = 0;
    let updated = 0;
    await strapi.db.transaction(async ({ onCommit }) => {
      const held = await query.findMany({
        where: { registrationNumber: { $in: declarations.map((d) => d.registrationNumber) } },
        select: ['documentId', 'registrationNumber'],
      });
      const byNumber = new Map(held.map((row) => [row.registrationNumber, row.documentId]));
      const fresh = [];
      for (const data of declarations) {
        const documentId = byNumber.get(data.registrationNumber);
        if (documentId) {
          await query.updateMany({ where: { documentId }, data: { ...data, updatedAt: now } });
          updated += 1;
        } else fresh.push({ ...data, createdAt: now, updatedAt: now, publishedAt: now });
      }
      // A type without drafts keeps one row per document, published: as the document service writes it.
      for (let i = 0; i < fresh.length; i += 200) await query.createMany({ data: fresh.slice(i, i + 200) });
      created = fresh.length;
      await within();
      // As the document service announces its own writes (Strapi's document-service events).
      onCommit(() => {
        strapi.eventHub.emit(created > 0 ? 'entry.create' : 'entry.update', { model: 'epd', uid: UID, entry: {} }).catch((error) => strapi.log.error(error));
      });
    });
    return { created, updated };
  },
}));
