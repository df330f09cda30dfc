import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { SHEET_COLUMNS, type CatalogueEntry, type SheetRecord } from '@/lib/records/catalogue-sheet';
import {
  CATALOGUE_JOB_STATUSES,
  CATALOGUE_RECORDS_PER_REQUEST,
  DESK_LINE_STATUSES,
  type CatalogueJob,
  type DeskOverview,
  type DeskProducer,
  type DeskProductMatches,
  type ExpiringEpd,
} from '@/lib/records/producer-desk';
import { LINE_STATUSES, type LineStatus } from '@/lib/records/samples';
import { strapiFetch } from './client';
import { isStrapiError } from './errors';
import { orderedSurfacesSchema } from './samples';

/*
 * The producers' desk (cms/src/api/producer-desk), always with the signed-in user's token:
 * the cms answers only for the producers an editor linked to the account, and refuses (403)
 * any other account. Never cached: every answer is one account's.
 */

const producerSchema = z.object({ documentId: z.string(), name: z.string() }).transform((p): DeskProducer => ({ id: p.documentId, name: p.name }));
const producersSchema = z.object({ data: z.array(producerSchema) }).transform((answer) => answer.data);

/**
 * The producers the account acts for; none for an account an editor has not let into the desk,
 * which the cms refuses (a 403, answered here, not logged as a failure).
 */
export async function deskProducersOf(token: string, locale: Locale) {
  return (await strapiFetch({ path: '/producer-desk/producers', query: { locale }, schema: producersSchema, token, forbidden: 'null' })) ?? [];
}

/** The cms's answer to an account an editor has not let into the desk: a 403, where a lapsed session is a 401. */
export const isNotProducer = (error: unknown) => isStrapiError(error) && error.status === 403;

const lineSchema = z.object({
  documentId: z.string(),
  createdAt: z.string(),
  status: z.enum(DESK_LINE_STATUSES),
  note: z.string().nullable(),
  surfaces: orderedSurfacesSchema,
  order: z.object({
    name: z.string(),
    company: z.string().nullable(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    message: z.string().nullable(),
  }),
});

const expiringEpdSchema = z
  .object({
    documentId: z.string(),
    registrationNumber: z.string(),
    name: z.string().nullable(),
    validUntil: z.string(),
    products: z.array(z.object({ documentId: z.string(), name: z.string() })),
    surfaces: z.array(z.object({ documentId: z.string(), articleNumber: z.string(), name: z.string() })),
  })
  .transform(({ documentId, products, surfaces, ...epd }): ExpiringEpd => ({
    id: documentId,
    ...epd,
    products: products.map((p) => ({ id: p.documentId, name: p.name })),
    surfaces: surfaces.map((s) => ({ id: s.documentId, articleNumber: s.articleNumber, name: s.name })),
  }));

const overviewSchema = z
  .object({
    data: z.object({
      producers: z.array(producerSchema),
      lines: z.array(lineSchema),
      epds: z.array(expiringEpdSchema),
    }),
    meta: z.object({ pagination: z.object({ page: z.number(), pageCount: z.number(), total: z.number() }) }),
  })
  .transform(({ data, meta }): DeskOverview => ({
    producers: data.producers,
    lines: { lines: data.lines.map(({ documentId, ...line }) => ({ id: documentId, ...line })), ...meta.pagination },
    epds: data.epds,
  }));

/**
 * The desk's front page in one request: the account's producers, a page of their order lines
 * (newest first) and the EPDs covering their products that run out within 90 days (or have).
 * Null for an account an editor has not let into the desk, which the cms refuses (a 403,
 * answered here, not logged as a failure).
 */
export function getDeskOverview(token: string, page: number, locale: Locale) {
  return strapiFetch({ path: '/producer-desk/overview', query: { page: String(page), locale }, schema: overviewSchema, token, forbidden: 'null' });
}

/** Marks one of the account's lines; another producer's line is a 404 (cmsRefusal 'notFound'). */
export function updateDeskLine(token: string, id: string, change: { status: LineStatus; note: string }) {
  return strapiFetch({
    path: `/producer-desk/lines/${encodeURIComponent(id)}`,
    method: 'PUT',
    body: { data: change },
    schema: z.object({ data: z.object({ status: z.enum(LINE_STATUSES) }) }),
    token,
  });
}

/**
 * Imports one EPD for one of the account's products through the cms's importer, all or
 * nothing. A refused file is a 400 whose details name each file and why.
 */
export function importDeskEpd(token: string, upload: { product: string; surface?: string; files: { name: string; text: string }[] }) {
  return strapiFetch({
    path: '/producer-desk/epds',
    method: 'POST',
    body: { data: upload },
    schema: z.object({ data: z.object({ registrationNumber: z.string() }) }).transform((answer) => answer.data),
    token,
  });
}

const productsSchema = z
  .object({ data: z.array(z.object({ documentId: z.string(), name: z.string() })), meta: z.object({ total: z.number() }) })
  .transform(({ data, meta }): DeskProductMatches => ({ products: data.map((p) => ({ id: p.documentId, name: p.name })), total: meta.total }));

/**
 * The account's products matching `q` (a part of the name or the start of an article number;
 * with `exact`, the whole name or article number), drafts too: at most 20, and how many match.
 */
export function findDeskProducts(token: string, { q, exact = false, locale }: { q: string; exact?: boolean; locale: Locale }) {
  return strapiFetch({ path: '/producer-desk/products', query: { q, locale, ...(exact && { exact: 'true' }) }, schema: productsSchema, token });
}

/** A catalogue value as the cms holds it: the preview compares it with a file's, column by column. */
const heldValue = z.union([z.string(), z.number()]).nullable();
const catalogueSchema = z
  .object({ data: z.record(z.string(), z.partialRecord(z.enum(SHEET_COLUMNS), heldValue)) })
  .transform((answer): Record<string, CatalogueEntry> => answer.data);

/** One of the account's producers' catalogue by article number, in `locale` where it has it: what an upload is previewed against. */
export function getDeskCatalogue(token: string, producer: string, locale: Locale) {
  return strapiFetch({ path: '/producer-desk/catalogue', query: { producer, locale }, schema: catalogueSchema, token });
}

const jobSchema = z
  .object({
    data: z.object({
      documentId: z.string(),
      status: z.enum(CATALOGUE_JOB_STATUSES),
      total: z.number(),
      rowsDone: z.number(),
      deleteMissing: z.boolean(),
      deleted: z.number(),
      published: z.boolean(),
    }),
  })
  .transform(({ data: { documentId, ...job } }): CatalogueJob => ({ id: documentId, ...job }));

/**
 * Stores a checked upload in the cms as a job, in parts the cms's body limit takes; the cms
 * checks every record again. A producer that is not the account's is a 404.
 */
export async function storeCatalogueJob(token: string, upload: { producer: string; language: Locale; records: SheetRecord[] }) {
  const { producer, language, records } = upload;
  const parts = Array.from({ length: Math.ceil(records.length / CATALOGUE_RECORDS_PER_REQUEST) }, (_, i) =>
    records.slice(i * CATALOGUE_RECORDS_PER_REQUEST, (i + 1) * CATALOGUE_RECORDS_PER_REQUEST),
  );
  let job = await strapiFetch({
    path: '/producer-desk/catalogue/jobs',
    method: 'POST',
    body: { data: { producer, language, total: records.length, records: parts[0] } },
    schema: jobSchema,
    token,
  });
  for (const part of parts.slice(1)) {
    job = await strapiFetch({
      path: `/producer-desk/catalogue/jobs/${encodeURIComponent(job.id)}/records`,
      method: 'POST',
      body: { data: { records: part } },
      schema: jobSchema,
      token,
    });
  }
  return job;
}

/** An account's job; another producer's is a 404. */
export function getCatalogueJob(token: string, id: string) {
  return strapiFetch({ path: `/producer-desk/catalogue/jobs/${encodeURIComponent(id)}`, schema: jobSchema, token });
}

/** Starts or resumes a job; a done one comes back as it is. The cms answers 409 while another of the producer's jobs runs. */
export function applyCatalogueJob(token: string, id: string, deleteMissing: boolean) {
  return strapiFetch({
    path: `/producer-desk/catalogue/jobs/${encodeURIComponent(id)}/apply`,
    method: 'POST',
    body: { data: { deleteMissing } },
    schema: jobSchema,
    token,
  });
}
