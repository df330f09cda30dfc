'use strict';

const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

/** How many rows one read of a catch-up takes. */
const BATCH = 500;

/**
 * Calls `handle` with the rows of `uid` matching `where`, BATCH at a time in id order (by the
 * last id seen, so rows `handle` fixes need not leave the match). Between batches the event
 * loop turns: better-sqlite3 frees the statements it compiled only in a task of its own, and
 * one long await chain would keep every batch's rows and statements alive to the end.
 */
async function eachBatch(strapi, uid, { where = {}, select }, handle) {
  let after = 0;
  for (;;) {
    const rows = await strapi.db.query(uid).findMany({ where: { $and: [where, { id: { $gt: after } }] }, select, orderBy: { id: 'asc' }, limit: BATCH });
    if (rows.length === 0) return;
    await handle(rows);
    after = rows.at(-1).id;
    await new Promise((resolve) => setImmediate(resolve));
    if (rows.length < BATCH) return;
  }
}

/** A fingerprint of the source files a computed value is derived by. */
function ruleOf(...files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex');
}

const store = (strapi) => strapi.store({ type: 'core', name: 'ytbanken-catch-up' });

/**
 * Whether every row must be checked: the rule a value is computed by changed since the last
 * complete catch-up (or none is recorded). Otherwise only rows missing the value are read.
 */
async function ruleChanged(strapi, key, rule) {
  return (await store(strapi).get({ key })) !== rule;
}

const rememberRule = (strapi, key, rule) => store(strapi).set({ key, value: rule });

module.exports = { BATCH, eachBatch, ruleOf, ruleChanged, rememberRule };
