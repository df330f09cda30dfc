'use strict';

/*
 * searchText: the lowercased text the site searches in, one value per locale row.
 *
 * Strapi's $containsi is LOWER(x) LIKE LOWER(?), and SQLite's LOWER folds only ASCII:
 * "KALKFÄRG" would never find "Kalkfärg". So every searchable type keeps its searchable
 * fields folded here, in JavaScript, where Swedish case folding is right; the site folds
 * the query with the same function (@ytbanken/domain/search/search-text) and filters with a
 * plain $contains. Database lifecycles keep the value current on every row write (see
 * lifecycles()), bootstrap/search-text.js catches up rows written before a field or rule changed.
 */

const { foldSearchText } = require('@ytbanken/domain/search/search-text');

/** The fields each type's searchText is made of, in this order. */
const SEARCH_FIELDS = {
  'api::product.product': ['name', 'summary'],
  'api::surface.surface': ['name', 'articleNumber', 'ncs'],
  'api::producer.producer': ['name'],
  'api::page.page': ['title'],
};

/**
 * One field per line: a query cannot hold a line break, so it never matches across
 * two fields (the end of a name and the start of a summary).
 */
function searchText(uid, values) {
  return SEARCH_FIELDS[uid]
    .map((field) => values?.[field])
    .filter((value) => typeof value === 'string' && value.trim() !== '')
    .map((value) => foldSearchText(value.trim()))
    .join('\n');
}

/**
 * beforeCreate/beforeUpdate(Many) for one content type. Every row Strapi writes passes
 * through them: the draft, the published copy made at publish, and the other locales'
 * rows when i18n copies the non-localized fields (surface articleNumber and ncs,
 * producer name) onto them. A hand-set searchText is never kept.
 */
function lifecycles(uid) {
  const fields = SEARCH_FIELDS[uid];
  // The full-text index (index.js) follows each written row as stored: published rows in, the
  // rest out. A row's id is enough; it is read back once, after Strapi wrote it.
  const reindex = (ids) => require('./index').reindexIds(strapi, uid, ids);
  const touches = (data) => fields.some((field) => data[field] !== undefined);
  const rows = () => strapi.db.query(uid);

  return {
    beforeCreate(event) {
      const { data } = event.params;
      if (!data) return;
      data.searchText = searchText(uid, data);
    },

    async afterCreate(event) {
      if (event.result?.id) await reindex([event.result.id]);
    },

    async afterUpdate(event) {
      if (event.result?.id) await reindex([event.result.id]);
    },

    async afterDelete(event) {
      if (event.result?.id) await reindex([event.result.id]);
    },

    async beforeDeleteMany(event) {
      event.state.deleted = (await rows().findMany({ where: event.params.where, select: ['id'] })).map((row) => row.id);
    },

    async afterDeleteMany(event) {
      await reindex(event.state.deleted ?? []);
    },

    async beforeUpdate(event) {
      const { data, where } = event.params;
      if (!data) return;
      if (!touches(data)) {
        // Nothing it is made of changes, so the stored value stays right.
        delete data.searchText;
        return;
      }
      let values = data;
      // An update may carry only some fields (a name without its summary): the rest
      // comes from the row being updated, the one Strapi's update finds with `where`.
      if (fields.some((field) => data[field] === undefined) && where) {
        const current = await rows().findOne({ where, select: fields });
        values = { ...current, ...data };
      }
      data.searchText = searchText(uid, values);
    },

    /** A bulk update sets one value on many rows: recompute each row afterwards. */
    async beforeUpdateMany(event) {
      const { data, where } = event.params;
      if (!data) return;
      delete data.searchText;
      event.state.touched = touches(data);
      event.state.ids = (await rows().findMany({ where, select: ['id'] })).map((row) => row.id);
    },

    async afterUpdateMany(event) {
      const ids = event.state.ids ?? [];
      if (ids.length === 0) return;
      await reindex(ids);
      if (!event.state.touched) return;
      const updated = await rows().findMany({ where: { id: { $in: ids } }, select: RECOMPUTE_SELECT(uid) });
      for (const row of updated) await recompute(strapi, uid, row);
    },
  };
}

/**
 * Sets one stored row's searchText from its stored fields when it differs. Through the
 * query builder, past the lifecycles: a search index catching up is not an edit, so the
 * row's updatedAt (the sitemap's lastmod) stays as it is.
 */
async function recompute(strapi, uid, row) {
  const expected = searchText(uid, row);
  if ((row.searchText ?? null) === expected) return false;
  await strapi.db.queryBuilder(uid).update({ searchText: expected }).where({ id: row.id }).execute();
  return true;
}

const RECOMPUTE_SELECT = (uid) => ['id', 'searchText', ...SEARCH_FIELDS[uid]];

module.exports = { SEARCH_FIELDS, RECOMPUTE_SELECT, searchText, lifecycles, recompute };
