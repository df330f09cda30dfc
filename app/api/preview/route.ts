import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { safeReturnTo } from '@/lib/auth/return-to';
import { env } from '@/lib/env';
import { apiError } from '@/lib/http/api-error';
import { firstString, parseQuery } from '@/lib/http/query';
import { requestLocale } from '@/lib/http/request-locale';
import { sameSecret } from '@ytbanken/domain/secrets/same-secret';

/**
 * The Strapi admin's preview button: with the shared secret, turns on draft mode (the
 * pages then read drafts from the cms, uncached) and opens the given page of this site.
 * Only relative paths: the secret never sends anyone elsewhere.
 */
export async function GET(request: Request) {
  const query = parseQuery(new URL(request.url).search);
  if (!sameSecret(firstString(query, 'secret'), env().PREVIEW_SECRET)) return apiError(requestLocale(request), 401, 'unauthorized');
  const path = firstString(query, 'url');
  if (!path || safeReturnTo(path) !== path) return apiError(requestLocale(request), 400, 'invalid');
  const draft = await draftMode();
  if (firstString(query, 'status') === 'published') draft.disable();
  else draft.enable();
  redirect(path);
}
