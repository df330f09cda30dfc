'use strict';

const { factories } = require('@strapi/strapi');
const path = require('node:path');
// A row written in SQL still needs a document id of the kind Strapi makes: Strapi's own
// generator, reached through @strapi/core, which depends on it (the cms does not).
const { createId } = require(require.resolve('@paralleldrive/cuid2', { paths: [path.dirname(require.resolve('@strapi/core'))] }));
const { createCountLimiter } = require('../../../lib/count-limiter');

const UID = 'api::surface-week-count.surface-week-count';
const SURFACE = 'api::surface.surface';

const KINDS = ['view', 'save', 'compare', 'order'];
/** Each kind's count, a column of the surface's row for the week. */
const COLUMN_OF = { view: 'views', save: 'saves', compare: 'comparisons', order: 'orders' };
/** Below this a count is never sent to anyone: the answer holds null in its place. */
const SHOWN_FROM = 5;
/** The desk's period: this many ISO weeks up to and including the current one. */
const WEEKS_SHOWN = 12;
/** No page reaches past this many surfaces: a producer's whole catalogue, never the table. */
const MAX_SURFACES = 10_000;
const MAX_PAGE_SIZE = 500;

/** `2026-W48`: the ISO 8601 week (weeks start on Monday; week 1 holds the year's first Thursday) of `date`, in UTC. */
function isoWeek(date) {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const year = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The `count` weeks ending with `now`'s, oldest first. */
function lastWeeks(now, count = WEEKS_SHOWN) {
  return Array.from({ length: count }, (_, i) => isoWeek(new Date(now.getTime() - (count - 1 - i) * 7 * 86_400_000)));
}

const masked = (count) => (count >= SHOWN_FROM ? count : null);

module.exports = factories.createCoreService(UID, ({ strapi }) => {
  const limiter = createCountLimiter();

  const table = () => {
    const meta = strapi.db.metadata.get(UID);
    const column = (attribute) => meta.attributes[attribute].columnName;
    return {
      name: meta.tableName,
      ...Object.fromEntries(['documentId', 'createdAt', 'updatedAt', 'publishedAt'].map((attribute) => [attribute, column(attribute)])),
      surface: column('surfaceId'),
      producer: column('producerId'),
      week: column('week'),
      ...Object.fromEntries(KINDS.map((kind) => [kind, column(COLUMN_OF[kind])])),
    };
  };

  /** The published surfaces among `documentIds`, each with its producer's documentId; unknown ids are left out. */
  async function producersOfSurfaces(documentIds) {
    const rows = await strapi.db.query(SURFACE).findMany({
      where: { documentId: { $in: documentIds }, publishedAt: { $notNull: true } },
      select: ['documentId'],
      populate: { product: { select: ['id'], populate: { producer: { select: ['documentId'] } } } },
    });
    const producers = new Map();
    for (const row of rows) {
      const producer = row.product?.producer?.documentId;
      if (producer) producers.set(row.documentId, producer);
    }
    return producers;
  }

  return {
    /**
     * Adds one to `kind` of this week for each of `surfaceIds` that is a published surface of
     * a producer, in one statement per surface that the database makes atomic (INSERT … ON
     * CONFLICT DO UPDATE on the unique surface and week), so concurrent counts are never
     * lost. `key` is who adds (an address's key, an account): held in memory by the limiter,
     * never stored. The number of surfaces counted.
     */
    async add(kind, surfaceIds, key, now = new Date()) {
      if (!KINDS.includes(kind)) throw new Error(`Unknown kind ${kind}`);
      const wanted = [...new Set(surfaceIds)].filter((id) => typeof id === 'string' && id !== '');
      if (wanted.length === 0) return 0;
      const producers = await producersOfSurfaces(wanted);
      const known = wanted.filter((id) => producers.has(id));
      const admitted =
        key === null
          ? known
          : limiter
              .admit(
                key,
                known.map((id) => `${kind}:${id}`),
                now.getTime(),
              )
              .map((item) => item.slice(kind.length + 1));
      if (admitted.length === 0) return 0;

      const t = table();
      const knex = strapi.db.connection;
      const week = isoWeek(now);
      for (const surfaceId of admitted) {
        await knex(t.name)
          .insert({
            [t.documentId]: createId(),
            [t.surface]: surfaceId,
            [t.producer]: producers.get(surfaceId),
            [t.week]: week,
            ...Object.fromEntries(KINDS.map((each) => [t[each], each === kind ? 1 : 0])),
            [t.createdAt]: now,
            [t.updatedAt]: now,
            [t.publishedAt]: now,
          })
          .onConflict([t.surface, t.week])
          .merge({ [t[kind]]: knex.raw('?? + 1', [`${t.name}.${t[kind]}`]), [t.updatedAt]: now });
      }
      return admitted.length;
    },

    /**
     * The figures of `producerIds`'s surfaces over the last WEEKS_SHOWN weeks: a page of
     * surfaces, most counted first, each with every week's count by kind. Counts below
     * SHOWN_FROM are null here, so they never leave the cms; no total is sent either, since
     * a total less the shown weeks would give the hidden ones away.
     */
    async figures(producerIds, { page, pageSize, locale }, now = new Date()) {
      const t = table();
      const knex = strapi.db.connection;
      const weeks = lastWeeks(now);
      const mine = () => knex(t.name).whereIn(t.producer, producerIds).whereIn(t.week, weeks);

      const sum = KINDS.map(() => '??').join(' + ');
      // The total number of surfaces rides on each row of the page (a window over the groups),
      // so the producer's rows are read once; a page past the last has no row to carry it.
      const top = await mine()
        .select({ surface: t.surface })
        .select(knex.raw(`SUM(${sum}) AS ??`, [...KINDS.map((kind) => t[kind]), 'total']))
        .select(knex.raw('COUNT(*) OVER () AS ??', ['surfaces']))
        .groupBy(t.surface)
        .orderBy([
          { column: 'total', order: 'desc' },
          { column: t.surface, order: 'asc' },
        ])
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const total = top.length > 0 ? Number(top[0].surfaces) : Number((await mine().countDistinct({ surfaces: t.surface }))[0].surfaces);
      const ids = top.map((row) => row.surface);

      const [cells, names] = await Promise.all([
        ids.length === 0
          ? []
          : mine()
              .whereIn(t.surface, ids)
              .select({ surface: t.surface, week: t.week, ...Object.fromEntries(KINDS.map((kind) => [kind, t[kind]])) }),
        ids.length === 0
          ? []
          : strapi.db.query(SURFACE).findMany({
              where: { documentId: { $in: ids }, locale, publishedAt: { $notNull: true } },
              select: ['documentId', 'name', 'articleNumber'],
            }),
      ]);
      const counts = new Map(cells.map((cell) => [`${cell.surface} ${cell.week}`, cell]));
      const named = new Map(names.map((row) => [row.documentId, row]));

      return {
        surfaces: ids.map((documentId) => ({
          documentId,
          name: named.get(documentId)?.name ?? null,
          articleNumber: named.get(documentId)?.articleNumber ?? null,
          weeks: weeks.map((week) => ({
            week,
            ...Object.fromEntries(KINDS.map((kind) => [kind, masked(Number(counts.get(`${documentId} ${week}`)?.[kind] ?? 0))])),
          })),
        })),
        weeks,
        shownFrom: SHOWN_FROM,
        pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
      };
    },
  };
});

Object.assign(module.exports, { KINDS, SHOWN_FROM, WEEKS_SHOWN, MAX_SURFACES, MAX_PAGE_SIZE, isoWeek, lastWeeks });
