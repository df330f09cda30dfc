import * as z from 'zod/mini';

/** What /api/producer-desk/products answers, and what the EPD upload's chooser parses it with. */
export const deskProductsAnswer = z.object({ products: z.array(z.object({ id: z.string(), name: z.string() })), total: z.number() });
export type DeskProductsAnswer = z.infer<typeof deskProductsAnswer>;

/** The words the chooser asks about: one letter matches too much to be worth a request. */
export const PRODUCT_QUERY_MIN = 2;
export const PRODUCT_QUERY_MAX = 100;
/** A name or article number typed in full (the cms's own bound for a product's name). */
export const PRODUCT_NAME_MAX = 160;
