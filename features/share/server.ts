import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { getSharedProject } from '@/lib/strapi';

/**
 * The /shared page's data: the project a live token shows, or null. Read fresh on every
 * request with the site's own token (never cached), so a revoked link stops working at
 * once; `cache` only lets the metadata and the page share one read per request.
 */
export const sharedProject = cache((token: string, locale: Locale) => getSharedProject(token, locale));
