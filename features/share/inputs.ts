import * as z from 'zod/mini';

/** How long a new link lives: until revoked, or a week or a month. */
export const EXPIRY_DAYS = [7, 30] as const;

/** What the browser may send to create a link (the route handler's schema, also the form's). */
export const shareCreate = z.object({
  expiresInDays: z.optional(z.union([z.literal(EXPIRY_DAYS[0]), z.literal(EXPIRY_DAYS[1]), z.null()], 'invalid')),
});
export type ShareInput = z.infer<typeof shareCreate>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a link made now with `days` stops working, or null for one that lasts until revoked. */
export const expiryOf = (days: ShareInput['expiresInDays'], now: number) => (days ? new Date(now + days * DAY_MS).toISOString() : null);
