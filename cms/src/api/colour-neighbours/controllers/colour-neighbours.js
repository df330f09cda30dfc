'use strict';

const { colourNeighbours, neighboursQuestion } = require('../services/colour-neighbours');

module.exports = ({ strapi }) => ({
  /**
   * `GET /colour-neighbours?locale=sv&(surface=<documentId>|L=&a=&b=)[&maxDeltaE=1|2|5][&count=][&nearest=true]`
   * and any of the product list's filters (src/catalogue/filters.js): `{ data: [surface with
   * deltaE], meta: { complete } }`, closest first; with `nearest`, made up to `count` with the
   * closest beyond `maxDeltaE`. Around a surface: other producers' surfaces
   * only. 404 for a surface that is not published in that locale.
   */
  async find(ctx) {
    const question = await neighboursQuestion(strapi, ctx.query);
    if (!question) {
      ctx.body = { data: [], meta: { complete: true } };
      return;
    }
    const { body, source } = await colourNeighbours(strapi, question);
    // Which way the candidates came: the catalogue index in memory, or SQL while it is being read.
    ctx.set('Server-Timing', `catalogue;desc="${source}"`);
    ctx.body = body;
  },
});
