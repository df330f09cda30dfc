import { env } from '@/lib/env';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '@/lib/http/security-headers';

// Only what the cms is meant to hold for the public: pictures and PDF data sheets.
const ALLOWED = /^(image\/(png|jpeg|gif|webp|avif)|application\/pdf)$/;

// The browser talks to the site only: uploaded files are streamed from the cms under
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

  // An uploaded SVG or HTML file must never run as a page of this origin.
  const type = (upstream.headers.get('Content-Type') ?? '').split(';')[0]!.trim();
  if (!ALLOWED.test(type)) return new Response(null, { status: 404 });

  return new Response(upstream.body, {
    headers: {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      // The same as next.config.ts gives /uploads, whose header would replace this one.
      'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY,
      // Strapi names uploads by content hash: a changed file gets a new URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
