'use strict';

const fs = require('node:fs');
const path = require('node:path');

const IMAGES = path.resolve(__dirname, '..', '..', 'seed', 'images');

/** Uploads a shipped image once; later runs find it by name and reuse it. */
async function ensureImage(strapi, fileName, alternativeText) {
  const files = strapi.db.query('plugin::upload.file');
  const existing = await files.findOne({ where: { name: fileName } });
  if (existing) return existing.id;

  const filepath = path.join(IMAGES, fileName);
  const { size } = fs.statSync(filepath);
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: fileName, alternativeText: alternativeText ?? '', caption: '' } },
      files: { filepath, originalFilename: fileName, mimetype: 'image/png', size },
    });
  return uploaded.id;
}

module.exports = { ensureImage };
