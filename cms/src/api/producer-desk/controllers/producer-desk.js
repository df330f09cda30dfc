'use strict';

const { errors } = require('@strapi/utils');

const LINE = 'api::sample-order-line.sample-order-line';
const JOB = 'api::catalogue-job.catalogue-job';
/** A page number past this is no producer's, and would only make the database skip rows. */
const MAX_PAGE = 500;

const localeOf = (ctx) => (ctx.query?.locale === 'en' ? 'en' : 'sv');

function pageOf(ctx) {
  const raw = ctx.query?.page ?? '1';
  const page = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(page >= 1 && page <= MAX_PAGE)) {
    throw new errors.ValidationError(`page must be a whole number from 1 to ${MAX_PAGE}`, {
      errors: [{ path: ['page'], message: 'Invalid page', name: 'ValidationError' }],
    });
  }
  return page;
}

/** Reads the request and shapes the answer; global::is-producer-staff has put the account's producers in ctx.state. */
module.exports = ({ strapi }) => ({
  /**
   * The desk's front page in one answer: the account's producers, a page of their order lines
   * and the EPDs running out. One request, so the account's producers are looked up once.
   */
  async overview(ctx) {
    const { producerIds } = ctx.state;
    const [page, locale] = [pageOf(ctx), localeOf(ctx)];
    const desk = strapi.service('api::producer-desk.producer-desk');
    const [producers, { lines, pagination }, epds] = await Promise.all([
      desk.producers(producerIds, locale),
      strapi.service(LINE).page(producerIds, page),
      desk.expiringEpds(producerIds, locale),
    ]);
    ctx.body = { data: { producers, lines, epds }, meta: { pagination } };
  },

  async producers(ctx) {
    ctx.body = { data: await strapi.service('api::producer-desk.producer-desk').producers(ctx.state.producerIds, localeOf(ctx)) };
  },

  async lines(ctx) {
    const { lines, pagination } = await strapi.service(LINE).page(ctx.state.producerIds, pageOf(ctx));
    ctx.body = { data: lines, meta: { pagination } };
  },

  async updateLine(ctx) {
    ctx.body = { data: await strapi.service(LINE).change(ctx.params.id, ctx.request.body?.data) };
  },

  async importEpds(ctx) {
    const result = await strapi.service('api::producer-desk.producer-desk').importEpds(ctx.state.producerIds, ctx.request.body?.data);
    ctx.status = 201;
    ctx.body = { data: result };
  },

  /** The catalogue of one of the account's producers (?producer=), as sheet records by article number. */
  async catalogue(ctx) {
    const producer = ctx.query?.producer;
    if (typeof producer !== 'string' || !ctx.state.producerIds.includes(producer)) throw new errors.NotFoundError('Not Found');
    ctx.body = { data: await strapi.service(JOB).current(producer, localeOf(ctx)) };
  },

  async startCatalogueJob(ctx) {
    ctx.status = 201;
    ctx.body = { data: await strapi.service(JOB).create(ctx.state.producerIds, ctx.request.body?.data) };
  },

  async appendCatalogueRecords(ctx) {
    ctx.body = { data: await strapi.service(JOB).append(ctx.params.id, ctx.request.body?.data) };
  },

  async catalogueJob(ctx) {
    ctx.body = { data: await strapi.service(JOB).find(ctx.params.id) };
  },

  /** 202 while the job runs in the background; 200 for a job already done, which a second apply leaves as it is. */
  async applyCatalogueJob(ctx) {
    try {
      const { started, job } = await strapi.service(JOB).apply(ctx.params.id, ctx.request.body?.data);
      ctx.status = started ? 202 : 200;
      ctx.body = { data: job };
    } catch (error) {
      if (error?.details?.reason !== 'running') throw error;
      return ctx.conflict(error.message, error.details);
    }
  },

  async expiringEpds(ctx) {
    ctx.body = { data: await strapi.service('api::producer-desk.producer-desk').expiringEpds(ctx.state.producerIds, localeOf(ctx)) };
  },

  async products(ctx) {
    const { q, exact } = ctx.query ?? {};
    const { products, total } = await strapi
      .service('api::producer-desk.producer-desk')
      .products(ctx.state.producerIds, { q, exact: exact === 'true', locale: localeOf(ctx) });
    ctx.body = { data: products, meta: { total } };
  },
});
