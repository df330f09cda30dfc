'use strict';

const { errors } = require('@strapi/utils');

/**
 * The order's lines, one per producer, from the catalogue itself in the order's language:
 * the request names surfaces by id only, so what producers are asked to send is never text
 * a visitor typed. Unknown or unpublished surfaces refuse the whole order.
 */
async function linesFor(strapi, surfaceIds, language) {
  const surfaces = await strapi.documents('api::surface.surface').findMany({
    filters: { documentId: { $in: surfaceIds } },
    locale: language,
    status: 'published',
    fields: ['name', 'articleNumber'],
    populate: { product: { fields: ['name'], populate: { producer: { fields: ['name'] } } } },
  });
  const found = new Map(surfaces.map((surface) => [surface.documentId, surface]));
  const missing = surfaceIds.filter((id) => !found.get(id)?.product?.producer);
  if (missing.length > 0) {
    throw new errors.ValidationError('Unknown surfaces', {
      errors: [{ path: ['surfaces'], message: `Unknown surfaces: ${missing.join(', ')}`, name: 'ValidationError' }],
    });
  }

  const lines = new Map();
  for (const id of surfaceIds) {
    const { name, articleNumber, product } = found.get(id);
    const producer = product.producer;
    if (!lines.has(producer.documentId)) {
      lines.set(producer.documentId, { producer: { documentId: producer.documentId, name: producer.name }, surfaces: [] });
    }
    lines.get(producer.documentId).surfaces.push({ documentId: id, name, articleNumber, product: product.name });
  }
  return [...lines.values()];
}

module.exports = { linesFor };
