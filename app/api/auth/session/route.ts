import { clearSession } from '@/lib/auth/session';
import { apiError } from '@/lib/http/api-error';
import { BodyError, ignoreBody } from '@/lib/http/body';
import { requestLocale } from '@/lib/http/request-locale';

// Forgets a session the cms no longer accepts (called by the page when the user could not be loaded).
export async function DELETE(request: Request) {
  try {
    await ignoreBody(request);
  } catch (error) {
    if (error instanceof BodyError) return apiError(requestLocale(request), error.status, error.code);
    throw error;
  }
  await clearSession();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
