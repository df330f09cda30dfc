'use strict';

const { factories } = require('@strapi/strapi');
const { readBoverket } = require('./boverket');

const UID = 'api::generic-climate-value.generic-climate-value';

module.exports = factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Loads one generic value per category from a Boverket-shaped file (readBoverket), all in
   * one transaction: a category already held gets the new resource, the others are kept.
   * Answers the categories written.
   */
  async load(json, categories, label) {
    const rows = readBoverket(json, categories, label);
    await strapi.db.transaction(async () => {
      const documents = strapi.documents(UID);
      for (const data of rows) {
        const held = await documents.findFirst({ filters: { category: data.category }, fields: ['documentId'] });
        if (held) await documents.update({ documentId: held.documentId, data });
        else await documents.create({ data });
      }
    });
    return rows.map((row) => row.category);
  },
}));
