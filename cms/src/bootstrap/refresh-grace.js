'use strict';

const jwt = require('jsonwebtoken');

/** How long a refresh token that was just rotated still yields the same new token. */
const GRACE_MS = 20_000;

/**
 * Strapi rotates the refresh token on every renewal and refuses the old one at once. A
 * browser sends a page and its prefetches together, all with the same expired session:
 * the site's server renews for each, and all but the first were refused, which signed the
 * visitor out. For a few seconds after a rotation the old token now yields the same child
 * token again (what Strapi already does when two rotations race). The state is the session
 * table, so every site instance gets the same answer. A stolen, already used refresh token
 * is worth as much for those seconds as it was just before.
 * A runtime patch of Strapi's session manager, built on parts that are not public API: what
 * breaks it and how to remove it are in docs/decisions/013-refresh-token-grace.md.
 */
function allowRecentRotationReuse(strapi) {
  const manager = strapi.sessionManager('users-permissions').sessionManager;
  const rotate = manager.rotateRefreshToken.bind(manager);
  manager.rotateRefreshToken = async (refreshToken, origin) => {
    const result = await rotate(refreshToken, origin);
    if (!('error' in result) || origin !== 'users-permissions') return result;
    return (await reissueRecentChild(manager, refreshToken, origin)) ?? result;
  };
}

async function reissueRecentChild(manager, refreshToken, origin) {
  const config = manager.getConfigForOrigin(origin);
  const algorithm = config.algorithm || 'HS256';
  const { expiresIn: _expiresIn, privateKey: _privateKey, publicKey: _publicKey, ...signOptions } = config.jwtOptions || {};
  let payload;
  try {
    payload = jwt.verify(refreshToken, manager.getJwtKey(config, algorithm, 'verify'), { algorithms: [algorithm], ...signOptions });
  } catch {
    return null;
  }
  if (payload?.type !== 'refresh') return null;
  const parent = await manager.provider.findBySessionId(payload.sessionId);
  if (!parent || parent.status !== 'rotated' || !parent.childId) return null;
  const child = await manager.provider.findBySessionId(parent.childId);
  if (!child || child.status !== 'active') return null;
  const rotatedAt = new Date(child.createdAt ?? 0).getTime();
  if (Date.now() - rotatedAt > GRACE_MS || new Date(child.expiresAt).getTime() <= Date.now()) return null;
  // The same claims Strapi signed the child with, so the same token.
  const token = jwt.sign(
    {
      userId: child.userId,
      sessionId: child.sessionId,
      type: 'refresh',
      iat: Math.floor(rotatedAt / 1000),
      exp: Math.floor(new Date(child.expiresAt).getTime() / 1000),
    },
    manager.getJwtKey(config, algorithm, 'sign'),
    { algorithm, noTimestamp: true, ...signOptions },
  );
  const absolute = child.absoluteExpiresAt ? new Date(child.absoluteExpiresAt) : new Date(0);
  return { token, sessionId: child.sessionId, absoluteExpiresAt: absolute.toISOString(), type: child.type ?? 'refresh' };
}

module.exports = { allowRecentRotationReuse, REFRESH_GRACE_MS: GRACE_MS };
