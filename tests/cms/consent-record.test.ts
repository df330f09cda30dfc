import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { cms, forVisitor } from './api';
import { script } from './script';

const record = (over: object = {}) => ({
  consentId: randomUUID(),
  categories: ['necessary', 'analytics'],
  revision: 1,
  consentTimestamp: new Date().toISOString(),
  lastConsentTimestamp: new Date().toISOString(),
  language: 'sv',
  ...over,
});

const file = (data: object, address = `203.0.113.${Math.floor(Math.random() * 200) + 1}`, token: string | null = inject('cmsToken')) =>
  cms('/consent-records', { method: 'POST', token: token ?? undefined, headers: forVisitor(address), body: JSON.stringify({ data }) });

describe('consent records', () => {
  it('are filed by the site, stored without the address, and never readable through the API', async () => {
    const data = record();
    expect((await file(data)).status).toBe(204);

    const [row] = script<Record<string, unknown>[]>('rows', 'api::consent-record.consent-record', JSON.stringify({ consentId: data.consentId }));
    expect(row).toMatchObject({ consentId: data.consentId, categories: data.categories, revision: 1, language: 'sv' });
    expect(JSON.stringify(row)).not.toContain('203.0.113.');

    for (const token of [undefined, inject('cmsToken')]) {
      expect([403, 404]).toContain((await cms('/consent-records', { token })).status);
    }
  });

  it('refuse the public and bad payloads', async () => {
    expect((await file(record(), undefined, null)).status).toBe(403);
    for (const bad of [
      record({ categories: ['marketing'] }),
      record({ revision: -1 }),
      record({ consentTimestamp: 'igår' }),
      record({ language: 'de' }),
      record({ consentId: '<script>' }),
      record({ ip: '1.2.3.4' }),
    ]) {
      const answer = await file(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('are limited per visitor', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await file(record(), '198.51.100.99')).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await file(record(), '198.51.100.98')).status).toBe(204);
  });
});
