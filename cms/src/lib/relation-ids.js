'use strict';

/**
 * The documentIds a relation value in a request body names, whatever form Strapi 5
 * accepts: an id, a list, { connect }, { set }, or objects with documentId.
 */
function relationIds(value) {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(relationIds);
  if (typeof value === 'object') {
    if ('documentId' in value) return [String(value.documentId)];
    if ('id' in value) return [String(value.id)];
    return [...relationIds(value.connect), ...relationIds(value.set)];
  }
  return [];
}

module.exports = { relationIds };
