import 'server-only';
import { keys } from '@/lib/resource/keys';
import type { FirstReads } from '@/lib/auth/first-data';
import { projects } from '@/lib/strapi';

/** The projects as a page's first data (see firstData). */
export const projectsRead = (): FirstReads => ({ [keys.projects]: (token) => projects.list(token) });
