import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '@/lib/env';
import { apiError } from '@/lib/http/api-error';
import { BodyError, readJson } from '@/lib/http/body';
import { requestLocale } from '@/lib/http/request-locale';
import { sameSecret } from '@ytbanken/domain/secrets/same-secret';
import { forgetTags, tagsForChange } from '@/lib/strapi';

// What Strapi's webhook sends; only the model and the document matter here.
const eventSchema = z.object({
  event: z.string(),
  uid: z.string(),
  entry: z
    .object({
      documentId: z
        .string()
        .regex(/^[a-z0-9]{1,64}$/)
        .optional(),
    })
    .optional(),
});

/**
 * The cms's webhook (create, update, publish, unpublish, delete): expires the cached
 * answers that showed the changed content, so the next visitor of an affected page gets
 * it fresh. Authorised with the shared secret as a bearer token.
 */
export async function POST(request: Request) {
  const locale = requestLocale(request);
  const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!sameSecret(bearer, env().REVALIDATE_SECRET)) return apiError(locale, 401, 'unauthorized');
  let payload: unknown;
  try {
    payload = await readJson(request);
  } catch (error) {
    if (error instanceof BodyError) return apiError(locale, error.status, error.code);
    throw error;
  }
  const parsed = eventSchema.safeParse(payload);
  if (!parsed.success) return apiError(locale, 400, 'invalid');

  const tags = tagsForChange(parsed.data.uid, parsed.data.entry?.documentId);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // This process's parsed copies of the same answers (lib/strapi/memo.ts) go with them.
  forgetTags(tags);
  return Response.json({ revalidated: tags }, { headers: { 'Cache-Control': 'no-store' } });
}
