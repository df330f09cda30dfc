'use strict';

const UID = 'api::surface-week-count.surface-week-count';

/**
 * The figures' two indexes, made at every boot after Strapi's schema sync (which leaves
 * indexes it does not know alone; decision 025): the unique (surface, week) that makes a count
 * one atomic INSERT … ON CONFLICT DO UPDATE on SQLite and PostgreSQL alike, and (producer,
 * surface, week, and the four counts), which holds every column the desk reads in the order it
 * groups them, so a producer's page reads its own rows from the index alone.
 */
async function ensureSurfaceWeekCountIndexes(strapi) {
  const meta = strapi.db.metadata.get(UID);
  const columns = (...attributes) => attributes.map((attribute) => meta.attributes[attribute].columnName);
  const knex = strapi.db.connection;
  const table = meta.tableName;
  const unique = columns('surfaceId', 'week');
  const reading = columns('producerId', 'surfaceId', 'week', 'views', 'saves', 'comparisons', 'orders');
  await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (${unique.map(() => '??').join(', ')})`, [`${table}_surface_week_uq`, table, ...unique]);
  await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${reading.map(() => '??').join(', ')})`, [`${table}_producer_surface_idx`, table, ...reading]);
}

module.exports = { ensureSurfaceWeekCountIndexes };
