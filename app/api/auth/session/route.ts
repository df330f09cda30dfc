import { clearSession } from '@/lib/auth/session';

// Forgets a session the cms no longer accepts (called by the page when the user could not be loaded).
export async function DELETE() {
  await clearSession();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
