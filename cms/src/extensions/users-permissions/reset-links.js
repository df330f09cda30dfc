'use strict';

const { errors } = require('@strapi/utils');
const { USER } = require('./user-documents');

/** How long the link in a reset mail works (and until it is used once, as before). */
const RESET_LINK_MS = 60 * 60 * 1000;

/**
 * Strapi keeps only the reset code, which works until it is used. The user gets a private
 * field with the code's time of issue (set by user-documents.js whenever a code is stored);
 * an older code is answered exactly as a wrong one, and is spent.
 */
function issuedAtAttribute(userSchema) {
  userSchema.attributes.resetPasswordIssuedAt = { type: 'datetime', configurable: false, private: true, searchable: false };
  userSchema.config.attributes.resetPasswordIssuedAt = { hidden: true };
}

function expiringResetCodes(strapi, resetPassword) {
  return async (ctx) => {
    const code = ctx.request.body?.code;
    if (typeof code === 'string' && code) {
      const users = strapi.db.query(USER);
      const user = await users.findOne({ where: { resetPasswordToken: code }, select: ['id', 'resetPasswordIssuedAt'] });
      const issuedAt = user?.resetPasswordIssuedAt ? new Date(user.resetPasswordIssuedAt).getTime() : 0;
      if (user && !(Date.now() - issuedAt < RESET_LINK_MS)) {
        await users.update({ where: { id: user.id }, data: { resetPasswordToken: null, resetPasswordIssuedAt: null } });
        throw new errors.ValidationError('Incorrect code provided');
      }
    }
    return resetPassword(ctx);
  };
}

module.exports = { issuedAtAttribute, expiringResetCodes, RESET_LINK_MS };
