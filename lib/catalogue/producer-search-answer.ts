import { z } from 'zod';
import type { ProducerSearchAnswer } from './producer-filter';

/**
 * /api/producers/search's answer as the producer filter parses it. A module of its own so the
 * filter loads zod (about 25 kB compressed) when a visitor first types, not with the page.
 */
export const producerSearchAnswer: z.ZodType<ProducerSearchAnswer> = z.object({
  producers: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int().min(0) })),
  total: z.number().int().min(0),
});
