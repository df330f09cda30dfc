import { accessToken, currentUser } from '@/lib/auth/session';
import { apiError } from '@/lib/http/api-error';
import { requestLocale } from '@/lib/http/request-locale';

// The signed-in user's own data for the browser; checks the session itself (the proxy
// does not even run for /api).
export async function GET(request: Request) {
  if (!(await accessToken())) return apiError(requestLocale(request), 401, 'unauthorized');
  const user = await currentUser();
  if (!user) return apiError(requestLocale(request), 401, 'unauthorized');
  return Response.json({ user }, { headers: { 'Cache-Control': 'private, no-store' } });
}
