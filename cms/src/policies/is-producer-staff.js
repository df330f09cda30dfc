'use strict';

const { errors } = require('@strapi/utils');
const isSignedIn = require('./is-signed-in');
const { producersOf } = require('../extensions/users-permissions/producer-staff');

/**
 * global::is-producer-staff: the producers' desk, for an account an editor has given the
 * producer role and linked to producers. Those producers' documentIds are left in
 * `ctx.state.producerIds` for the controller, which answers for them alone. With `{ uid }`,
 * the route's :id is a document of that type whose `producerId` is one of them; any other id
 * is a 404, exactly as one that does not exist, so an id never tells whether it is another's.
 */
module.exports = async (policyContext, config, { strapi }) => {
  isSignedIn(policyContext);
  const producerIds = await producersOf(strapi, policyContext.state.user.id);
  if (producerIds.length === 0) throw new errors.ForbiddenError('This account acts for no producer');
  policyContext.state.producerIds = producerIds;
  if (config?.uid) {
    const documentId = policyContext.params?.id;
    const reached =
      typeof documentId === 'string' &&
      documentId !== '' &&
      (await strapi.db.query(config.uid).findOne({ where: { documentId, producerId: { $in: producerIds } }, select: ['id'] }));
    if (!reached) throw new errors.NotFoundError('Not Found');
  }
  return true;
};
