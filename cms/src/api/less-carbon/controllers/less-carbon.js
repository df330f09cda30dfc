'use strict';

const { lessCarbon, lessCarbonQuestion } = require('../services/less-carbon');

module.exports = ({ strapi }) => ({
  /**
   * `GET /less-carbon?locale=sv&surface=<documentId>` (or `&product=<documentId>`): `{ data:
   * [surface card with deltaE and carbon { a1a3, fromEpd, savingKg, savingPercent }], meta: {
   * carbon, complete } }`, the greatest saving first; for a product, `meta.look` names the
   * surface its look was taken from (null: it has none published). 404 for a surface or product
   * that is not published in that locale.
   */
  async find(ctx) {
    const { look, ...question } = await lessCarbonQuestion(strapi, ctx.query);
    const answer = question.id === null ? { data: [], meta: { carbon: null, complete: true } } : await lessCarbon(strapi, question);
    ctx.body = question.against === 'product' ? { ...answer, meta: { ...answer.meta, look } } : answer;
  },
});
