import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '@/lib/env';
import { sameSecret } from '@/lib/http/secret';
import { tagsForChange } from '@/lib/strapi';

const NO_STORE = { 'Cache-Control': 'no-store' };

// What Strapi's webhook sends; only the model and the document matter here.
const eventSchema = z.object({
  event: z.string(),
  uid: z.string(),
  entry: z.object({ documentId: z.string().regex(/^[a-z0-9]{1,64}$/).optional() }).optional(),
});

/**
 * The cms's webhook (create, update, publish, unpublish, delete): expires the cached
 * answers that showed the changed content, so the next visitor of an affected page gets
 * it fresh. Authorised with the shared secret as a bearer token.
 */
export async function POST(request: Request) {
  const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!sameSecret(bearer, env().REVALIDATE_SECRET)) {
    return Response.json({ error: 'unauthorized' }, { status: 401, headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer' } });
  }
  const parsed = eventSchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return Response.json({ error: 'invalid' }, { status: 400, headers: NO_STORE });

  const tags = tagsForChange(parsed.data.uid, parsed.data.entry?.documentId);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags }, { headers: NO_STORE });
}
