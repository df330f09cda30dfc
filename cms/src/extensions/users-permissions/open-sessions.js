'use strict';

const SESSIONS = 'admin::session';
const ORIGIN = 'users-permissions';
/** Rotations to follow from an access token's session to the live one; the site uses 0 or 1. */
const MAX_ROTATIONS = 20;

/**
 * In session mode users-permissions accepts an access token on its signature alone, so a
 * copied token outlived sign-out and a password change by up to its ten minutes. The jwt
 * service (the plugin's, replaced through its extension point) now also asks the session
 * table whether the token's session is still open, as Strapi's admin does for its own
 * tokens (docs/decisions/009-access-tokens-end-with-their-session.md).
 */
function sessionCheckedJwt(createJwt) {
  return (context) => {
    const service = createJwt(context);
    const { strapi } = context;
    return {
      ...service,
      async verify(token) {
        const verified = await service.verify(token);
        const mode = strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support');
        if (mode === 'refresh' && !(await isSessionOpen(strapi, verified.sessionId))) throw new Error('Invalid token.');
        return verified;
      },
    };
  };
}

/**
 * A renewal marks the session `rotated` and points it at its successor; sign-out deletes
 * the live one, a password change all of the user's. A token's session is open while its
 * line of successors ends in a live session.
 */
async function isSessionOpen(strapi, sessionId) {
  const sessions = strapi.db.query(SESSIONS);
  let id = sessionId;
  for (let step = 0; typeof id === 'string' && id && step <= MAX_ROTATIONS; step++) {
    const session = await sessions.findOne({ where: { sessionId: id }, select: ['origin', 'status', 'childId', 'expiresAt'] });
    if (!session || session.origin !== ORIGIN) return false;
    if (session.status !== 'rotated') return new Date(session.expiresAt).getTime() > Date.now();
    id = session.childId;
  }
  return false;
}

module.exports = { sessionCheckedJwt, isSessionOpen };
