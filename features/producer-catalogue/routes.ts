import 'server-only';
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { accessToken } from '@/lib/auth/session';
import { apiError } from '@/lib/http/api-error';
import { BodyError, readLimited } from '@/lib/http/body';
import { assertId, body, ownerRoute } from '@/lib/http/owner-route';
import { requestLocale } from '@/lib/http/request-locale';
import { SHEET_MAX_BYTES } from '@/lib/records/catalogue-sheet';
import { CMS_REFUSALS, cmsRefusal, isStrapiError } from '@/lib/strapi';
import { isDocumentId } from '@/lib/strapi/ids';
import { applyCatalogueJob, getCatalogueJob, getDeskCatalogue, storeCatalogueJob } from '@/lib/strapi/producer-desk';
import { headerOf, messagesIn } from './columns';
import { previewCatalogue, type CataloguePreview } from './preview';
import { readCatalogueSheet } from './read';
import { PREVIEW_LIST_MAX, type PreviewSummary, type UploadAnswer } from './summary';
import { catalogueCsv, catalogueXlsx } from './template';
import { describeProblem, describeRefusal } from './words';

/** The route handlers of /api/producer-desk/catalogue/… (app/api re-exports them). */

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const FORMATS = ['csv', 'xlsx'] as const;
const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

type CatalogueError = keyof ReturnType<typeof messagesIn>['ProducerDesk']['catalogue']['errors'];

/** A refusal of the catalogue's own, worded in the caller's language like lib/http/api-error.ts's. */
function refusal(locale: Locale, status: number, code: CatalogueError, message?: string) {
  const t = createTranslator({ locale, messages: messagesIn(locale), namespace: 'ProducerDesk.catalogue.errors' });
  return Response.json({ error: code, message: message ?? t(code) }, { status, headers: NO_STORE });
}

/** The empty template in the asking page's language (?locale=), as CSV or XLSX (?format=). */
export const template = ownerRoute(async ({ request, locale }) => {
  const format = z.enum(FORMATS).catch('csv').parse(new URL(request.url).searchParams.get('format'));
  const name = messagesIn(locale).ProducerDesk.catalogue.template.fileName;
  const file = format === 'csv' ? catalogueCsv([], locale) : await catalogueXlsx([], locale);
  return new Response(file, {
    headers: { ...NO_STORE, 'Content-Type': CONTENT_TYPES[format], 'Content-Disposition': `attachment; filename="${name}.${format}"` },
  });
});

/** The first rows of each kind, worded for the page. */
function summarise(preview: CataloguePreview, locale: Locale): PreviewSummary {
  const first = <T>(list: readonly T[]) => list.slice(0, PREVIEW_LIST_MAX);
  const row = ({ record }: { record: { articleNumber: string; surfaceName: string } }) => ({ article: record.articleNumber, name: record.surfaceName });
  return {
    counts: {
      added: preview.added.length,
      changed: preview.changed.length,
      unchanged: preview.unchanged.length,
      refused: preview.refused.length,
      missing: preview.missing.length,
    },
    added: first(preview.added).map(row),
    changed: first(preview.changed).map((changed) => ({ ...row(changed), columns: changed.fields.map((c) => headerOf(locale, c)) })),
    refused: first(preview.refused).map((refused) => ({ row: refused.row, text: refused.refusals.map((r) => describeRefusal(r, locale)).join(' ') })),
    missing: first(preview.missing),
  };
}

const uploadQuery = z.object({ producer: z.string().refine(isDocumentId), format: z.enum(FORMATS) });

/**
 * An uploaded spreadsheet (the request's body, at most SHEET_MAX_BYTES, refused by its
 * length before anything is parsed): read and checked row by row, previewed against the
 * producer's catalogue, and, when no row is refused, stored in the cms as a job to apply.
 * Its own body limit: a server action's is 100 kB.
 */
export async function upload(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const query = uploadQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const token = await accessToken();
  if (!token || !query.success) {
    await request.body?.cancel().catch(() => {});
    return token ? refusal(locale, 400, 'format') : apiError(locale, 401, 'unauthorized');
  }
  try {
    const bytes = await readLimited(request, SHEET_MAX_BYTES);
    if (bytes.byteLength === 0) return refusal(locale, 400, 'fileRequired');
    const reading = await readCatalogueSheet(bytes, query.data.format);
    if (!reading.ok) return refusal(locale, 422, 'unreadable', describeProblem(reading.problem, locale));
    const current = await getDeskCatalogue(token, query.data.producer, locale);
    const preview = previewCatalogue(current, reading);
    const job =
      preview.refused.length === 0
        ? await storeCatalogueJob(token, { producer: query.data.producer, language: locale, records: reading.rows.map((r) => r.record) })
        : null;
    return Response.json({ preview: summarise(preview, locale), job } satisfies UploadAnswer, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof BodyError) return error.code === 'tooLarge' ? refusal(locale, 413, 'tooLarge') : apiError(locale, error.status, error.code);
    const refused = cmsRefusal(error);
    return apiError(locale, CMS_REFUSALS[refused], refused);
  }
}

type Params = { id: string };

/** A job's state, which the page asks for while it runs. */
export const job = ownerRoute<Params>(async ({ token, params }) =>
  Response.json({ job: await getCatalogueJob(token, assertId(params.id)) }, { headers: NO_STORE }),
);

const applySchema = z.object({ deleteMissing: z.boolean().default(false) });

/** Starts (or resumes) a job; while another of the producer's jobs runs, a 409 that says so. */
export const apply = ownerRoute<Params>(async ({ token, locale, params, payload }) => {
  const { deleteMissing } = body(payload, applySchema);
  try {
    return Response.json({ job: await applyCatalogueJob(token, assertId(params.id), deleteMissing) }, { status: 202, headers: NO_STORE });
  } catch (error) {
    if (isStrapiError(error) && error.status === 409) return refusal(locale, 409, 'running');
    throw error;
  }
});
