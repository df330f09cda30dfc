'use strict';

const { factories } = require('@strapi/strapi');
const { parseSampleOrder } = require('../services/validate');
const { linesFor } = require('../services/lines');
const { limitConfirmations } = require('../services/limits');
const { confirmOrder, linesOfLink } = require('../services/confirm');
const { ordersAtOnce } = require('../services/at-once');
const { limitSender } = require('../../../lib/flood-control');
const { ownerReads } = require('../../../lib/owner-only');

const UID = 'api::sample-order.sample-order';

/**
 * Placed by the site's server (its token for visitors, the user's own token for signed-in
 * users, who then own the order); listed and read only by their owner, whatever filters or
 * ids the request sends. Editors see all of them in the admin.
 */
module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  ...ownerReads(UID, strapi).actions,

  async create(ctx) {
    await this.validateQuery(ctx);
    const { data, surfaces } = parseSampleOrder(ctx.request.body?.data);
    // The same per-visitor flood control as contact messages, counted in its own table.
    const hash = await limitSender(strapi, ctx, { uid: UID, message: 'Too many orders' });
    const user = ctx.state.user;
    const atOnce = await ordersAtOnce(strapi, user, data.email);
    // Anyone else's order waits for its address: the mail asking to confirm it is limited per address.
    if (!atOnce) await limitConfirmations(strapi, ctx, data.email);

    const lines = await linesFor(strapi, surfaces, data.language);
    const entry = await strapi.service(UID).create({
      data: { ...data, lines, status: atOnce ? 'received' : 'awaiting-confirmation', senderHash: hash, ...(user && { user: user.id }) },
    });
    // Confirmed at once: the producers' desks list it now, as they would once confirmed by mail.
    if (entry.status === 'received') await strapi.service('api::sample-order-line.sample-order-line').openLines(entry);
    ctx.status = 201;
    return this.transformResponse(await this.sanitizeOutput(entry, ctx));
  },

  /**
   * The site's confirmation page, with the token from the link: what happened, never an error
   * for a bad token, and the samples of an order that is confirmed now or was before.
   */
  async confirm(ctx) {
    const token = ctx.request.body?.data?.token;
    const outcome = await confirmOrder(strapi, token);
    const confirmed = outcome === 'confirmed' || outcome === 'used';
    ctx.body = { data: { outcome, ...(confirmed && { lines: await linesOfLink(strapi, token) }) } };
  },
}));
