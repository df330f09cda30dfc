import { z } from 'zod';
import { EPD_FILE_MAX_BYTES, EPD_UPLOAD_MAX_FILES, LINE_NOTE_MAX } from '@/lib/records/producer-desk';
import { LINE_STATUSES } from '@/lib/records/samples';
import { PRODUCT_NAME_MAX } from './answer';

/** A surface's article number, as the cms holds it at most. */
const SURFACE_ARTICLE_MAX = 80;

/** A cms documentId, as the desk's forms carry them in hidden fields and choices. */
const documentId = z.string().regex(/^[a-z0-9]{10,64}$/, 'unknown');

/** Marking an order line: its messages are keys under ProducerDesk.errors. */
export const lineChangeSchema = z.object({
  line: documentId,
  status: z.enum(LINE_STATUSES, { error: 'statusRequired' }),
  note: z.string().trim().max(LINE_NOTE_MAX, 'noteTooLong').default(''),
});
export type LineChangeField = keyof z.infer<typeof lineChangeSchema>;

/**
 * The EPD upload's product: the one chosen in the list (its id), or else the words typed, a
 * product's name or an article number, which the action looks up (a form sent without
 * JavaScript has only those). Its files are checked by epdFilesProblem (File objects, not text fields).
 * `surface`, optional, is the article number of the one surface of it the EPD covers.
 */
export const epdUploadSchema = z
  .object({
    product: z.union([z.literal(''), documentId], { error: 'productRequired' }).default(''),
    productName: z.string().trim().max(PRODUCT_NAME_MAX, 'productRequired').default(''),
    surface: z.string().trim().max(SURFACE_ARTICLE_MAX, 'surfaceTooLong').default(''),
  })
  .refine((upload) => upload.product !== '' || upload.productName !== '', { message: 'productRequired', path: ['product'] });

/** What is wrong with an upload's files, as a key under ProducerDesk.errors, or null. */
export function epdFilesProblem(files: File[]): 'filesRequired' | 'tooManyFiles' | 'notXml' | 'fileTooLarge' | null {
  const chosen = files.filter((file) => file.size > 0 || file.name !== '');
  if (chosen.length === 0) return 'filesRequired';
  if (chosen.length > EPD_UPLOAD_MAX_FILES) return 'tooManyFiles';
  if (chosen.some((file) => !/\.xml$/i.test(file.name))) return 'notXml';
  if (chosen.some((file) => file.size > EPD_FILE_MAX_BYTES)) return 'fileTooLarge';
  return null;
}
