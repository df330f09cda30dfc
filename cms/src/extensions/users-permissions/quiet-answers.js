'use strict';

const { errors, yup, validateYupSchema } = require('@strapi/utils');
const { bilingual, siteUrl } = require('../../bootstrap/accounts');
const { takeMailPlace } = require('./limits');
const { MESSAGES, passwordProblem, usernameProblem } = require('@ytbanken/domain/accounts/rules');
const { USER } = require('./user-documents');

const REGISTER_FIELDS = ['username', 'email', 'password'];
const registerBody = yup.object({ username: yup.string().required(), email: yup.string().email().required(), password: yup.string().required() });
const emailBody = yup.object({ email: yup.string().email().required() });

/**
 * Sign-up, a reset link and a new confirmation mail answer the same whether the address
 * has an account or not, and at once: the request is checked, answered, and the plugin's
 * own action runs afterwards on a copy of the request, so neither what it finds nor the
 * mail it sends shows in the answer or its timing. A taken address gets a mail instead of
 * an error: the owner hears that someone tried (or gets the confirmation link again).
 *
 * Only with e-mail confirmation off does sign-up answer at once with a session, and a
 * taken address then has to be refused: that setting gives away which addresses exist.
 */
function quietRegister(strapi, register) {
  return async (ctx) => {
    const body = ctx.request.body ?? {};
    const unknown = Object.keys(body).filter((key) => !REGISTER_FIELDS.includes(key));
    if (unknown.length > 0) throw new errors.ValidationError(`Invalid parameters: ${unknown.join(', ')}`);
    const { username, email, password } = await validateYupSchema(registerBody)(body);
    refuse(usernameProblem(username) ?? passwordProblem(password, { email, username }));
    // The one thing sign-up says about others: a username is public, and cannot contain an e-mail address.
    if ((await strapi.db.query(USER).count({ where: { username } })) > 0) throw new errors.ApplicationError(MESSAGES.usernameTaken);

    const settings = await advancedSettings(strapi);
    if (!settings.email_confirmation || !settings.allow_register) return register(ctx);
    afterAnswer(strapi, 'Sign-up', async () => {
      try {
        await register(copyOf(ctx));
      } catch (error) {
        if (!/already taken$/.test(error.message)) throw error;
        await tellOwner(strapi, email, password);
      }
    });
    return ctx.send({ ok: true });
  };
}

function quietForgotPassword(strapi, forgotPassword) {
  return async (ctx) => {
    const body = ctx.request.body ?? {};
    const { email } = await validateYupSchema(emailBody.noUnknown())(body);
    afterAnswer(strapi, 'Password reset', () => withinMailCap(strapi, email, () => forgotPassword(copyOf(ctx))));
    return ctx.send({ ok: true });
  };
}

function quietEmailConfirmation(strapi, sendEmailConfirmation) {
  return async (ctx) => {
    const { email } = await validateYupSchema(emailBody)(ctx.request.body ?? {});
    // "Already confirmed" and "User blocked" would say that the address has an account.
    afterAnswer(strapi, 'Confirmation mail', () => withinMailCap(strapi, email, () => sendEmailConfirmation(copyOf(ctx))));
    return ctx.send({ email, sent: true });
  };
}

function refuse(problem) {
  if (problem) throw new errors.ValidationError(MESSAGES[problem]);
}

function advancedSettings(strapi) {
  return strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' });
}

/** What the plugin's actions read from a request, kept for work done after the answer. */
function copyOf(ctx) {
  return {
    request: { body: { ...ctx.request.body }, headers: {}, header: {} },
    state: { auth: ctx.state.auth },
    cookies: { get: () => undefined, set: () => {} },
    send: () => {},
  };
}

/** Runs once the answer is on its way; its refusals are expected, anything else is logged as a failure. */
function afterAnswer(strapi, what, work) {
  setImmediate(() => {
    work().catch((error) => {
      const refusal = error instanceof errors.ApplicationError;
      strapi.log[refusal ? 'info' : 'error'](`${what} (after the answer): ${error.message}`);
    });
  });
}

/**
 * Sends an account mail only while its address is under its hourly cap, so nobody can fill
 * an inbox by asking again and again. The answer has already gone out, alike either way.
 */
async function withinMailCap(strapi, email, send) {
  if (await takeMailPlace(strapi, email)) return send();
  strapi.log.info('Account mail (after the answer): this address has had its share this hour; not sent');
}

/**
 * Someone signed up with an address that has an account. Its owner gets the confirmation
 * link again if the account waits for one, else a note that they already have an account.
 * The password is hashed all the same, so the cms is as busy as for a new account.
 */
async function tellOwner(strapi, email, password) {
  const userService = strapi.plugin('users-permissions').service('user');
  await userService.ensureHashedPasswords({ password });
  const owner = await strapi.db.query(USER).findOne({ where: { email: email.toLowerCase() } });
  if (!owner || owner.blocked) return;
  await withinMailCap(strapi, owner.email, async () => {
    if (!owner.confirmed) return userService.sendConfirmationEmail(owner);
    await strapi
      .plugin('email')
      .service('email')
      .send({ to: owner.email, ...takenAddressMail(siteUrl()) });
  });
}

function takenAddressMail(site) {
  const html = bilingual(
    'Någon, kanske du, försökte just skapa ett konto på Ytbanken med den här e-postadressen. Du har redan ett konto, så inget nytt skapades. Logga in här:',
    `${site}/login`,
    `Har du glömt lösenordet kan du välja ett nytt på ${site}/forgot-password. Var det inte du kan du strunta i det här mejlet.`,
    'Someone, perhaps you, just tried to create a Ytbanken account with this email address. You already have an account, so no new one was created. Sign in here:',
    `${site}/en/login`,
    `If you have forgotten your password, you can choose a new one at ${site}/en/forgot-password. If it was not you, you can ignore this email.`,
  );
  return { subject: 'Du har redan ett konto / You already have an account – Ytbanken', text: html, html };
}

module.exports = { quietRegister, quietForgotPassword, quietEmailConfirmation };
