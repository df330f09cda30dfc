'use strict';

const { errors } = require('@strapi/utils');
const { refusal } = require('../../epd/services/ilcd');

const PRODUCER = 'api::producer.producer';
const PRODUCT = 'api::product.product';
const SURFACE = 'api::surface.surface';
const EPD = 'api::epd.epd';

/** An upload: a few ILCD files (the process dataset and its flow), each within what the site's server passes on. */
const MAX_FILES = 10;
const MAX_FILE_CHARS = 100_000;
/** The desk's list of EPDs running out: this many days ahead, at most this many rows. */
const EXPIRING_DAYS = 90;
const EXPIRING_MAX = 100;
/** The EPD upload's product chooser: at most this many answers to words of these lengths. */
const PRODUCTS_MAX = 20;
const QUERY_MAX = 160;
/** A surface's article number, as the catalogue holds it. */
const ARTICLE_NUMBER_MAX = 80;

function refuse(message, path, details = {}) {
  throw new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }], ...details });
}

/** { product, surface?, files: [{ name, text }] }, checked here whatever the site checked (surface: an article number). */
function parseUpload(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) refuse('Missing "data" payload in the request body', 'data');
  if (typeof data.product !== 'string' || !/^[a-z0-9]{1,64}$/i.test(data.product)) refuse('product must be a documentId', 'product');
  const surface = data.surface ?? undefined;
  if (surface !== undefined && (typeof surface !== 'string' || surface.trim().length === 0 || surface.length > ARTICLE_NUMBER_MAX)) {
    refuse(`surface must be an article number of at most ${ARTICLE_NUMBER_MAX} characters`, 'surface');
  }
  const files = data.files;
  if (!Array.isArray(files) || files.length === 0 || files.length > MAX_FILES) refuse(`files must be 1 to ${MAX_FILES} files`, 'files');
  for (const file of files) {
    const ok = file && typeof file.name === 'string' && file.name.length <= 255 && typeof file.text === 'string' && file.text.length <= MAX_FILE_CHARS;
    if (!ok) refuse(`each file needs a name and at most ${MAX_FILE_CHARS} characters of text`, 'files');
  }
  return { product: data.product, surface: surface?.trim(), files: files.map(({ name, text }) => ({ name, text })) };
}

/** A product's rows (each language, draft and published) when it is one of `producerIds`'s. */
async function ownProductRows(strapi, documentId, producerIds) {
  return strapi.db.query(PRODUCT).findMany({
    where: { documentId, producer: { documentId: { $in: producerIds } } },
    select: ['id'],
  });
}

/**
 * The ids of the product rows the producers (their row ids) hold, as a subquery on the link
 * table: the database then starts from the producers' own products rather than from every
 * product of a language. Not awaited: a knex builder is a thenable that would run on its own.
 */
function ownProductIds(strapi, producerRows) {
  const { joinTable } = strapi.db.metadata.get(PRODUCT).attributes.producer;
  return strapi.db
    .getConnection(joinTable.name)
    .select(joinTable.joinColumn.name)
    .whereIn(
      joinTable.inverseJoinColumn.name,
      producerRows.map((producer) => producer.id),
    );
}

/**
 * The ids of the EPDs that the producers' (their row ids) products in `locale` point at, as a
 * subquery on the products' link to their EPD, started from the producers' own products.
 */
function productDeclarationIds(strapi, producerRows, locale) {
  const product = strapi.db.metadata.get(PRODUCT);
  const { joinTable } = product.attributes.declaration;
  const link = (column) => `${joinTable.name}.${column}`;
  return strapi.db
    .getConnection(joinTable.name)
    .distinct(link(joinTable.inverseJoinColumn.name))
    .join(product.tableName, `${product.tableName}.id`, link(joinTable.joinColumn.name))
    .where(`${product.tableName}.${product.attributes.locale.columnName}`, locale)
    .whereIn(link(joinTable.joinColumn.name), ownProductIds(strapi, producerRows));
}

/**
 * The ids of the EPDs of the producers' surfaces in `locale` with an EPD of their own (decision
 * 067), as a subquery started from the surfaces' link to their EPD: few surfaces have one,
 * where every product may.
 */
function surfaceDeclarationIds(strapi, producerRows, locale) {
  const surface = strapi.db.metadata.get(SURFACE);
  const declaration = surface.attributes.declaration.joinTable;
  const product = surface.attributes.product.joinTable;
  const own = (column) => `${declaration.name}.${column}`;
  const ofProduct = (column) => `${product.name}.${column}`;
  return strapi.db
    .getConnection(declaration.name)
    .distinct(own(declaration.inverseJoinColumn.name))
    .join(surface.tableName, `${surface.tableName}.id`, own(declaration.joinColumn.name))
    .join(product.name, ofProduct(product.joinColumn.name), own(declaration.joinColumn.name))
    .where(`${surface.tableName}.${surface.attributes.locale.columnName}`, locale)
    .whereIn(ofProduct(product.inverseJoinColumn.name), ownProductIds(strapi, producerRows));
}

/**
 * The ids of the EPDs of the producers' products and of their surfaces with an EPD of their own,
 * in `locale`, as one subquery (a union) rather than two joined by OR, which the database
 * could no longer start from.
 */
function declarationIds(strapi, producerRows, locale) {
  return productDeclarationIds(strapi, producerRows, locale).union(surfaceDeclarationIds(strapi, producerRows, locale));
}

/** The rows of `uid` (a product or surface) that link to the EPDs `epdIds`, from the link alone (its index on the EPD). */
function linksTo(strapi, uid, epdIds) {
  const { joinTable } = strapi.db.metadata.get(uid).attributes.declaration;
  return strapi.db
    .getConnection(joinTable.name)
    .select({ row: joinTable.joinColumn.name, epd: joinTable.inverseJoinColumn.name })
    .whereIn(joinTable.inverseJoinColumn.name, epdIds);
}

/**
 * Registration numbers among `numbers` held by an EPD that covers a product or surface of
 * another producer: updating it would change someone else's figures.
 */
async function numbersOfOthers(strapi, numbers, producerIds) {
  const held = await strapi.db.query(EPD).findMany({
    where: { registrationNumber: { $in: numbers } },
    select: ['registrationNumber'],
    populate: {
      products: { select: ['id'], populate: { producer: { select: ['documentId'] } } },
      surfaces: { select: ['id'], populate: { product: { select: ['id'], populate: { producer: { select: ['documentId'] } } } } },
    },
  });
  const others = (producer) => producer && !producerIds.includes(producer.documentId);
  return held
    .filter((epd) => epd.products?.some((p) => others(p.producer)) || epd.surfaces?.some((s) => others(s.product?.producer)))
    .map((epd) => epd.registrationNumber);
}

/** The words a product is looked up by: text of 1 (exact) or 2 (search) to QUERY_MAX characters. */
function parseQuery(q, exact) {
  const words = typeof q === 'string' ? q.trim() : '';
  if (words.length < (exact ? 1 : 2) || words.length > QUERY_MAX) refuse(`q must be ${exact ? 1 : 2} to ${QUERY_MAX} characters`, 'q');
  return words;
}

module.exports = ({ strapi }) => ({
  /** The producers the account acts for, by name in the page's language. */
  async producers(producerIds, locale) {
    const rows = await strapi
      .documents(PRODUCER)
      .findMany({ filters: { documentId: { $in: producerIds } }, locale, fields: ['name', 'slug'], sort: ['name:asc'] });
    return rows.map(({ documentId, name, slug }) => ({ documentId, name, slug }));
  },

  /**
   * One EPD (its process dataset and reference flow) for one of the account's own products,
   * or for one surface of it (its article number) whose figures differ from the product's,
   * through the importer (api/epd): all or nothing, in one transaction with the link to it.
   * Another producer's product is a 404, as one that does not exist.
   */
  async importEpds(producerIds, data) {
    const { product, surface, files } = parseUpload(data);
    const rows = await ownProductRows(strapi, product, producerIds);
    if (rows.length === 0) throw new errors.NotFoundError('Not Found');
    const surfaceRows =
      surface === undefined
        ? []
        : await strapi.db.query(SURFACE).findMany({ where: { articleNumber: { $eqi: surface }, product: { documentId: product } }, select: ['id'] });

    const epds = strapi.service(EPD);
    const { declarations, refusals } = await epds.readUploads(files);
    if (refusals.length === 0 && declarations.length > 1) refusals.push({ file: declarations[1].sourceFile, ...refusal('oneAtATime') });
    if (refusals.length === 0 && surface !== undefined && surfaceRows.length === 0) {
      refusals.push({ file: declarations[0].sourceFile, ...refusal('noSuchSurface', { surface }) });
    }
    const taken = await numbersOfOthers(
      strapi,
      declarations.map((d) => d.registrationNumber),
      producerIds,
    );
    for (const number of taken) refusals.push({ file: declarations.find((d) => d.registrationNumber === number).sourceFile, ...refusal('otherProducer') });
    if (refusals.length > 0) refuse('The files were refused; nothing was imported', 'files', { refusals });

    const [declaration] = declarations;
    const [uid, covered] = surface === undefined ? [PRODUCT, rows] : [SURFACE, surfaceRows];
    const { created, updated } = await epds.write(declarations, () => epds.cover(uid, covered, declaration.registrationNumber));
    // A surface's change reaches its product's page through the surfaces' tag.
    const event = surface === undefined ? { model: 'product', entry: { documentId: product } } : { model: 'surface', entry: {} };
    await strapi.eventHub.emit('entry.update', { ...event, uid });
    return { created, updated, registrationNumber: declaration.registrationNumber, validUntil: declaration.validUntil ?? null };
  },

  /**
   * The account's products for the EPD upload's chooser, in the page's language, drafts too (an
   * EPD may come before the product is published), by name: at most PRODUCTS_MAX, with how many
   * match in all. `exact` finds the product a person typed in full, its name or an article
   * number of one of its surfaces, as a form sent without JavaScript names it; otherwise a
   * product matches by a part of its name or the start of an article number.
   */
  async products(producerIds, { q, exact = false, locale }) {
    const words = parseQuery(q, exact);
    const matches = exact
      ? [{ name: { $eqi: words } }, { surfaces: { articleNumber: { $eqi: words } } }]
      : [{ name: { $containsi: words } }, { surfaces: { articleNumber: { $startsWithi: words } } }];
    const producers = await strapi.db.query(PRODUCER).findMany({ where: { documentId: { $in: producerIds } }, select: ['id'] });
    // Every document has a draft row in each of its languages: one row a product.
    const where = { id: { $in: ownProductIds(strapi, producers) }, locale, publishedAt: { $null: true }, $or: matches };
    const query = strapi.db.query(PRODUCT);
    const [rows, total] = await Promise.all([
      query.findMany({ where, select: ['documentId', 'name'], orderBy: [{ name: 'asc' }, { id: 'asc' }], limit: PRODUCTS_MAX }),
      query.count({ where }),
    ]);
    return { products: rows.map(({ documentId, name }) => ({ documentId, name })), total };
  },

  /**
   * The EPDs covering the account's products, or surfaces of them with an EPD of their own, that
   * run out within EXPIRING_DAYS (or have), soonest first, each with those of the producer's
   * products and surfaces it covers.
   */
  async expiringEpds(producerIds, locale, now = new Date()) {
    const until = new Date(now.getTime() + EXPIRING_DAYS * 24 * 60 * 60_000).toISOString().slice(0, 10);
    // The EPDs first, through the products' and surfaces' links to them, and then only the
    // products and surfaces those few cover: reading every product of a producer with thousands
    // of them to find its EPDs, or asking for EPDs through their products and producers, made
    // the cms read the catalogue.
    const producers = await strapi.db.query(PRODUCER).findMany({ where: { documentId: { $in: producerIds } }, select: ['id'] });
    const rows = await strapi.db.query(EPD).findMany({
      where: {
        id: { $in: declarationIds(strapi, producers, locale) },
        validUntil: { $notNull: true, $lte: until },
      },
      select: ['id', 'documentId', 'registrationNumber', 'name', 'validUntil'],
      orderBy: [{ validUntil: 'asc' }, { id: 'asc' }],
      limit: EXPIRING_MAX,
    });
    if (rows.length === 0) return [];
    const epdIds = rows.map((row) => row.id);
    // The rows those EPDs cover, from the links alone, and of them the producers' own in the
    // page's language: a filter on the products' declaration made SQLite try every EPD against
    // every one of the producers' products.
    const [productLinks, surfaceLinks] = await Promise.all([linksTo(strapi, PRODUCT, epdIds), linksTo(strapi, SURFACE, epdIds)]);
    const [products, surfaces] = await Promise.all([
      productLinks.length === 0
        ? []
        : strapi.db.query(PRODUCT).findMany({
            where: { $and: [{ id: { $in: productLinks.map((link) => link.row) } }, { id: { $in: ownProductIds(strapi, producers) } }], locale },
            select: ['id', 'documentId', 'name'],
            orderBy: [{ id: 'asc' }],
          }),
      surfaceLinks.length === 0
        ? []
        : strapi.db.query(SURFACE).findMany({
            where: { id: { $in: surfaceLinks.map((link) => link.row) }, locale, product: { id: { $in: ownProductIds(strapi, producers) } } },
            select: ['id', 'documentId', 'articleNumber', 'name'],
            populate: { product: { select: ['documentId', 'name'] } },
            orderBy: [{ articleNumber: 'asc' }, { id: 'asc' }],
          }),
    ]);
    const covered = new Map(rows.map((row) => [row.id, { products: new Map(), surfaces: new Map() }]));
    const epdOf = (links) => new Map(links.map((link) => [link.row, link.epd]));
    const [productEpd, surfaceEpd] = [epdOf(productLinks), epdOf(surfaceLinks)];
    // A document's draft and published rows are one product or surface.
    for (const product of products)
      covered.get(productEpd.get(product.id)).products.set(product.documentId, { documentId: product.documentId, name: product.name });
    for (const { id, documentId, articleNumber, name, product } of surfaces) {
      const of = { documentId: product.documentId, name: product.name };
      covered.get(surfaceEpd.get(id)).surfaces.set(documentId, { documentId, articleNumber, name, product: of });
    }
    return rows.map((row) => ({
      documentId: row.documentId,
      registrationNumber: row.registrationNumber,
      name: row.name ?? null,
      validUntil: row.validUntil,
      products: [...covered.get(row.id).products.values()],
      surfaces: [...covered.get(row.id).surfaces.values()],
    }));
  },
});
