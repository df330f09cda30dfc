import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { currentBuild } from '@/lib/builds/manifest';
import { consentScript } from '@/lib/consent/banner-script';
import { env } from '@/lib/env';
import { apiError } from '@/lib/http/api-error';
import { requestLocale } from '@/lib/http/request-locale';

const query = z.object({
  l: z.enum(routing.locales),
  r: z.coerce.number().int().min(0).max(1_000_000),
  v: z.string().max(64).optional(),
});

/**
 * The consent banner's file: the library and its start in one language for one revision
 * (lib/consent/banner-script.ts). Made from this build's messages, so the browser keeps it
 * for good only under this build's address; any other is answered for a few minutes.
 */
export async function GET(request: Request) {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return apiError(requestLocale(request), 400, 'invalid');
  const { l: language, r: revision, v: asked } = parsed.data;
  const script = await consentScript({
    language,
    revision,
    secure: process.env.NODE_ENV === 'production',
    useLocalStorage: env().CONSENT_USE_LOCAL_STORAGE,
  });
  const build = await currentBuild();
  return new Response(script, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': build && asked === build.buildId ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  });
}
