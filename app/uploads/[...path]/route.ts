import { env } from '@/lib/env';

// The browser talks to the site only: uploaded images are streamed from the cms under
// the site's own origin, which also lets next/image optimise them as local files.
export async function GET(_request: Request, { params }: RouteContext<'/uploads/[...path]'>) {
  const { path } = await params;
  if (path.some((segment) => segment === '..' || segment === '.' || segment.includes('/'))) {
    return new Response(null, { status: 400 });
  }
  const upstream = await fetch(`${env().STRAPI_URL}/uploads/${path.map(encodeURIComponent).join('/')}`, {
    signal: AbortSignal.timeout(env().STRAPI_TIMEOUT_MS),
  }).catch(() => null);
  if (!upstream) return new Response(null, { status: 502 });
  if (!upstream.ok || !upstream.body) return new Response(null, { status: upstream.status === 404 ? 404 : 502 });

  return new Response(upstream.body, {
    headers: {
      'Content-Type': upstream.headers.get('Content-Type') ?? 'application/octet-stream',
      // Strapi names uploads by content hash: a changed image gets a new URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
