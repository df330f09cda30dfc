import { z } from 'zod';
import type { EpdRefusal } from './form-state';

const refusalParam = z.union([z.string().max(500), z.number(), z.null(), z.array(z.string().max(100)).max(10)]);

/** The refusals the cms's importer answers with (details.refusals), as far as the desk shows them. */
export const cmsRefusalsSchema = z
  .array(
    z.object({
      file: z.string().max(255),
      // A cms older or newer than these messages: said in general words.
      code: z.string().max(40).catch(''),
      params: z.record(z.string().max(40), refusalParam).catch({}),
    }),
  )
  .max(20);

/** A refusal's params as the messages take them: a list joined as "a or b" in the page's language, nothing as a dash. */
export function refusalOf({ file, code, params }: z.infer<typeof cmsRefusalsSchema>[number], locale: string): EpdRefusal {
  const list = new Intl.ListFormat(locale, { type: 'disjunction' });
  const words = Object.entries(params).map(([key, value]) => [key, value === null ? '–' : Array.isArray(value) ? list.format(value) : value] as const);
  return { file, code, params: Object.fromEntries(words) };
}
