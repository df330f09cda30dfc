'use strict';

const { randomBytes } = require('node:crypto');
const { errors } = require('@strapi/utils');
const { senderKey } = require('../../lib/flood-control');
const { giveBackTurn, signInPaused, signInSucceeded, takeSignInTurn } = require('./limits');
const { USER } = require('./user-documents');

const WRONG = 'Invalid identifier or password';

/**
 * Sign-in with a password, limited per account as well as per visitor: guessing spread over
 * many addresses still meets the account's growing wait (limits.js). The wait is checked
 * before the password, so a guess made while it lasts is never tried.
 */
function limitedSignIn(strapi, callback) {
  return async (ctx) => {
    const { identifier, password } = ctx.request.body ?? {};
    const local = (ctx.params?.provider ?? 'local') === 'local';
    if (!local || typeof identifier !== 'string' || typeof password !== 'string') return callback(ctx);
    // One count per account, whether its e-mail or its username is typed.
    const account = await localAccount(strapi, identifier);
    const counted = account ? `account ${account.id}` : identifier;
    const turn = await takeSignInTurn(strapi, counted);
    if (turn.wait > 0) throw signInPaused(ctx, turn.wait);
    let answer;
    try {
      await checkWithoutAccount(strapi, identifier, password);
      answer = await callback(ctx);
    } catch (error) {
      // A wrong password keeps its turn as the failure; anything else judged no password.
      if (error.message !== WRONG) await giveBackTurn(strapi, turn);
      throw error;
    }
    await signInSucceeded(strapi, counted);
    return answer;
  };
}

/** The account with a password that `identifier` names, by its e-mail or its username, if any. */
function localAccount(strapi, identifier) {
  return strapi.db.query(USER).findOne({
    where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
    select: ['id', 'password'],
  });
}

const dummies = new WeakMap();
/** A hash of a random password, made as users' passwords are (the same bcrypt cost), once. */
function dummyHash(users) {
  if (!dummies.has(users))
    dummies.set(
      users,
      users.ensureHashedPasswords({ password: randomBytes(24).toString('base64') }).then(({ password }) => password),
    );
  return dummies.get(users);
}

/**
 * The plugin refuses an identifier without an account before any password check, so its
 * answer came back in a fraction of the time a real account's did. Here such a sign-in has
 * its password checked all the same, against a hash of the same cost, and is refused with
 * the plugin's words; an identifier with an account goes on to the plugin, which checks it.
 */
async function checkWithoutAccount(strapi, identifier, password) {
  const user = await localAccount(strapi, identifier);
  if (user?.password) return;
  const users = strapi.plugin('users-permissions').service('user');
  await users.validatePassword(password, await dummyHash(users));
  throw new errors.ValidationError(WRONG);
}

/**
 * The plugin's per-visitor limit on the auth routes counts ctx.request.ip. An IPv6 host picks
 * freely inside its /64, so the limit counts the /64, as the contact form's and the sample
 * orders' do; the route itself still sees the visitor's own address.
 */
function countedByNetwork(rateLimit) {
  return async (ctx, next) => {
    const address = ctx.request.ip;
    ctx.request.ip = senderKey(address);
    const restore = () => {
      ctx.request.ip = address;
    };
    try {
      return await rateLimit(ctx, () => {
        restore();
        return next();
      });
    } finally {
      restore();
    }
  };
}

module.exports = { limitedSignIn, checkWithoutAccount, countedByNetwork };
