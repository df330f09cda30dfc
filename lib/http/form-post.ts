import { createTranslator } from 'next-intl';
import type { NextRequest } from 'next/server';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { isAllowedActionOrigin } from './action-origins';
import { apiMessage, type ApiErrorCode } from './api-error';
import { BODY_LIMIT, BodyError, readLimited } from './body';
import { carriesPlaceholder } from './edge';
import { pathLocale } from './request-locale';

/**
 * Screens a POST to a page (a server action, or a form posted without JavaScript) before
 * Next.js decodes it: one from another site's page is a 403 (lib/http/action-origins.ts,
 * `allowedOrigins`: the site's public origin), more than BODY_LIMIT a 413,
 * a body that is not the form data or JSON array React sends a 400, another content type a
 * 415. Next.js would answer each with a 500. A body that carries the edge's nonce
 * placeholder is a 400 too: nothing may echo it into a page. Null: nothing to refuse.
 */
export async function screenFormPost(request: NextRequest, placeholder?: string, allowedOrigins: readonly string[] = []): Promise<Response | null> {
  if (request.method !== 'POST') return null;
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.toLowerCase();
  const action = request.headers.has('next-action');
  const multipart = type.startsWith('multipart/form-data');
  // Any other POST to a page renders the page, as a GET would.
  if (!action && !multipart) return null;
  const locale = pathLocale(request.nextUrl.pathname);
  const refuse = (status: number, code: ApiErrorCode) => refusal(request, locale, status, code, action);
  if (!isAllowedActionOrigin(request.headers, allowedOrigins)) return refuse(403, 'crossSite');

  let bytes: Uint8Array;
  try {
    bytes = await readLimited(request, BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyError) return refuse(413, 'tooLarge');
    throw error;
  }
  if (carriesPlaceholder(new TextDecoder().decode(bytes), placeholder)) return refuse(400, 'unreadableForm');
  if (multipart) {
    const readable = await new Response(bytes as BodyInit, { headers: { 'content-type': contentType } }).formData().then(
      () => true,
      () => false,
    );
    // The boundary is case-sensitive: parsed with the header as sent.
    return readable ? null : refuse(400, 'unreadableForm');
  }
  if (!type.startsWith('text/plain')) return refuse(415, 'unreadableForm');
  // React sends an action's arguments as one JSON array.
  try {
    if (Array.isArray(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)))) return null;
  } catch {
    // refused below
  }
  return refuse(400, 'unreadableForm');
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A script's action call gets the message as plain text; a form posted without JavaScript
 * gets a small page in the page's language with a way back to the form.
 */
function refusal(request: NextRequest, locale: Locale, status: number, code: ApiErrorCode, action: boolean): Response {
  const message = apiMessage(locale, code);
  const headers = { 'Cache-Control': 'no-store' };
  if (action) return new Response(message, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
  const t = createTranslator({ locale, messages: locale === 'en' ? en : sv, namespace: 'ErrorPage' });
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t('title'))}</title></head><body><main><h1>${escape(message)}</h1><p><a href="${escape(request.nextUrl.pathname)}">${escape(t('retry'))}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}
