// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/routing';
import type { ExpiringEpd } from '@/lib/records/producer-desk';
import { request } from '@/tests/unit/intl-server';
import { LOCALES } from '@/tests/unit/render';
import { renderServer } from '@/tests/unit/server-render';
import { ExpiringEpds } from './ExpiringEpds';

/** The moment next-intl's getNow() answers with: the request's time, as the page renders. */
const clock = vi.hoisted(() => ({ now: new Date() }));

vi.mock('next-intl/server', async () => {
  const [{ createFormatter }, intl] = await Promise.all([import('next-intl'), import('@/tests/unit/intl-server')]);
  const timeZone = 'Europe/Stockholm';
  return {
    ...intl,
    getFormatter: async () => createFormatter({ locale: intl.request.locale, timeZone }),
    getNow: async () => clock.now,
    getTimeZone: async () => timeZone,
  };
});

const epd = (registrationNumber: string, validUntil: string, products: string[], surfaces: [string, string][] = []): ExpiringEpd => ({
  id: `${registrationNumber.toLowerCase()}xxxxxxxxxxxxxxxx`.slice(0, 24),
  registrationNumber,
  name: null,
  validUntil,
  products: products.map((name, i) => ({ id: `product${i}`.padEnd(24, '0'), name })),
  surfaces: surfaces.map(([name, articleNumber], i) => ({ id: `surface${i}`.padEnd(24, '0'), name, articleNumber })),
});

async function listed(locale: Locale, now: string, epds: ExpiringEpd[]) {
  request.locale = locale;
  clock.now = new Date(now);
  const section = within(await renderServer(<ExpiringEpds epds={epds} />));
  return { items: section.queryAllByRole('listitem').map((item) => item.textContent), section };
}

const EXPECTED = {
  sv: {
    soon: 'YTB-0001 gäller till 31 december 2026 (Ekparkett rustik, Tallgolv bredplank)',
    expired: 'YTB-0002 gick ut den 31 december 2025 (Ekparkett rustik)',
    expiredAlone: 'YTB-0003 gick ut den 31 december 2025',
    surface: 'YTB-0004 gäller till 31 januari 2027 (Ek natur NS-EK-01)',
    lastDay: 'YTB-0001 gäller till 31 december 2026',
    dayAfter: 'YTB-0001 gick ut den 31 december 2026',
    none: 'Ingen av era EPD:er går ut inom 90 dagar.',
  },
  en: {
    soon: 'YTB-0001 valid until December 31, 2026 (Ekparkett rustik, Tallgolv bredplank)',
    expired: 'YTB-0002 expired on December 31, 2025 (Ekparkett rustik)',
    expiredAlone: 'YTB-0003 expired on December 31, 2025',
    surface: 'YTB-0004 valid until January 31, 2027 (Ek natur NS-EK-01)',
    lastDay: 'YTB-0001 valid until December 31, 2026',
    dayAfter: 'YTB-0001 expired on December 31, 2026',
    none: 'None of your EPDs expires within 90 days.',
  },
};

describe.each(LOCALES)("the producer desk's EPDs running out (%s)", (locale) => {
  const expected = EXPECTED[locale];

  it('says of each EPD until when it holds, or that it has run out, with the products it covers', async () => {
    const { items } = await listed(locale, '2026-11-15T10:00:00Z', [
      epd('YTB-0002', '2025-12-31', ['Ekparkett rustik']),
      // One covering nothing (any more): nothing in brackets.
      epd('YTB-0003', '2025-12-31', []),
      epd('YTB-0001', '2026-12-31', ['Ekparkett rustik', 'Tallgolv bredplank']),
      // A surface's own EPD, named by the surface and its article number.
      epd('YTB-0004', '2027-01-31', [], [['Ek natur', 'NS-EK-01']]),
    ]);
    expect(items).toEqual([expected.expired, expected.expiredAlone, expected.soon, expected.surface]);
  });

  it('counts an EPD valid through its last day in Stockholm, and run out from the next', async () => {
    // 23:30 and 00:30 in Stockholm (UTC+1 in winter).
    expect((await listed(locale, '2026-12-31T22:30:00Z', [epd('YTB-0001', '2026-12-31', [])])).items).toEqual([expected.lastDay]);
    expect((await listed(locale, '2026-12-31T23:30:00Z', [epd('YTB-0001', '2026-12-31', [])])).items).toEqual([expected.dayAfter]);
  });

  it('says when none runs out', async () => {
    const { items, section } = await listed(locale, '2026-11-15T10:00:00Z', []);
    expect(items).toEqual([]);
    expect(section.getByText(expected.none).tagName).toBe('P');
  });
});
