import 'server-only';
import { hasLocale } from 'next-intl';
import { cookies } from 'next/headers';
import type { z } from 'zod';
import { LOCALE_COOKIE, routing, type Locale } from '@/i18n/routing';
import { accessToken } from '@/lib/auth/session';
import { StrapiError } from '@/lib/strapi';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export const json = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE });
export const noContent = () => new Response(null, { status: 204, headers: NO_STORE });

/** A refusal the browser can act on: a code its messages know, and the fields at fault. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(code);
  }
}

/** Parses a JSON body against a schema; a bad one is a 400 naming the fields' message keys. */
export async function body<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const raw: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
  throw new RouteError(400, 'invalid', fieldErrors);
}

/**
 * A route handler of the signed-in areas: it checks the session itself (the proxy does
 * not run for /api), passes the user's own token on, and turns every refusal into a
 * status and a code.
 */
export function ownerRoute<P>(handler: (context: { token: string; locale: Locale; request: Request; params: P }) => Promise<Response>) {
  return async (request: Request, context: { params: Promise<P> }) => {
    try {
      const token = await accessToken();
      if (!token) return json({ error: 'unauthorized' }, 401);
      const chosen = new URL(request.url).searchParams.get('locale') ?? (await cookies()).get(LOCALE_COOKIE)?.value;
      const locale = hasLocale(routing.locales, chosen) ? chosen : routing.defaultLocale;
      return await handler({ token, locale, request, params: await context.params });
    } catch (error) {
      if (error instanceof RouteError) return json({ error: error.code, fieldErrors: error.fieldErrors }, error.status);
      if (error instanceof StrapiError) {
        if (error.status === 401 || error.status === 403) return json({ error: 'unauthorized' }, 401);
        if (error.status === 404) return json({ error: 'notFound' }, 404);
        if (error.status === 400) return json({ error: 'invalid' }, 400);
        if (error.status === 429) return json({ error: 'tooMany' }, 429);
      }
      return json({ error: 'failed' }, 502);
    }
  };
}

export function assertId(id: string) {
  if (!/^[a-z0-9]{20,32}$/.test(id)) throw new RouteError(404, 'notFound');
  return id;
}
