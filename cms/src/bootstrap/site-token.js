'use strict';

const { sameSecret } = require('@ytbanken/domain/secrets/same-secret');
const { SITE_TOKEN_PERMISSIONS } = require('./permissions');

const TOKEN_NAME = 'site-server';

/** The site's token row, once the boot has made it match the environment. */
let siteTokenId = null;

/**
 * Whether a request is authenticated with the site's own token: the only reader that may
 * choose drafts (the preview). Other API tokens an editor makes (an integration, a read-only
 * export) read what visitors read.
 */
function isSiteToken(auth) {
  return siteTokenId !== null && auth?.strategy?.name === 'content-api-token' && auth.credentials?.id === siteTokenId;
}

/**
 * Whether a request's header carries the site's own token, read as Strapi's API-token strategy
 * reads it: for the query bounds, which answer before the strategies have said who it is. Any
 * other bearer, valid or not, is not the site.
 */
function bearsSiteToken(ctx, secret = process.env.SITE_API_TOKEN) {
  const parts = (ctx.request.header.authorization ?? '').split(/\s+/);
  if (!secret || parts.length !== 2 || parts[0].toLowerCase() !== 'bearer') return false;
  return sameSecret(parts[1], secret);
}

/**
 * The site's server authenticates with SITE_API_TOKEN, a secret written to both
 * .env files on first start. Strapi only stores a hash, so the token row is made to
 * match the environment on every boot: rotating the secret is editing two files.
 */
async function ensureSiteToken(strapi) {
  const secret = process.env.SITE_API_TOKEN;
  const service = strapi.service('admin::api-token-content-api');
  const tokens = strapi.db.query('admin::api-token');

  let token = await tokens.findOne({ where: { name: TOKEN_NAME }, populate: ['permissions'] });
  if (!token) {
    token = await service.create({
      name: TOKEN_NAME,
      description: "Used by the Next.js site's server: reads content, files contact messages.",
      type: 'custom',
      lifespan: null,
      permissions: SITE_TOKEN_PERMISSIONS,
    });
    token = await tokens.findOne({ where: { id: token.id }, populate: ['permissions'] });
  }

  const accessKey = service.hash(secret);
  if (token.accessKey !== accessKey || token.type !== 'custom') {
    await tokens.update({
      where: { id: token.id },
      data: {
        accessKey,
        encryptedKey: strapi.service('admin::encryption').encrypt(secret),
        type: 'custom',
      },
    });
  }

  siteTokenId = token.id;

  const permissions = strapi.db.query('admin::api-token-permission');
  const current = token.permissions ?? [];
  for (const permission of current) {
    if (!SITE_TOKEN_PERMISSIONS.includes(permission.action)) {
      await permissions.delete({ where: { id: permission.id } });
    }
  }
  for (const action of SITE_TOKEN_PERMISSIONS) {
    if (!current.some((p) => p.action === action)) {
      await permissions.create({ data: { action, token: token.id } });
    }
  }
}

module.exports = { ensureSiteToken, isSiteToken, bearsSiteToken };
