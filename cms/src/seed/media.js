'use strict';

const fs = require('node:fs');
const path = require('node:path');

const SEED = path.resolve(__dirname, '..', '..', 'seed');
const KINDS = {
  '.png': { dir: 'images', mimetype: 'image/png' },
  '.pdf': { dir: 'documents', mimetype: 'application/pdf' },
};

/** Uploads a shipped file (image or data sheet) once; later runs find it by name and reuse it. */
async function ensureFile(strapi, fileName, alternativeText) {
  const files = strapi.db.query('plugin::upload.file');
  const existing = await files.findOne({ where: { name: fileName } });
  if (existing) return existing.id;

  const kind = KINDS[path.extname(fileName)];
  if (!kind) throw new Error(`The seed has no rule for uploading ${fileName}`);
  const filepath = path.join(SEED, kind.dir, fileName);
  const { size } = fs.statSync(filepath);
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: fileName, alternativeText: alternativeText ?? '', caption: '' } },
      files: { filepath, originalFilename: fileName, mimetype: kind.mimetype, size },
    });
  return uploaded.id;
}

module.exports = { ensureFile, ensureImage: ensureFile };
