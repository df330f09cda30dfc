'use strict';

const fs = require('node:fs');
const path = require('node:path');
const links = require('../../seed/epd/links.json');
const examples = require('../../seed/climate/generic-examples.json');
const exampleCategories = require('../../seed/climate/example-categories.json');

const SEED = path.join(__dirname, '..', '..', 'seed');

/**
 * The demo's climate figures: the fictitious sample EPDs (seed/epd) and example generic values
 * in Boverket's shape (seed/climate), loaded through the same services as a real import.
 * Answers which EPD (documentId) each demo product points at, by product key.
 */
async function seedClimate(strapi) {
  const { refusals } = await strapi.service('api::epd.epd').importFiles(listXml(path.join(SEED, 'epd', 'processes')));
  if (refusals.length > 0) throw new Error(`demo EPD refused: ${refusals.map((r) => `${path.basename(r.file)}: ${r.reason}`).join('; ')}`);
  await strapi
    .service('api::generic-climate-value.generic-climate-value')
    .load(examples, exampleCategories, { source: 'Exempelvärden i Boverkets format', example: true });
  const held = await strapi.db
    .query('api::epd.epd')
    .findMany({ where: { registrationNumber: { $in: Object.values(links.products) } }, select: ['documentId', 'registrationNumber'] });
  const byNumber = new Map(held.map((row) => [row.registrationNumber, row.documentId]));
  return Object.fromEntries(Object.entries(links.products).map(([key, number]) => [key, byNumber.get(number)]));
}

function listXml(dir) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.xml'))
    .sort()
    .map((name) => path.join(dir, name));
}

module.exports = { seedClimate };
