import 'server-only';
import { z } from 'zod';
import { CONFIRM_OUTCOMES, LINE_STATUSES, SAMPLE_ORDER_STATUSES, type SampleLine, type SampleOrder, type SampleOrderInput } from '@/lib/records/samples';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { byDocumentIds } from './ids';
import { surfaceRef } from './owner-schemas';

/**
 * The picked surfaces as the catalogue has them now, in the visitor's language: what the
 * browser sent is only a list of ids. Unknown or unpublished ids are simply not in the answer.
 * Not cached: every visitor's set of ids would be one more answer kept for good.
 */
export function getSurfacesByIds(ids: string[], locale: Locale) {
  return strapiFetch({
    path: '/surfaces',
    query: {
      locale,
      ...byDocumentIds(ids),
      fields: ['name', 'articleNumber', 'hex', 'labL', 'labA', 'labB', 'gloss', 'lrv'],
      populate: { swatch: true, product: { fields: ['name'], populate: { producer: { fields: ['name'] } } } },
      pagination: { pageSize: 100 },
    },
    schema: z.object({ data: z.array(surfaceRef) }).transform((answer) => answer.data),
  });
}

/** An order's surfaces as the cms stored them: catalogue text, picked by id. */
export const orderedSurfacesSchema = z
  .array(z.object({ documentId: z.string(), name: z.string(), articleNumber: z.string(), product: z.string() }))
  .transform((surfaces) => surfaces.map((s) => ({ id: s.documentId, name: s.name, articleNumber: s.articleNumber, product: s.product })));

/**
 * An order's lines as the cms stored them (cms/src/api/sample-order/services/lines.js): one
 * line per producer, with the status and note its producer set on the producers' desk.
 */
const linesSchema = z
  .array(
    z.object({
      producer: z.object({ name: z.string() }),
      surfaces: orderedSurfacesSchema,
      status: z.enum(LINE_STATUSES).optional(),
      note: z.string().nullish(),
    }),
  )
  .transform((lines): SampleLine[] =>
    lines.map((line) => ({
      producer: line.producer.name,
      surfaces: line.surfaces,
      ...(line.status && { status: line.status, note: line.note ?? null }),
    })),
  );

const orderSchema = z
  .object({ documentId: z.string(), createdAt: z.string(), status: z.enum(SAMPLE_ORDER_STATUSES), lines: linesSchema })
  .transform((o): SampleOrder => ({ id: o.documentId, createdAt: o.createdAt, status: o.status, lines: o.lines }));

/**
 * Places an order: with the signed-in user's token the order is theirs, without it the
 * site's token files a visitor's order. The cms builds the per-producer lines itself from
 * the surface ids. It judges from the token alone whether the order goes out at once (a
 * user with a confirmed address ordering to it: status `received`) or waits for its address
 * to be confirmed by mail (`awaiting-confirmation`); the site sends no flag saying which.
 */
export function createSampleOrder(order: SampleOrderInput, { token, forwardedFor }: { token: string | null; forwardedFor?: string }) {
  return strapiFetch({
    path: '/sample-orders',
    method: 'POST',
    body: { data: order },
    schema: z
      .object({ data: z.object({ documentId: z.string(), status: z.enum(SAMPLE_ORDER_STATUSES), lines: linesSchema }) })
      .transform((answer) => answer.data),
    ...(token && { token }),
    forwardedFor,
  });
}

/**
 * Follows a confirmation link with the site's token: the cms mails the producers only now,
 * and answers what happened (a used, expired or unknown token is an answer, not an error),
 * with the order's samples once it is confirmed.
 */
export function confirmSampleOrder(token: string) {
  return strapiFetch({
    path: '/sample-orders/confirm',
    method: 'POST',
    body: { data: { token } },
    schema: z
      .object({ data: z.object({ outcome: z.enum(CONFIRM_OUTCOMES), lines: linesSchema.optional() }) })
      .transform((answer) => ({ outcome: answer.data.outcome, lines: answer.data.lines ?? [] })),
  });
}

/** A signed-in user's own orders, newest first (the cms lists no one else's). */
export function listSampleOrders(token: string) {
  return strapiFetch({
    path: '/sample-orders',
    query: { fields: ['createdAt', 'status', 'lines'], sort: ['createdAt:desc'], pagination: { pageSize: 50 } },
    schema: z.object({ data: z.array(orderSchema) }).transform((answer) => answer.data),
    token,
  });
}
