import 'server-only';
import { z } from 'zod';
import { SAMPLE_ORDER_STATUSES, type SampleOrder, type SampleOrderInput } from '@/features/samples/form';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
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
      filters: { documentId: { $in: ids } },
      fields: ['name', 'articleNumber', 'hex', 'labL', 'labA', 'labB', 'gloss', 'lrv'],
      populate: { swatch: true, product: { fields: ['name'], populate: { producer: { fields: ['name'] } } } },
      pagination: { pageSize: 100 },
    },
    schema: z.object({ data: z.array(surfaceRef) }).transform((answer) => answer.data),
  });
}

const orderSchema = z
  .object({
    documentId: z.string(),
    createdAt: z.string(),
    status: z.enum(SAMPLE_ORDER_STATUSES),
    lines: z.array(
      z.object({
        producer: z.object({ name: z.string() }),
        surfaces: z.array(z.object({ documentId: z.string(), name: z.string(), articleNumber: z.string(), product: z.string() })),
      }),
    ),
  })
  .transform((o): SampleOrder => ({
    id: o.documentId,
    createdAt: o.createdAt,
    status: o.status,
    lines: o.lines.map((line) => ({
      producer: line.producer.name,
      surfaces: line.surfaces.map((s) => ({ id: s.documentId, name: s.name, articleNumber: s.articleNumber, product: s.product })),
    })),
  }));

/**
 * Places an order: with the signed-in user's token the order is theirs, without it the
 * site's token files a visitor's order. The cms builds the per-producer lines itself from
 * the surface ids and mails the producers and the visitor.
 */
export function createSampleOrder(order: SampleOrderInput, { token, forwardedFor }: { token: string | null; forwardedFor?: string }) {
  return strapiFetch({
    path: '/sample-orders',
    method: 'POST',
    body: { data: order },
    schema: z.object({ data: z.object({ documentId: z.string() }) }),
    ...(token && { token }),
    forwardedFor,
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
