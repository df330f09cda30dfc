'use strict';

const { DESK_LINE_STATUSES } = require('@ytbanken/domain/samples/orders');
const { eachBatch, ruleChanged, rememberRule } = require('./catch-up');

const ORDER = 'api::sample-order.sample-order';
const LINE = 'api::sample-order-line.sample-order-line';
const RULE_KEY = 'order-lines-rule';
/** Raise it to look through every confirmed order once more (a change to what a line is made from). */
const RULE = '1';
/** The statuses of an order whose address is confirmed: its producers' desks list it. */
const CONFIRMED = ['received', 'sent'];

/**
 * An order confirmed before sample-order lines existed has none, so no producer's desk lists
 * it. This makes them once: the confirmed orders are read a batch at a time, and an order with
 * a line already (made when it was confirmed, or by an earlier run cut short) is left as it is.
 * A line is dated when its order was confirmed, so the desk lists it among its own time's
 * orders, and keeps a status the order's own line already carries.
 */
async function catchUpOrderLines(strapi) {
  if (!(await ruleChanged(strapi, RULE_KEY, RULE))) return;
  const lines = strapi.db.query(LINE);
  let made = 0;
  const where = { status: { $in: CONFIRMED } };
  await eachBatch(strapi, ORDER, { where, select: ['id', 'lines', 'createdAt', 'confirmedAt'] }, async (orders) => {
    const withLines = await lines.findMany({
      where: { order: { id: { $in: orders.map((order) => order.id) } } },
      select: ['id'],
      populate: { order: { select: ['id'] } },
    });
    const done = new Set(withLines.map((line) => line.order?.id));
    for (const order of orders) {
      if (done.has(order.id) || !Array.isArray(order.lines)) continue;
      const at = order.confirmedAt ?? order.createdAt;
      for (const line of order.lines) {
        if (!line?.producer?.documentId) continue;
        const status = DESK_LINE_STATUSES.includes(line.status) ? line.status : 'open';
        await lines.create({
          data: {
            order: order.id,
            producerId: line.producer.documentId,
            surfaces: line.surfaces ?? [],
            status,
            note: line.note ?? null,
            createdAt: at,
            updatedAt: at,
          },
        });
        made += 1;
      }
    }
  });
  await rememberRule(strapi, RULE_KEY, RULE);
  if (made > 0) strapi.log.info(`Sample-order lines made for ${made} producers' parts of orders confirmed before the desk`);
}

module.exports = { catchUpOrderLines, RULE_KEY };
