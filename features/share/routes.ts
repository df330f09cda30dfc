import 'server-only';
import { assertId, body, json, ownerRoute } from '@/lib/http/owner-route';
import { shareLinks } from '@/lib/strapi';
import { expiryOf, shareCreate } from './inputs';

/**
 * The route handlers of /api/projects/{id}/share and /api/share-links/{id} (app/api
 * re-exports them). The cms keeps each user to their own projects and links: another
 * user's project lists no links and cannot be linked (404), another's link cannot be revoked.
 */

type Params = { id: string };

export const list = ownerRoute<Params>(async ({ token, params }) => json('shareLinks', { shareLinks: await shareLinks.list(token, assertId(params.id)) }));

export const create = ownerRoute<Params>(async ({ token, payload, params }) => {
  const { expiresInDays } = body(payload, shareCreate);
  const link = await shareLinks.create(token, assertId(params.id), expiryOf(expiresInDays, Date.now()));
  return json('shareLink', { shareLink: link }, 201);
});

export const revoke = ownerRoute<Params>(async ({ token, params }) => json('shareLink', { shareLink: await shareLinks.revoke(token, assertId(params.id)) }));
