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

module.exports = { lockFieldInAdmin };
