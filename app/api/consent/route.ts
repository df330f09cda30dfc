import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { apiError } from '@/lib/http/api-error';
import { BodyError, readJson } from '@/lib/http/body';
import { requestLocale } from '@/lib/http/request-locale';
import { visitorAddress } from '@/lib/request/visitor';
import { cmsRefusal, fileConsentRecord } from '@/lib/strapi';

// What the banner reports: no address, no user agent (the cms counts visitors by a salted hash).
const consentSchema = z.strictObject({
  consentId: z.string().regex(/^[0-9a-f-]{8,64}$/i),
  categories: z.array(z.enum(['necessary', 'analytics', 'ads'])).max(3),
  revision: z.number().int().min(0),
  consentTimestamp: z.iso.datetime({ offset: true }),
  lastConsentTimestamp: z.iso.datetime({ offset: true }),
  locale: z.enum(routing.locales),
});

/** The consent log: the browser posts each first consent and every change. */
export async function POST(request: Request) {
  const language = requestLocale(request);
  let payload: unknown;
  try {
    payload = await readJson(request);
  } catch (error) {
    if (error instanceof BodyError) return apiError(language, error.status, error.code);
    throw error;
  }
  const parsed = consentSchema.safeParse(payload);
  if (!parsed.success) return apiError(language, 400, 'invalid');
  const { locale, ...record } = parsed.data;
  try {
    await fileConsentRecord({ ...record, language: locale }, await visitorAddress());
    return new Response(null, { status: 204 });
  } catch (error) {
    // Only a flood is worth telling the banner; any other refusal is the site's own failure.
    return cmsRefusal(error) === 'tooMany' ? apiError(language, 429, 'tooMany') : apiError(language, 502, 'failed');
  }
}
