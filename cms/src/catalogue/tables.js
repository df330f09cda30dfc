'use strict';

/*
 * What the product list's two ways of answering (product-list.js in SQL, catalogue-index.js
 * from memory) share: where the catalogue lives in Strapi's tables, read from its metadata,
 * and what each filter means.
 */

const UIDS = { product: 'api::product.product', producer: 'api::producer.producer', surface: 'api::surface.surface' };

/** Where uploads link to entries: the morph table's name and columns. */
function uploadLinks(joinTable) {
  if (!joinTable?.morphColumn) throw new Error('upload.file.related is not the morph join this list knows');
  return { table: joinTable.name, id: joinTable.morphColumn.idColumn.name, type: joinTable.morphColumn.typeColumn.name, field: 'field' };
}

function layout(strapi) {
  const meta = (uid) => strapi.db.metadata.get(uid);
  const column = (uid, attribute) => {
    const name = meta(uid).attributes[attribute]?.columnName;
    if (!name) throw new Error(`${uid}.${attribute} has no column`);
    return name;
  };
  const link = (uid, attribute) => {
    const { joinTable } = meta(uid).attributes[attribute];
    if (!joinTable) throw new Error(`${uid}.${attribute} is not a linked relation`);
    return { table: joinTable.name, own: joinTable.joinColumn.name, target: joinTable.inverseJoinColumn.name };
  };
  return {
    product: meta(UIDS.product).tableName,
    producer: meta(UIDS.producer).tableName,
    surface: meta(UIDS.surface).tableName,
    column,
    productProducer: link(UIDS.product, 'producer'),
    surfaceProduct: link(UIDS.surface, 'product'),
    media: uploadLinks(meta('plugin::upload.file').attributes.related.joinTable),
  };
}

/** The filters on a product's surfaces: a product matches when one surface meets them all. */
const SURFACE_FILTERS = ['colour', 'finish', 'minLrv', 'maxLrv', 'minGloss', 'maxGloss'];
/** The filters on the product itself. */
const PRODUCT_FILTERS = ['category', 'producer', 'fire', 'slip', 'use', 'placement', 'epd', 'maxLead'];
/** Indoor or outdoor: a product for both counts as either. */
const PLACEMENTS = { indoor: ['indoor', 'indoor-outdoor'], outdoor: ['outdoor', 'indoor-outdoor'] };

/** Whether filter `name` applies (is set, and is not the one left out). */
const applies = (filters, name, except) => {
  const value = filters[name];
  return name !== except && value !== undefined && value !== null && value !== false && (!Array.isArray(value) || value.length > 0);
};

module.exports = { UIDS, layout, SURFACE_FILTERS, PRODUCT_FILTERS, PLACEMENTS, applies };
