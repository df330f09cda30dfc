'use strict';

const UID = 'api::epd-upload.epd-upload';

/*
 * Saving an EPD upload in the admin imports its files. The database lifecycles run inside the
 * document service's transaction, after the files and the product or surface are linked: a
 * refusal thrown here rolls back the EPD, the link and the upload itself, and the admin
 * shows the reason.
 */

async function importUpload(event) {
  const outcome = await strapi.service(UID).importEntry(event.result.id);
  // Past the lifecycles (a query builder has none), or writing it would import the files again.
  await strapi.db.queryBuilder(UID).update({ outcome }).where({ id: event.result.id }).execute();
  // The answer the admin shows is this row as read before: it shows the outcome at once.
  event.result.outcome = outcome;
}

module.exports = { afterCreate: importUpload, afterUpdate: importUpload };
