'use strict';

const { factories } = require('@strapi/strapi');
const { parseContactMessage } = require('../services/validate');
const { limitSender } = require('../../../lib/flood-control');

const UID = 'api::contact-message.contact-message';

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * The form's rules and the flood control live here because both need the request: the
   * body exactly as sent, and the visitor's address. The site's server forwards it in
   * X-Forwarded-For with its VISITOR_FORWARD_SECRET, so ctx.request.ip is the visitor
   * (global::visitor-address); anyone else is counted under their own socket address.
   */
  async create(ctx) {
    await this.validateQuery(ctx);
    const query = await this.sanitizeQuery(ctx);
    const data = parseContactMessage(ctx.request.body?.data);

    const hash = await limitSender(strapi, ctx);

    const entry = await strapi.service(UID).create({ ...query, data: { ...data, senderHash: hash } });
    const sanitized = await this.sanitizeOutput(entry, ctx);
    ctx.status = 201;
    return this.transformResponse(sanitized);
  },
}));
