import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { paginationSchema } from './catalogue-schemas';
import { strapiFetch } from './client';
import type { Tag } from './tags';

const entrySchema = z.object({ documentId: z.string(), slug: z.string().nullish(), updatedAt: z.string(), locale: z.string() });
export type Entry = z.infer<typeof entrySchema>;

// The cms answers at most 100 entries at a time (config/api.js maxLimit).
const PAGE_SIZE = 100;

/** A listing's answer: its rows and how many pages there are. */
export const listingSchema = <Row extends z.ZodType>(row: Row) => z.object({ data: z.array(row), meta: z.object({ pagination: paginationSchema }) });

/** Every row of a listing, page by page, as many pages as the cms says there are. */
export async function everyPage<Row>(
  read: (pagination: { page: number; pageSize: number }) => Promise<{ data: Row[]; meta: { pagination: { pageCount: number } } }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await read({ page, pageSize: PAGE_SIZE });
    rows.push(...answer.data);
    if (page >= answer.meta.pagination.pageCount) return rows;
  }
}

/** Every published entry of a type in one language ('*': in every language), page by page. */
export function allEntries(path: string, { locale, fields, tags }: { locale: Locale | '*'; fields: string[]; tags: Tag[] }): Promise<Entry[]> {
  return everyPage((pagination) =>
    strapiFetch({
      path,
      query: { locale, fields: [...fields, 'updatedAt', 'locale'], sort: ['id:asc'], pagination },
      schema: listingSchema(entrySchema),
      tags,
    }),
  );
}
