import 'server-only';
import { keys } from '@/features/kit/keys';
import type { FirstReads } from '@/features/kit/server';
import { projects } from '@/lib/strapi';

/** The projects as a page's first data (see firstData). */
export const projectsRead = (): FirstReads => ({ [keys.projects]: (token) => projects.list(token) });
