import * as z from 'zod/mini';
import { surfaceRecord } from '@/lib/records/account';

/** What /api/surfaces/search and /api/surfaces answer, and what the picker parses them with. */
export const surfaceSearchAnswer = z.object({ surfaces: z.array(surfaceRecord), total: z.number() });
export type SurfaceSearchAnswer = z.infer<typeof surfaceSearchAnswer>;

export const surfaceListAnswer = z.object({ surfaces: z.array(surfaceRecord) });

/** The shortest question the picker sends: one letter matches a fifth of the catalogue. */
export const MIN_QUERY = 2;
export const MAX_QUERY = 100;
