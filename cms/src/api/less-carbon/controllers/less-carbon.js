'use strict';

const { lessCarbon, lessCarbonQuestion } = require('../services/less-carbon');

module.exports = ({ strapi }) => ({
  /**
   * `GET /less-carbon?locale=sv&surface=<documentId>`: `{ data: [surface card with deltaE and
   * carbon { a1a3, fromEpd, savingKg, savingPercent }], meta: { carbon, complete } }`, the
   * greatest saving first. 404 for a surface that is not published in that locale.
   */
  async find(ctx) {
    ctx.body = await lessCarbon(strapi, await lessCarbonQuestion(strapi, ctx.query));
  },
});
