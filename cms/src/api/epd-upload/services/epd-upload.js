'use strict';

const fs = require('node:fs/promises');
const path = require('node:path');
const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { refusal } = require('../../epd/services/ilcd');

const UID = 'api::epd-upload.epd-upload';
const EPD = 'api::epd.epd';
const PRODUCT = 'api::product.product';
const SURFACE = 'api::surface.surface';

/**
 * An upload: the process dataset and its reference flow, a few EPDs at most. A registry's
 * process dataset with every indicator and language runs to a few hundred kilobytes.
 */
const MAX_FILES = 10;
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const XML_TYPES = ['application/xml', 'text/xml'];

/** A save refused: the admin shows the message and marks the field; the transaction it is in rolls back. */
function refuse(field, message) {
  throw new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });
}

/** The importer's refusals as one English sentence an editor reads in the admin's notice. */
function refuseFiles(refusals) {
  const reasons = refusals.map(({ file, reason }) => (file ? `${file}: ${reason}` : reason));
  refuse('files', `The files were refused; nothing was imported. ${reasons.join('; ')}`);
}

module.exports = factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * The uploaded files' text, `[{ name, text }]`, read from the cms's own uploads folder (the
   * local provider's, under the public dir PUBLIC_DIR may move): XML only, bounded in number
   * and size before anything is read.
   */
  async uploadedTexts(files) {
    if (files.length === 0) refuseFiles([refusal('noProcess')]);
    if (files.length > MAX_FILES) refuse('files', `At most ${MAX_FILES} files make one upload: the process dataset and its reference flow dataset of each EPD`);
    const uploads = path.resolve(strapi.dirs.static.public, 'uploads');
    const texts = [];
    for (const file of files) {
      if (!XML_TYPES.includes(file.mime)) refuse('files', `${file.name}: not an XML file (${file.mime}); an EPD is uploaded as its ILCD+EPD XML files`);
      const stored = path.resolve(strapi.dirs.static.public, `.${file.url}`);
      if (file.provider !== 'local' || path.dirname(stored) !== uploads) refuse('files', `${file.name}: not a file in the cms's own uploads folder`);
      const { size } = await fs.stat(stored);
      if (size > MAX_FILE_BYTES) refuse('files', `${file.name}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB, more than an EPD's dataset`);
      texts.push({ name: file.name, text: await fs.readFile(stored, 'utf8') });
    }
    return texts;
  },

  /**
   * Imports an upload's files through the EPD importer (api/epd: the same reader as
   * npm run import:epd and the producers' desk) and points its product or surface, in every
   * language and both versions, at the EPD. Runs in the transaction the admin's save is in:
   * a refusal throws, and neither the EPD nor the upload is written. Answers the outcome.
   */
  async importEntry(id) {
    const entry = await strapi.db.query(UID).findOne({
      where: { id },
      populate: { files: true, product: { select: ['documentId'] }, surface: { select: ['documentId'] } },
    });
    if (entry.product && entry.surface)
      refuse('surface', 'Give a product or a surface, not both: an EPD covers a whole product, or one surface whose figures differ from its product');
    const epds = strapi.service(EPD);
    const { declarations, refusals } = await epds.readUploads(await this.uploadedTexts(entry.files ?? []));
    const covered = entry.product ? [PRODUCT, entry.product] : entry.surface ? [SURFACE, entry.surface] : null;
    if (refusals.length === 0 && covered && declarations.length > 1) refusals.push({ file: declarations[1].sourceFile, ...refusal('oneAtATime') });
    if (refusals.length > 0) refuseFiles(refusals);

    const numbers = declarations.map((d) => d.registrationNumber);
    const held = new Set(
      (await strapi.db.query(EPD).findMany({ where: { registrationNumber: { $in: numbers } }, select: ['registrationNumber'] })).map(
        (row) => row.registrationNumber,
      ),
    );
    const rows = covered ? await strapi.db.query(covered[0]).findMany({ where: { documentId: covered[1].documentId }, select: ['id'] }) : [];
    await epds.write(declarations, () => (covered ? epds.cover(covered[0], rows, numbers[0]) : undefined));
    return numbers.map((number) => `EPD ${number}: ${held.has(number) ? 'updated' : 'created'}`).join('\n');
  },
}));
