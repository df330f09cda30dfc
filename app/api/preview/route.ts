import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { safeReturnTo } from '@/lib/auth/return-to';
import { env } from '@/lib/env';
import { sameSecret } from '@/lib/http/secret';

/**
 * The Strapi admin's preview button: with the shared secret, turns on draft mode (the
 * pages then read drafts from the cms, uncached) and opens the given page of this site.
 * Only relative paths: the secret never sends anyone elsewhere.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  if (!sameSecret(query.get('secret'), env().PREVIEW_SECRET)) {
    return Response.json({ error: 'unauthorized' }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  }
  const path = query.get('url');
  if (!path || safeReturnTo(path) !== path) {
    return Response.json({ error: 'invalid' }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  const draft = await draftMode();
  if (query.get('status') === 'published') draft.disable();
  else draft.enable();
  redirect(path);
}
