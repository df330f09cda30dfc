import { COUNTRIES, LINE_STATUSES, SAMPLE_ORDER_STATUSES, type Country } from '@ytbanken/domain/samples/orders';
import * as z from 'zod/mini';

/**
 * A sample order as the site and the cms agree on it: where it can go, where it is, and
 * what following its confirmation link did. The countries, statuses and the rules both halves
 * check (postal codes, how many surfaces) are the domain package's; the order form's field
 * messages stay in features/samples/form.ts.
 */

export { COUNTRIES, LINE_STATUSES, SAMPLE_ORDER_STATUSES, type Country };
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
