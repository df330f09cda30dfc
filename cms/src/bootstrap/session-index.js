'use strict';

const INDEX = 'strapi_sessions_session_id_idx';

/**
 * Every signed-in request now looks its session up by id (accounts/open-sessions.js), as
 * Strapi's own renewals do, but Strapi gives the session table no index on it, and the
 * table keeps each renewal's row for the session's 30 days. Created at boot when missing;
 * Strapi's schema sync leaves indexes it does not know alone.
 */
async function ensureSessionIndex(strapi) {
  const meta = strapi.db.metadata.get('admin::session');
  const column = meta.attributes.sessionId.columnName ?? 'session_id';
  try {
    await strapi.db.connection.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??)', [INDEX, meta.tableName, column]);
  } catch (error) {
    strapi.log.warn(`No index on the session ids (${error.message}): each signed-in request reads the whole session table.`);
  }
}

module.exports = { ensureSessionIndex };
