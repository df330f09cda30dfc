'use strict';

const { errors } = require('@strapi/utils');

/**
 * global::is-signed-in: the route is for a signed-in user's own records, so a request without
 * a user (the public role, an API token) is a 401 before the controller runs.
 */
module.exports = (policyContext) => {
  if (!policyContext.state.user) throw new errors.UnauthorizedError('Sign in to see your own records');
  return true;
};
