'use strict';

const starter = require('../../seed/synonyms');

const UID = 'api::search-synonym.search-synonym';
const DONE_KEY = 'search-synonyms-starter-set';
const coreStore = (strapi) => strapi.store({ type: 'core', name: 'ytbanken-seed' });

/**
 * Loads the starter set of search synonyms once per database, a new one or one made before the
 * type existed: after that they are the editors', and one they deleted stays deleted. Each
 * entry is found by its Swedish word, so a run cut short and run again creates nothing twice.
 */
async function ensureStarterSynonyms(strapi) {
  // Like the demo content: not where no demo is wanted, nor in a restore's or a script's cms,
  // which must find an empty database empty (the restore brings the backup's own synonyms).
  if (process.env.SEED_ON_EMPTY === 'false') return;
  if (await coreStore(strapi).get({ key: DONE_KEY })) return;
  const documents = strapi.documents(UID);
  for (const entry of starter) {
    const existing = await documents.findFirst({ filters: { term: entry.sv.term }, locale: 'sv' });
    const { documentId } = existing ?? (await documents.create({ locale: 'sv', data: entry.sv }));
    if (entry.en && !(await documents.findOne({ documentId, locale: 'en' }))) await documents.update({ documentId, locale: 'en', data: entry.en });
  }
  await coreStore(strapi).set({ key: DONE_KEY, value: true });
}

module.exports = { ensureStarterSynonyms };
