import * as z from 'zod/mini';
import type { ProducerSearchAnswer } from './producer-filter';

/**
 * /api/producers/search's answer as the producer filter parses it. A module of its own so the
 * filter loads zod/mini's parser when a visitor first types, not with the page.
 */
const count = () => z.int().check(z.gte(0));
export const producerSearchAnswer: z.ZodMiniType<ProducerSearchAnswer> = z.object({
  producers: z.array(z.object({ slug: z.string(), name: z.string(), count: count() })),
  total: count(),
});
