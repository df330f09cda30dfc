'use strict';

const UID = 'api::surface-week-count.surface-week-count';

/**
 * The figures' two indexes, made at every boot after Strapi's schema sync (which leaves
 * indexes it does not know alone; decision 025): the unique (surface, week, kind) that makes
 * a count one atomic INSERT … ON CONFLICT DO UPDATE on SQLite and PostgreSQL alike, and
 * (producer, week, surface, kind, count), which holds every column the desk reads, so a
 * producer's page groups its own rows without visiting the table.
 */
async function ensureSurfaceWeekCountIndexes(strapi) {
  const meta = strapi.db.metadata.get(UID);
  const column = (attribute) => meta.attributes[attribute].columnName;
  const knex = strapi.db.connection;
  const table = meta.tableName;
  const unique = [column('surfaceId'), column('week'), column('kind')];
  const reading = [column('producerId'), column('week'), column('surfaceId'), column('kind'), column('count')];
  await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (${unique.map(() => '??').join(', ')})`, [`${table}_surface_week_kind_uq`, table, ...unique]);
  await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${reading.map(() => '??').join(', ')})`, [`${table}_producer_week_idx`, table, ...reading]);
}

module.exports = { ensureSurfaceWeekCountIndexes };
