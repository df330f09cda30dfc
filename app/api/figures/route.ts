import { z } from 'zod';
import { apiError } from '@/lib/http/api-error';
import { BodyError, readJson } from '@/lib/http/body';
import { requestLocale } from '@/lib/http/request-locale';
import { DOCUMENT_ID } from '@/lib/strapi/ids';
import { BEACON_KINDS, BEACON_MAX_SURFACES } from '@/lib/records/figures';
import { visitorAddress } from '@/lib/request/visitor';
import { countSurfaces } from '@/lib/strapi/figures';

/** What a surface page or a comparison reports: which surfaces were seen, and nothing about who saw them. */
const beaconSchema = z.strictObject({
  kind: z.enum(BEACON_KINDS),
  surfaces: z.array(z.string().regex(DOCUMENT_ID)).min(1).max(BEACON_MAX_SURFACES),
});

const BEACON_LIMIT = 1024;

/**
 * The producers' figures' beacon: pages come from the edge's and Next's caches, so a view is
 * counted when the browser reports it, whatever the visitor's consent, since nothing in it or
 * kept of it identifies a person. The visitor's address goes to the cms for its limit only.
 */
export async function POST(request: Request) {
  const locale = requestLocale(request);
  let payload: unknown;
  try {
    payload = await readJson(request, BEACON_LIMIT);
  } catch (error) {
    if (error instanceof BodyError) return apiError(locale, error.status, error.code);
    throw error;
  }
  const parsed = beaconSchema.safeParse(payload);
  if (!parsed.success) return apiError(locale, 400, 'invalid');
  try {
    await countSurfaces(parsed.data.kind, [...new Set(parsed.data.surfaces)], await visitorAddress());
  } catch {
    return apiError(locale, 502, 'failed');
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } });
}
