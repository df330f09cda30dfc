import { draftMode } from 'next/headers';
import { safeReturnTo } from '@/lib/auth/return-to';
import { apiError } from '@/lib/http/api-error';
import { requestLocale } from '@/lib/http/request-locale';
import { isSameOriginWrite, isSiteAddress } from '@/lib/http/site-origin';

/**
 * The preview bar's "exit" (a form post, so it works without JavaScript): draft mode off,
 * back to the published version of the page the editor was on. Only from this site's own
 * pages: the draft cookie is SameSite=None (the admin frames the preview), so another
 * site's form would otherwise carry it here.
 */
export async function POST(request: Request) {
  if (!isSameOriginWrite(request)) return apiError(requestLocale(request), 403, 'crossSite');
  (await draftMode()).disable();
  return new Response(null, { status: 303, headers: { Location: samePagePath(request), 'Cache-Control': 'no-store' } });
}

function samePagePath(request: Request) {
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    return isSiteAddress(from, request) ? safeReturnTo(from.pathname + from.search) : '/';
  } catch {
    return '/';
  }
}
