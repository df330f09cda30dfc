import { consentLibrarySource } from '@/lib/consent/library';

// Rendered once at build time: the file of an installed package does not change while it runs.
export const dynamic = 'force-static';

/** The consent banner's library on its own (lib/consent/library.ts). */
export function GET() {
  return new Response(consentLibrarySource(), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // The address carries the version (CONSENT_LIBRARY_PATH).
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
