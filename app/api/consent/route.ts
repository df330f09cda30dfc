import { z } from 'zod';
import { visitorAddress } from '@/lib/request/visitor';
import { fileConsentRecord, StrapiError } from '@/lib/strapi';

// What the banner reports: no address, no user agent (the cms counts visitors by a salted hash).
const consentSchema = z.strictObject({
  consentId: z.string().regex(/^[0-9a-f-]{8,64}$/i),
  categories: z.array(z.enum(['necessary', 'analytics', 'ads'])).max(3),
  revision: z.number().int().min(0),
  consentTimestamp: z.iso.datetime({ offset: true }),
  lastConsentTimestamp: z.iso.datetime({ offset: true }),
  locale: z.enum(['sv', 'en']),
});

const answer = (status: number, body?: object) =>
  body ? Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } }) : new Response(null, { status });

/** The consent log: the browser posts each first consent and every change. */
export async function POST(request: Request) {
  const parsed = consentSchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return answer(400, { error: 'invalid' });
  const { locale, ...record } = parsed.data;
  try {
    await fileConsentRecord({ ...record, language: locale }, await visitorAddress());
    return answer(204);
  } catch (error) {
    if (error instanceof StrapiError && error.status === 429) return answer(429, { error: 'tooMany' });
    return answer(502, { error: 'failed' });
  }
}
