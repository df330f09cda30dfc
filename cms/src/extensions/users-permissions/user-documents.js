'use strict';

const { errors } = require('@strapi/utils');
const { MESSAGES, passwordProblem, usernameProblem } = require('@ytbanken/domain/accounts/rules');

const USER = 'plugin::users-permissions.user';

/**
 * A document-service middleware for users, so the rules hold whoever writes one: sign-up,
 * a password reset or change (the plugin saves through the document service) and an
 * administrator creating or editing a user in the admin. The password is still plain
 * text here; the document service hashes it after the middlewares. It also stamps each
 * new reset code with its time of issue (reset-links.js refuses it after an hour).
 */
function userDocuments(strapi) {
  return async (context, next) => {
    const data = context.params?.data;
    if (context.uid !== USER || !['create', 'update'].includes(context.action) || !data) return next();
    if ('resetPasswordToken' in data) data.resetPasswordIssuedAt = data.resetPasswordToken ? new Date() : null;
    if (typeof data.password === 'string' || 'username' in data) await assertRules(strapi, context.params.documentId, data);
    return next();
  };
}

async function assertRules(strapi, documentId, data) {
  const stored = documentId ? await strapi.db.query(USER).findOne({ where: { documentId }, select: ['email', 'username', 'provider'] }) : null;
  const user = { ...stored, ...data };
  // Third-party sign-ins bring their provider's usernames; the rule is for the ones people type.
  const local = (user.provider ?? 'local') === 'local';
  if (local && user.username !== stored?.username) refuse(usernameProblem(user.username));
  if (typeof data.password === 'string') refuse(passwordProblem(data.password, user));
}

function refuse(problem) {
  if (problem) throw new errors.ValidationError(MESSAGES[problem]);
}

module.exports = { userDocuments, USER };
