'use strict';

/**
 * Shows a computed field read-only in the admin's edit view, with a note saying where
 * its value comes from: a hand-set value would be overwritten anyway. Stored in the
 * content manager's configuration, so it is put back at every boot.
 */
async function lockFieldInAdmin(strapi, uid, field, description) {
  const service = strapi.plugin('content-manager').service('content-types');
  const contentType = service.findContentType(uid);
  const { metadatas } = await service.findConfiguration(contentType);
  const current = metadatas?.[field]?.edit ?? {};
  if (current.editable === false && current.description === description) return;
  const edit = { ...current, editable: false, description };
  await service.updateConfiguration(contentType, {
    metadatas: { ...metadatas, [field]: { ...metadatas?.[field], edit } },
  });
}

/**
 * The columns of a type's list in the admin, put back at every boot: e.g. a sample order's
 * status, so editors see at a glance which orders wait for their address or have expired.
 */
async function listColumnsInAdmin(strapi, uid, columns) {
  const service = strapi.plugin('content-manager').service('content-types');
  const contentType = service.findContentType(uid);
  const { layouts } = await service.findConfiguration(contentType);
  if (JSON.stringify(layouts?.list) === JSON.stringify(columns)) return;
  await service.updateConfiguration(contentType, { layouts: { ...layouts, list: columns } });
}

module.exports = { lockFieldInAdmin, listColumnsInAdmin };
