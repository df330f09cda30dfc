import * as z from 'zod/mini';

/**
 * A sample order as the site and the cms agree on it: where it can go, where it is, and
 * what following its confirmation link did. The order form's own rules (postal codes, field
 * messages, how many surfaces) stay in features/samples/form.ts.
 */

/** Samples go to the Nordic countries; each writes its postal codes its own way. */
export const COUNTRIES = ['SE', 'NO', 'DK', 'FI', 'IS'] as const;
export type Country = (typeof COUNTRIES)[number];

/**
 * Where an order is: waiting for its address to be confirmed (or expired unconfirmed, or
 * dropped because the mail asking for it could not be sent in time), received, or the samples
 * sent (editors set that in the cms).
 */
export const SAMPLE_ORDER_STATUSES = ['awaiting-confirmation', 'expired', 'confirmation-not-sent', 'received', 'sent'] as const;
export type SampleOrderStatus = (typeof SAMPLE_ORDER_STATUSES)[number];

/** A confirmation link's token as the cms makes them: 32 random bytes in base64url. */
export const confirmTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** What following a confirmation link did, as the cms answers it. */
export const CONFIRM_OUTCOMES = ['confirmed', 'used', 'expired', 'unknown'] as const;
export type ConfirmOutcome = (typeof CONFIRM_OUTCOMES)[number];

/** What the cms takes: the visitor's details and the surfaces as ids only. */
export interface SampleOrderInput {
  name: string;
  company?: string;
  email: string;
  street: string;
  postalCode: string;
  city: string;
  country: Country;
  message?: string;
  language: 'sv' | 'en';
  surfaces: string[];
}

/** What a producer marks its part of an order on the producers' desk; `open` until it does. */
export const LINE_STATUSES = ['sent', 'out-of-stock', 'replaced'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

/** One producer's part of an order: the surfaces it is asked to send, and what the producer said of it. */
export interface SampleLine {
  producer: string;
  surfaces: { id: string; name: string; articleNumber: string; product: string }[];
  status?: LineStatus;
  note?: string | null;
}

/** An order as its owner sees it on the account page. */
export interface SampleOrder {
  id: string;
  createdAt: string;
  status: SampleOrderStatus;
  lines: SampleLine[];
}
