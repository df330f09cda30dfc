import { authApi } from '../strapi';

type Renewed = { jwt: string; refreshToken: string };

/** How long a renewal's answer is reused for requests that still carry the old refresh token. */
export const RENEWAL_GRACE_MS = 20_000;

const renewals = new Map<string, { answer: Promise<Renewed>; until: number }>();

/**
 * Renews a session once per refresh token. The cms rotates the refresh token on every
 * renewal and refuses the old one, yet a browser sends several requests at once (a page
 * and its prefetches) with the same expired session: without this, all but the first
 * would be refused and sign the visitor out. Requests that arrive with the old token
 * within a few seconds get the same new tokens. A refused or failed renewal is not kept.
 * Per server process: several instances behind a balancer need sticky sessions or a
 * shared store for the same guarantee.
 */
export function renewOnce(refreshToken: string, now = Date.now()): Promise<Renewed> {
  for (const [token, renewal] of renewals) if (renewal.until <= now) renewals.delete(token);
  const known = renewals.get(refreshToken);
  if (known) return known.answer;
  const answer = authApi.refresh(refreshToken);
  renewals.set(refreshToken, { answer, until: now + RENEWAL_GRACE_MS });
  answer.catch(() => renewals.delete(refreshToken));
  return answer;
}
