'use strict';

/**
 * Strapi reads each changed entry again after its commit to announce it (entry.* events).
 * Stopping before those reads end leaves them waiting on a closed pool (on PostgreSQL, a
 * minute, then the script fails): wait until the database has been idle for half a second.
 */
async function settled(app, { quietMs = 500, atMostMs = 30_000 } = {}) {
  const pool = app.db.connection.client.pool;
  if (!pool) return;
  const busy = () => pool.numUsed() > 0 || pool.numPendingAcquires() > 0 || pool.numPendingCreates() > 0;
  const until = Date.now() + atMostMs;
  let quietSince = Date.now();
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (busy()) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}

module.exports = { settled };
