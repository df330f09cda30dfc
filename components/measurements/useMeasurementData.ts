'use client';

import useSWR from 'swr';
import { HttpError, request } from '@/lib/http/request';
import type { Locale } from '@/i18n/routing';
import { listKey, withMeasurement, withoutMeasurement, type Filters } from '@/lib/measurements/list';
import type { MeasurementInput } from '@/lib/owner/schemas';
import type { Material, Measurement, Project, SurfaceRef } from '@/lib/strapi/owner-schemas';

const listFetcher = async (url: string) => ((await request(url)) as { measurements: Measurement[] }).measurements;
const projectsFetcher = async ([url]: readonly [string, string]) => ((await request(url)) as { projects: Project[] }).projects;
const materialsFetcher = async ([url]: readonly [string, string]) => ((await request(url)) as { materials: Material[] }).materials;

// Projects and materials are keyed apart from the other signed-in pages' caches: those
// pages are free to keep another shape under the bare URL.
const PROJECTS_KEY = ['/api/projects', 'measurements'] as const;
const MATERIALS_KEY = ['/api/materials', 'measurements'] as const;

export function useProjects() {
  return useSWR(PROJECTS_KEY, projectsFetcher);
}

/** The surfaces the user has saved, to offer them first. */
export function useSavedSurfaces() {
  const { data } = useSWR(MATERIALS_KEY, materialsFetcher);
  // Saved products have no colour to measure; only saved surfaces count, once each.
  const surfaces = new Map<string, SurfaceRef>();
  for (const material of data ?? []) if (material.surface) surfaces.set(material.surface.id, material.surface);
  return [...surfaces.values()].sort((x, y) => x.articleNumber.localeCompare(y.articleNumber));
}

export interface Refusal {
  code: 'unauthorized' | 'notFound' | 'tooMany' | 'invalid' | 'failed';
  fieldErrors?: Record<string, unknown>;
}

/** What a refusal means for the visitor: a code from the route handlers and fields at fault. */
export function refusal(error: unknown): Refusal {
  if (!(error instanceof HttpError)) return { code: 'failed' };
  const data = error.data as { error?: unknown; fieldErrors?: Record<string, unknown> } | null;
  const code = data?.error;
  if (code === 'unauthorized' || code === 'notFound' || code === 'tooMany' || code === 'invalid') return { code, fieldErrors: data?.fieldErrors };
  return { code: 'failed' };
}

/** What the row shows while the cms has not answered yet. */
export interface Pending {
  surface: SurfaceRef | null;
  project: { id: string; name: string } | null;
}

function draft(id: string, input: Partial<MeasurementInput>, base: Measurement | null, pending: Pending): Measurement {
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

export const PENDING_PREFIX = 'pending-';

/**
 * The visible list and its changes. Every change shows at once (optimisticData), is put
 * back if the cms refuses (rollbackOnError), takes the cms's answer into the cache, and
 * then the list is fetched again so the cms's order and any change made meanwhile win.
 * Errors are rethrown for the caller to put into words.
 */
export function useMeasurements(filters: Filters, locale: Locale) {
  const key = listKey(filters, locale);
  const list = useSWR(key, listFetcher);
  const { mutate } = list;

  // The callback gets the list as the cms last gave it (not the optimistic one), and
  // what it returns becomes the cached list.
  async function create(input: MeasurementInput, pending: Pending) {
    const temporary = draft(`${PENDING_PREFIX}${Date.now()}`, input, null, pending);
    let saved: Measurement | undefined;
    await mutate(
      async (current = []) => {
        ({ measurement: saved } = (await request(`/api/measurements?locale=${locale}`, { method: 'POST', body: input })) as { measurement: Measurement });
        return withMeasurement(current, saved, filters, temporary.id);
      },
      { optimisticData: (current = []) => withMeasurement(current, temporary, filters), rollbackOnError: true },
    );
    return saved!;
  }

  async function update(original: Measurement, input: MeasurementInput, pending: Pending) {
    const changed = draft(original.id, input, original, pending);
    let saved: Measurement | undefined;
    await mutate(
      async (current = []) => {
        const url = `/api/measurements/${original.id}?locale=${locale}`;
        ({ measurement: saved } = (await request(url, { method: 'PATCH', body: input })) as { measurement: Measurement });
        return withMeasurement(current, saved, filters);
      },
      { optimisticData: (current = []) => withMeasurement(current, changed, filters), rollbackOnError: true },
    );
    return saved!;
  }

  async function remove(id: string) {
    await mutate(
      async (current = []) => {
        await request(`/api/measurements/${id}`, { method: 'DELETE' });
        return withoutMeasurement(current, id);
      },
      { optimisticData: (current = []) => withoutMeasurement(current, id), rollbackOnError: true },
    );
  }

  return { ...list, key, create, update, remove };
}
