// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { TAGS } from '@/lib/strapi/tags';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { request } from '@/tests/unit/intl-server';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { renderServer } from '@/tests/unit/server-render';
import { LessCarbon } from './LessCarbon';
import neighbours from './NeighbourList.module.css';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));
vi.mock('@/i18n/navigation', () => import('@/tests/unit/anchor-link'));

const fetchMock = cmsFetchMock();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const SHOWN = 'shownshownshownshownshow';
// The cms's answer (cms/src/api/less-carbon): cards with ΔE00 and the figure and saving, greatest saving first.
const ALTERNATIVES = [
  {
    documentId: 'clinkerclinkerclinkercli',
    name: 'Tegelröd',
    articleNumber: 'LK-210-04',
    hex: '#a4553a',
    ncs: 'S 3060-Y80R',
    lrv: '14.0',
    product: { name: 'Lågkolklinker', fireClass: 'A1fl', slipResistance: 'R11', producer: { name: 'Norrsten', slug: 'norrsten' } },
    deltaE: 1.37,
    carbon: { a1a3: 5.4, fromEpd: true, savingKg: 2.1, savingPercent: 28 },
  },
  {
    documentId: 'genericgenericgenericgen',
    name: 'Rost',
    articleNumber: 'BK-33',
    hex: '#a85a3c',
    ncs: null,
    lrv: null,
    product: { name: 'Bränd klinker', fireClass: 'A1fl', slipResistance: 'R12', producer: { name: 'Brukets', slug: 'brukets' } },
    deltaE: 2.6,
    carbon: { a1a3: 6.8, fromEpd: false, savingKg: 0.7, savingPercent: 9.3 },
  },
];

/** The section as a visitor reads it, the cms answering `answer`. */
async function section(locale: Locale, answer: Response) {
  request.locale = locale;
  fetchMock.mockResolvedValue(answer);
  return renderServer(<LessCarbon surface={{ id: SHOWN }} locale={locale} />);
}

/** Text with Intl's no-break spaces as spaces. */
const spaces = (value: string) => value.replace(/\u00a0|\u202f/g, ' ');
const text = (element: Element) => spaces(element.textContent!);

const EXPECTED = {
  sv: { savings: ['−2,1 kg CO₂e/m² (−28 %)', '−0,7 kg CO₂e/m² (−9 %)'], deltas: ['ΔE00 1,4', 'ΔE00 2,6'] },
  en: { savings: ['−2.1 kg CO₂e/m² (−28%)', '−0.7 kg CO₂e/m² (−9%)'], deltas: ['ΔE00 1.4', 'ΔE00 2.6'] },
};

describe.each(LOCALES)('the same look, less carbon (%s)', (locale) => {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'LessCarbon' });
  const bands = createTranslator({ locale, messages: messagesOf(locale), namespace: 'ColourDifference.bands' });
  const card = createTranslator({ locale, messages: messagesOf(locale), namespace: 'SurfaceCard' });

  it('lists each alternative with its swatch, name, product, producer, ΔE00 and band, and its saving in kg and per cent', async () => {
    const page = await section(locale, json({ data: ALTERNATIVES, meta: { carbon: { a1a3: 7.5, fromEpd: true }, complete: true } }));
    const region = within(page).getByRole('region', { name: t('heading') });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [clinker, rust] = items.map(text);
    expect(within(items[0]!).getByRole('link', { name: 'Tegelröd' }).getAttribute('href')).toContain('clinkerclinkerclinkercli');
    expect(items[0]!.querySelector(`.${neighbours.swatch}`)!.getAttribute('style')).toContain('#a4553a');
    expect(clinker).toContain(card('origin', { product: 'Lågkolklinker', producer: 'Norrsten' }));
    expect(rust).toContain(card('origin', { product: 'Bränd klinker', producer: 'Brukets' }));
    expect(clinker).toContain(`${EXPECTED[locale].deltas[0]} – ${bands('close')}`);
    expect(rust).toContain(`${EXPECTED[locale].deltas[1]} – ${bands('noticeable')}`);
    expect(clinker).toContain(EXPECTED[locale].savings[0]);
    expect(rust).toContain(EXPECTED[locale].savings[1]);
    // Where each figure comes from: an EPD's, or the category's generic value.
    expect(clinker).toContain(spaces(t('figureEpd', { value: locale === 'sv' ? '5,4' : '5.4' })));
    expect(rust).toContain(spaces(t('figureGeneric', { value: locale === 'sv' ? '6,8' : '6.8' })));
  });

  it('asks the cms about this surface in this locale, cached with the catalogue and the climate figures', async () => {
    await section(locale, json({ data: [], meta: { carbon: null, complete: true } }));
    const [url, init] = fetchMock.mock.calls[0]!;
    const asked = new URL(url);
    expect(asked.pathname).toBe('/api/less-carbon');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ locale, surface: SHOWN });
    expect(init?.next?.tags).toEqual(expect.arrayContaining([TAGS.surface, TAGS.product, TAGS.climate]));
  });

  it('shows nothing when there is no alternative, or when the cms cannot say', async () => {
    expect((await section(locale, json({ data: [], meta: { carbon: { a1a3: 3, fromEpd: false }, complete: true } }))).textContent).toBe('');
    // The failure is reported as any cms failure is; the page goes on without the section.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await section(locale, json({ error: { status: 500, name: 'InternalServerError', message: 'down' } }, 500))).textContent).toBe('');
    expect(String(reported.mock.calls[0]?.[0])).toContain('/api/less-carbon');
  });
});
