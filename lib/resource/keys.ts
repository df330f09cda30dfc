import type { Locale } from '@/i18n/routing';

/**
 * The one swr key of each resource: the route handler's own address. Lists whose names
 * are translated carry the page's language, so each language has its own cache entry.
 */
export const keys = {
  materials: (locale: Locale) => `/api/materials?locale=${locale}`,
  material: (id: string, locale: Locale) => `/api/materials/${encodeURIComponent(id)}?locale=${locale}`,
  projects: '/api/projects',
  project: (id: string) => `/api/projects/${encodeURIComponent(id)}`,
  /** Each filter has its own cache entry; the query's order is fixed. */
  measurements: (filters: { project?: string; surface?: string }, locale: Locale) => {
    const query = new URLSearchParams();
    if (filters.project) query.set('project', filters.project);
    if (filters.surface) query.set('surface', filters.surface);
    query.set('locale', locale);
    return `/api/measurements?${query}`;
  },
  measurement: (id: string, locale: Locale) => `/api/measurements/${encodeURIComponent(id)}?locale=${locale}`,
  /** A project's live share links; they are created here too. */
  shareLinks: (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/share`,
  shareLink: (id: string) => `/api/share-links/${encodeURIComponent(id)}`,
};
