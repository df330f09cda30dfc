// Liveness of the site process itself (not of the cms): for load balancers and test runners.
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
