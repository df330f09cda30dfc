import type { CatalogueJob } from '@/lib/records/producer-desk';

/** The most of each list a preview shows; the counts tell the rest. */
export const PREVIEW_LIST_MAX = 100;

/**
 * What an upload would do, as the desk's page shows it: counts of every kind and the first
 * rows of each, worded in the uploader's language on the server.
 */
export interface PreviewSummary {
  counts: { added: number; changed: number; unchanged: number; refused: number; missing: number };
  added: { article: string; name: string }[];
  /** Each with the headers of the columns that change. */
  changed: { article: string; name: string; columns: string[] }[];
  /** Each refused row in words: row, column and reason. */
  refused: { row: number; text: string }[];
  missing: string[];
}

/** The upload route's answer: the preview, and the stored job when the file can be applied (no refused rows). */
export interface UploadAnswer {
  preview: PreviewSummary;
  job: CatalogueJob | null;
}
