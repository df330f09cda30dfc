import { describe, expect, it, vi } from 'vitest';
import { messagesOf } from '@/tests/unit/render';
import { GET } from './route';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { messagesOf } = await import('@/tests/unit/render');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'sv' | 'en'; namespace: 'Consent' }) =>
      createTranslator({ locale, messages: messagesOf(locale), namespace }),
  };
});
vi.mock('@/lib/builds/manifest', () => ({ currentBuild: async () => ({ buildId: 'b-42', builtAt: '2026-11-25T00:00:00.000Z' }) }));

const ask = (query: string, language = 'sv-SE') =>
  GET(new Request(`http://site.test/api/consent/banner?${query}`, { headers: { 'Accept-Language': language } }));

describe('the consent banner file', () => {
  it.each(['sv', 'en'] as const)('is the library with its start in the language and revision asked for (%s)', async (locale) => {
    const answer = await ask(`l=${locale}&r=7&v=b-42`);
    expect(answer.status).toBe(200);
    const script = await answer.text();
    expect(script).toContain('CookieConsent');
    expect(script).toContain(JSON.stringify(messagesOf(locale).Consent.title));
    expect(script).toContain('"revision":7');
    expect(script).toContain(`"language":"${locale}"`);
  });

  it('is kept for good only under this build’s address', async () => {
    expect((await ask('l=sv&r=0&v=b-42')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await ask('l=sv&r=0&v=b-41')).headers.get('cache-control')).toBe('public, max-age=300');
  });

  it.each(['l=de&r=1', 'l=sv&r=-1', 'l=sv&r=x', 'r=1'])('refuses %s with a 400 in the asker’s language', async (query) => {
    const answer = await ask(query, 'en-GB');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid', message: messagesOf('en').ApiErrors.invalid });
  });
});
