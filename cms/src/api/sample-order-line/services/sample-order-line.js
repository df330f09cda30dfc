'use strict';

const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { LINE_STATUSES } = require('@ytbanken/domain/samples/orders');
const { composeLineMail } = require('./line-mail');

const UID = 'api::sample-order-line.sample-order-line';
const ORDER = 'api::sample-order.sample-order';

const NOTE_MAX = 500;
/** The desk's page size: a producer with thousands of lines still gets one bounded answer. */
const PAGE_SIZE = 20;
/** Each change mails the order's owner once; past this many a line is not changed (nor mailed) again. */
const MAX_CHANGES = 10;

/** What the order's owner may know of the producer, what the producer needs to send the samples. */
const ORDER_FIELDS = ['documentId', 'name', 'company', 'street', 'postalCode', 'city', 'country', 'message', 'language', 'createdAt'];

const shape = (row) => ({
  documentId: row.documentId,
  producerId: row.producerId,
  status: row.status,
  note: row.note ?? null,
  surfaces: row.surfaces,
  createdAt: row.createdAt,
  order: row.order ? Object.fromEntries(ORDER_FIELDS.map((field) => [field, row.order[field] ?? null])) : null,
});

function refuse(message, path) {
  throw new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }] });
}

/** The change a producer sends: { status, note }, checked here whatever the site checked. */
function parseChange(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) refuse('Missing "data" payload in the request body', 'data');
  const extra = Object.keys(data).filter((key) => key !== 'status' && key !== 'note');
  if (extra.length > 0) refuse(`Unknown fields: ${extra.join(', ')}`, extra[0]);
  if (!LINE_STATUSES.includes(data.status)) refuse(`status must be one of ${LINE_STATUSES.join(', ')}`, 'status');
  const note = data.note == null ? '' : data.note;
  if (typeof note !== 'string' || note.length > NOTE_MAX) refuse(`note must be text of at most ${NOTE_MAX} characters`, 'note');
  return { status: data.status, note: note.trim() || null };
}

module.exports = factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * A confirmed order's lines, one row per producer, for the producers' desks. Made once:
   * an order that has them already is left as it is.
   */
  async openLines(order) {
    if (!Array.isArray(order?.lines) || order.lines.length === 0) return;
    const query = strapi.db.query(UID);
    if ((await query.count({ where: { order: { id: order.id } } })) > 0) return;
    for (const line of order.lines) {
      await strapi.documents(UID).create({ data: { order: order.documentId, producerId: line.producer.documentId, surfaces: line.surfaces, status: 'open' } });
    }
  },

  /** A page of the lines of `producerIds`, newest first, with the orders' delivery details. */
  async page(producerIds, page) {
    const where = { producerId: { $in: producerIds } };
    const [rows, total] = await Promise.all([
      strapi.db.query(UID).findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
        populate: { order: { select: ORDER_FIELDS } },
      }),
      strapi.db.query(UID).count({ where }),
    ]);
    return { lines: rows.map(shape), pagination: { page, pageSize: PAGE_SIZE, pageCount: Math.ceil(total / PAGE_SIZE), total } };
  },

  /**
   * Marks a line (reached through global::is-producer-staff) and writes the same status into
   * the order's own lines, which its owner reads on their orders page. A change mails the
   * owner once; sending the line's status and note as they are changes nothing and mails no one.
   */
  async change(documentId, data) {
    const { status, note } = parseChange(data);
    const changed = await strapi.db.transaction(async () => {
      const row = await strapi.db.query(UID).findOne({ where: { documentId }, populate: { order: { select: ['id', 'lines'] } } });
      if (!row) throw new errors.NotFoundError('Not Found');
      if (row.status === status && (row.note ?? null) === note) return null;
      if ((row.changes ?? 0) >= MAX_CHANGES) throw new errors.RateLimitError('This line has been changed as often as it may be');
      await strapi.db.query(UID).update({ where: { id: row.id }, data: { status, note, changes: (row.changes ?? 0) + 1 } });
      if (row.order && Array.isArray(row.order.lines)) {
        const lines = row.order.lines.map((line) => (line.producer?.documentId === row.producerId ? { ...line, status, note } : line));
        await strapi.db.query(ORDER).update({ where: { id: row.order.id }, data: { lines } });
      }
      return row;
    });
    const row = await strapi.db.query(UID).findOne({ where: { documentId }, populate: { order: { select: [...ORDER_FIELDS, 'email', 'lines'] } } });
    if (changed && row.order?.email) this.mailOwner(row);
    return shape(row);
  },

  /** One mail to the order's owner, not awaited: a slow mail server neither delays the desk nor undoes the change. */
  mailOwner(row) {
    const line = row.order.lines?.find((l) => l.producer?.documentId === row.producerId);
    const mail = composeLineMail({ ...row.order }, { producer: line?.producer?.name ?? '', surfaces: row.surfaces, status: row.status, note: row.note });
    strapi
      .plugin('email')
      .service('email')
      .send({ to: row.order.email, ...mail })
      .catch((error) => strapi.log.error(`Sample order line ${row.documentId}: the owner's mail did not go out: ${error.message}`));
  },
}));

module.exports.PAGE_SIZE = PAGE_SIZE;
