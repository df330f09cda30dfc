import { firstString, type Query } from '@/lib/http/query';
import type { MeasurementInput } from '@/lib/records/inputs';
import type { Measurement, SurfaceRef } from '@/lib/records/account';
import { isDocumentId } from '@/lib/strapi/ids';

/** The list's filters, as they stand in the page's query string (?project=…&surface=…). */
export interface Filters {
  project?: string;
  surface?: string;
}

/** Filters from a query string; anything that is not a document id is ignored. */
export function parseFilters(query: URLSearchParams | Query): Filters {
  const get = (name: string) => (query instanceof URLSearchParams ? query.get(name) : firstString(query, name));
  const project = get('project');
  const surface = get('surface');
  return { ...(isDocumentId(project) && { project }), ...(isDocumentId(surface) && { surface }) };
}

/** The filters as a query string, '' when none, in a fixed order. */
export function filterQuery(filters: Filters): string {
  const query = new URLSearchParams();
  if (filters.project) query.set('project', filters.project);
  if (filters.surface) query.set('surface', filters.surface);
  return query.size ? `?${query}` : '';
}

export function matchesFilters(measurement: Measurement, filters: Filters): boolean {
  return (!filters.project || measurement.project?.id === filters.project) && (!filters.surface || measurement.surface?.id === filters.surface);
}

const time = (m: Measurement) => new Date(m.measuredAt).getTime();

/**
 * The list with a measurement put in (or replaced, by id), still newest first as the cms
 * sorts it, and left out when it no longer matches the filters. `replace` names the id to
 * take out, for an optimistic row that the cms's answer replaces under its real id.
 */
export function withMeasurement(list: readonly Measurement[], measurement: Measurement, filters: Filters, replace = measurement.id): Measurement[] {
  const rest = list.filter((m) => m.id !== replace && m.id !== measurement.id);
  if (!matchesFilters(measurement, filters)) return rest;
  const at = rest.findIndex((m) => time(m) <= time(measurement));
  return at === -1 ? [...rest, measurement] : [...rest.slice(0, at), measurement, ...rest.slice(at)];
}

export function withoutMeasurement(list: readonly Measurement[], id: string): Measurement[] {
  return list.filter((m) => m.id !== id);
}

/** What a row shows of a change the cms has not answered yet. */
export interface Pending {
  surface: SurfaceRef | null;
  project: { id: string; name: string } | null;
}

export const PENDING_PREFIX = 'pending-';
export const isPending = (measurement: Pick<Measurement, 'id'>) => measurement.id.startsWith(PENDING_PREFIX);

/** A row standing in for a new or changed measurement until the cms answers. */
export function draftMeasurement(id: string, input: Partial<MeasurementInput>, base: Measurement | null, pending: Pending): Measurement {
  return {
    id,
    measured: { L: input.L ?? base?.measured.L ?? 0, a: input.a ?? base?.measured.a ?? 0, b: input.b ?? base?.measured.b ?? 0 },
    gloss: input.gloss === undefined ? (base?.gloss ?? null) : input.gloss,
    lrv: input.lrv === undefined ? (base?.lrv ?? null) : input.lrv,
    instrument: input.instrument ?? base?.instrument ?? '',
    note: input.note ?? base?.note ?? '',
    measuredAt: input.measuredAt ?? base?.measuredAt ?? new Date().toISOString(),
    surface: pending.surface,
    project: pending.project,
  };
}
