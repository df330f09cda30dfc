'use strict';

const { errors } = require('@strapi/utils');
const isSignedIn = require('./is-signed-in');

/**
 * global::is-owner, with `{ uid }`: the route's :id is a document of that type owned by the
 * signed-in user. Another user's document is a 404, exactly as one that does not exist, so an
 * id never tells whether someone else has it.
 */
module.exports = async (policyContext, { uid }, { strapi }) => {
  isSignedIn(policyContext);
  const documentId = policyContext.params?.id;
  const owned =
    typeof documentId === 'string' &&
    documentId !== '' &&
    (await strapi.documents(uid).findFirst({ filters: { documentId, user: { id: policyContext.state.user.id } }, fields: ['documentId'] }));
  if (!owned) throw new errors.NotFoundError('Not Found');
  return true;
};
