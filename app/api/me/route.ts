import { accessToken, currentUser } from '@/lib/auth/session';

// The signed-in user's own data for the browser; checks the session itself (the proxy
// does not even run for /api).
export async function GET() {
  if (!(await accessToken())) return unauthorized();
  const user = await currentUser();
  if (!user) return unauthorized();
  return Response.json({ user }, { headers: { 'Cache-Control': 'private, no-store' } });
}

function unauthorized() {
  return Response.json({ error: 'unauthorized' }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
}
