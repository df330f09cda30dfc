'use strict';

const COUNTS = 'api::surface-week-count.surface-week-count';
const MATERIAL = 'api::material.material';
const LINE = 'api::sample-order-line.sample-order-line';

/**
 * The actions the cms itself sees, counted as they happen: a surface saved to an account's
 * materials (from which projects are built), and each surface of a confirmed sample order's
 * line. A save counts once per account and surface in the limiter's window, so saving and
 * removing again does not inflate it; order lines are bounded by the orders' own flood limit.
 * A count that fails is logged and never fails the save or the order.
 */
function countSavesAndOrders(strapi) {
  const add = async (kind, surfaceIds, key) => {
    try {
      await strapi.service(COUNTS).add(kind, surfaceIds, key);
    } catch (error) {
      strapi.log.error(`Surface figures: a ${kind} was not counted: ${error.message}`);
    }
  };

  return async (context, next) => {
    const result = await next();
    if (context.action !== 'create' || !result?.id) return result;
    if (context.uid === MATERIAL) {
      const saved = await strapi.db
        .query(MATERIAL)
        .findOne({ where: { id: result.id }, select: ['id'], populate: { surface: { select: ['documentId'] }, user: { select: ['id'] } } });
      if (saved?.surface) await add('save', [saved.surface.documentId], saved.user ? `account ${saved.user.id}` : null);
    } else if (context.uid === LINE) {
      const surfaces = Array.isArray(context.params?.data?.surfaces) ? context.params.data.surfaces : [];
      await add(
        'order',
        surfaces.map((surface) => surface?.documentId),
        null,
      );
    }
    return result;
  };
}

module.exports = { countSavesAndOrders };
