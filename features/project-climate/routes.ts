import 'server-only';
import { z } from 'zod';
import { assertId, publicRoute, ownerRoute, RouteError } from '@/lib/http/owner-route';
import type { Locale } from '@/i18n/routing';
import { apiError } from '@/lib/http/api-error';
import { firstString, parseQuery, type Query } from '@/lib/http/query';
import { getSharedProject } from '@/lib/strapi';
import { climateCsv, climateXlsx } from './export';
import { ownClimateSource, projectClimateTable, sharedClimateSource } from './server';
import type { ClimateTable } from './table';

/**
 * The route handlers of /api/projects/{id}/climate and /api/shared-projects/{token}/climate
 * (app/api re-exports them): a project's climate table as CSV or XLSX, its headers in the
 * caller's language. The owner's read goes to the cms with their token, which answers another
 * user's project as it answers an unknown one (404); a shared project is read by its live link.
 */

const format = z.enum(['csv', 'xlsx']);
const formatOf = (query: Query) => format.safeParse(firstString(query, 'format')).data ?? null;

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A file name from the project's name: letters, digits and dashes only, so no header can be bent by it. */
export function fileName(name: string, kind: 'csv' | 'xlsx') {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'project'}-climate.${kind}`;
}

async function download(table: ClimateTable, kind: 'csv' | 'xlsx', locale: Locale) {
  const body = kind === 'csv' ? await climateCsv(table, locale) : await climateXlsx(table, locale);
  return new Response(body, {
    headers: { ...PRIVATE, 'Content-Type': TYPES[kind], 'Content-Disposition': `attachment; filename="${fileName(table.name, kind)}"` },
  });
}

export const ownExport = ownerRoute<{ id: string }>(async ({ token, locale, params, request }) => {
  const kind = formatOf(parseQuery(new URL(request.url).search));
  if (!kind) throw new RouteError(400, 'invalid', { format: 'invalid' });
  const source = await ownClimateSource(token, assertId(params.id), locale);
  if (!source) throw new RouteError(404, 'notFound');
  return download(await projectClimateTable(source, locale), kind, locale);
});

export function sharedExport(request: Request, context: { params: Promise<{ token: string }> }) {
  return publicRoute(async (query, locale) => {
    const kind = formatOf(query);
    if (!kind) return apiError(locale, 400, 'invalid', { fieldErrors: { format: 'invalid' } });
    const project = await getSharedProject((await context.params).token, locale);
    if (!project) return apiError(locale, 404, 'notFound');
    return download(await projectClimateTable(await sharedClimateSource(project, locale), locale), kind, locale);
  })(request);
}
