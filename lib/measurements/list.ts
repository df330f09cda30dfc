import type { Locale } from '@/i18n/routing';
import { firstString, type Query } from '@/lib/http/query';
import type { Measurement } from '@/lib/strapi/owner-schemas';

/** The list's filters, as they stand in the page's query string (?project=…&surface=…). */
export interface Filters {
  project?: string;
  surface?: string;
}

const isDocumentId = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9]{20,32}$/.test(value);

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

/** swr's key for the list: the route handler's address, so each filter has its own cache. */
export function listKey(filters: Filters, locale: Locale): string {
  const query = new URLSearchParams(filterQuery(filters));
  query.set('locale', locale);
  return `/api/measurements?${query}`;
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
