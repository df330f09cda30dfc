'use strict';

/*
 * A surface as a card shows it wherever surfaces are listed apart from their product (site
 * search, colour equivalents): its product and producer, since two products may have a surface
 * of the same name, and the declared values architects filter on (NCS and LRV of the surface,
 * fire and slip class of its product). One shape, read with one select, for every such list.
 */

const { media } = require('./product-list');
const { UIDS } = require('./tables');

const SURFACE_CARD_SELECT = ['documentId', 'name', 'articleNumber', 'hex', 'ncs', 'lrv'];
const SURFACE_CARD_POPULATE = {
  swatch: { select: ['url', 'alternativeText', 'width', 'height'] },
  product: { select: ['documentId', 'name', 'fireClass', 'slipResistance'], populate: { producer: { select: ['name', 'slug'] } } },
};

function surfaceCard(row) {
  return {
    documentId: row.documentId,
    name: row.name,
    articleNumber: row.articleNumber,
    hex: row.hex ?? null,
    swatch: row.swatch ? media(row.swatch) : null,
    ncs: row.ncs ?? null,
    lrv: row.lrv ?? null,
    product: row.product
      ? {
          documentId: row.product.documentId,
          name: row.product.name,
          fireClass: row.product.fireClass ?? null,
          slipResistance: row.product.slipResistance ?? null,
          producer: row.product.producer ? { name: row.product.producer.name, slug: row.product.producer.slug } : null,
        }
      : null,
  };
}

/** These surfaces (row ids) with what a card shows and their L*a*b*, by row id: one query for a list's answers only. */
async function cardRows(strapi, ids) {
  if (ids.length === 0) return new Map();
  const rows = await strapi.db.query(UIDS.surface).findMany({
    where: { id: { $in: ids } },
    select: ['id', ...SURFACE_CARD_SELECT, 'labL', 'labA', 'labB'],
    populate: SURFACE_CARD_POPULATE,
  });
  return new Map(rows.map((row) => [row.id, row]));
}

module.exports = { SURFACE_CARD_SELECT, SURFACE_CARD_POPULATE, surfaceCard, cardRows };
