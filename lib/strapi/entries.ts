import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { paginationSchema } from './catalogue-schemas';
import { strapiFetch } from './client';
import type { Tag } from './tags';

const entrySchema = z.object({ documentId: z.string(), slug: z.string().nullish(), updatedAt: z.string(), locale: z.string() });
const pageSchema = z.object({ data: z.array(entrySchema), meta: z.object({ pagination: paginationSchema }) });
export type Entry = z.infer<typeof entrySchema>;

// The cms answers at most 100 entries at a time (config/api.js maxLimit).
const PAGE_SIZE = 100;

/** Every published entry of a type in one language ('*': in every language), page by page. */
export async function allEntries(path: string, { locale, fields, tags }: { locale: Locale | '*'; fields: string[]; tags: Tag[] }): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; ; page++) {
    const answer = await strapiFetch({
      path,
      query: { locale, fields: [...fields, 'updatedAt', 'locale'], sort: ['id:asc'], pagination: { page, pageSize: PAGE_SIZE } },
      schema: pageSchema,
      tags,
    });
    entries.push(...answer.data);
    if (page >= answer.meta.pagination.pageCount) return entries;
  }
}
