'use strict';

/** The types the sitemap lists, by the names the site asks with. */
const TYPES = {
  products: 'api::product.product',
  surfaces: 'api::surface.surface',
  producers: 'api::producer.producer',
  pages: 'api::page.page',
};

/** Types addressed by their slug; the others are addressed by documentId. */
const SLUGGED = new Set(['producers', 'pages']);

/**
 * Most rows one answer carries: the site reads a sitemap file of 50,000 addresses in ten
 * questions, and each answer (about 100 bytes a row) stays well under the 2 MB that Next.js
 * keeps of one fetch in its data cache.
 */
const MAX_LIMIT = 5000;

const PUBLISHED = { publishedAt: { $notNull: true } };

const iso = (value) => new Date(value).toISOString();

/**
 * What the site's sitemap needs and nothing more, straight from the tables' indexed columns:
 * the published documents' counts per language, and one slice of one type in one language
 * with each row's other published languages (for the hreflang alternates). Read through
 * Strapi's query engine, so it is the same on SQLite and PostgreSQL; published means a row
 * with publishedAt, as the document service's `status: 'published'`.
 */
module.exports = ({ strapi }) => ({
  /** Whether the site may ask for `type`. */
  isType(type) {
    return Object.hasOwn(TYPES, type);
  },

  /** `{ products: { sv: 16, en: 16 }, … }`: how many published rows per type and language. */
  async counts() {
    const locales = (await strapi.plugin('i18n').service('locales').find()).map((l) => l.code);
    const data = {};
    for (const [type, uid] of Object.entries(TYPES)) {
      const query = strapi.db.query(uid);
      data[type] = {};
      for (const locale of locales) data[type][locale] = await query.count({ where: { ...PUBLISHED, locale } });
    }
    return data;
  },

  /**
   * Published rows of `type` in `locale` in id order from `offset`, at most `limit`, each
   * `{ documentId, slug?, updatedAt, localizations: [{ locale, slug? }] }`.
   */
  async entries(type, { locale, offset, limit }) {
    const query = strapi.db.query(TYPES[type]);
    const fields = SLUGGED.has(type) ? ['documentId', 'slug'] : ['documentId'];
    const rows = await query.findMany({
      select: [...fields, 'updatedAt'],
      where: { ...PUBLISHED, locale },
      orderBy: { id: 'asc' },
      offset,
      limit,
    });
    const others =
      rows.length === 0
        ? []
        : await query.findMany({
            select: [...fields, 'locale'],
            where: { ...PUBLISHED, locale: { $ne: locale }, documentId: { $in: rows.map((r) => r.documentId) } },
            orderBy: { locale: 'asc' },
          });
    const localizations = new Map();
    for (const other of others) {
      const list = localizations.get(other.documentId) ?? [];
      list.push(SLUGGED.has(type) ? { locale: other.locale, slug: other.slug } : { locale: other.locale });
      localizations.set(other.documentId, list);
    }
    return rows.map((row) => ({
      documentId: row.documentId,
      ...(SLUGGED.has(type) && { slug: row.slug }),
      updatedAt: iso(row.updatedAt),
      localizations: localizations.get(row.documentId) ?? [],
    }));
  },
});

module.exports.MAX_LIMIT = MAX_LIMIT;
