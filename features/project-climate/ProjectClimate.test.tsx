// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { request } from '@/tests/unit/intl-server';
import { LOCALES } from '@/tests/unit/render';
import { renderServer } from '@/tests/unit/server-render';
import { GENERICS, MATERIALS, TODAY } from './fixtures.test-data';
import { ProjectClimate } from './ProjectClimate';
import { climateTable } from './table';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));
vi.mock('@/i18n/navigation', () => import('@/tests/unit/anchor-link'));

const SWAP = {
  surfaceId: 'a'.repeat(24),
  name: 'Ek grå',
  productName: 'Lågkolparkett',
  producerName: 'Norrgolv',
  deltaE: 1.2,
  fromEpd: true,
  perSquareMetre: 5.4,
  look: null,
};
const table = climateTable({ name: 'Villa Ekbacken', materials: MATERIALS, generics: GENERICS, swaps: new Map([['oak', SWAP]]), today: TODAY });

async function section(locale: Locale, downloads: string | null = '/api/projects/p/climate') {
  request.locale = locale;
  return renderServer(<ProjectClimate table={table} locale={locale} downloads={downloads} />);
}

/** A row's cells as a reader hears them, Intl's no-break spaces as spaces. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent!.replace(/\u00a0|\u202f/g, ' '));
const rowOf = (container: HTMLElement, name: string) =>
  within(container)
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr')!;

const EXPECTED = {
  sv: {
    oak: [
      'Golv',
      '120 m²',
      '7,40 kg CO₂e/m²',
      '888,0 kg CO₂e (69 % av summan)',
      'EPD YTB-FIKTIV-0001 (utgick 30 juni 2025)',
      'Ek grå: 5,40 kg CO₂e/m², ΔE00 1,20 −240,0 kg CO₂e i projektet',
    ],
    tile: ['Vägg', '40 m²', '10,00 kg CO₂e/m²', '400,0 kg CO₂e (31 % av summan)', 'Generiskt värde: Keramiska plattor (exempelvärde)', 'Inget alternativ'],
    paint: 'Mängd saknas – ingår inte i summan',
    board: 'Klimatuppgift saknas – ingår inte i summan',
    panel: 'Går inte att räkna om till m² – ingår inte i summan',
    total: '1 288,0 kg CO₂e',
    without: '3 material saknar mängd eller klimatuppgift och ingår inte i summan.',
    swaps: 'Med det bästa bytet för varje material: 1 048,0 kg CO₂e, 240,0 kg CO₂e mindre.',
    links: ['CSV', 'Excel (XLSX)'],
    product: 'Ek grå: 5,40 kg CO₂e/m², ΔE00 1,20 −100,0 kg CO₂e i projektet (jämfört med Ek natur, produktens första yta)',
  },
  en: {
    oak: [
      'Floor',
      '120 m²',
      '7.40 kg CO₂e/m²',
      '888.0 kg CO₂e (69% of the total)',
      'EPD YTB-FIKTIV-0001 (expired Jun 30, 2025)',
      'Ek grå: 5.40 kg CO₂e/m², ΔE00 1.20 −240.0 kg CO₂e in the project',
    ],
    tile: ['Wall', '40 m²', '10.00 kg CO₂e/m²', '400.0 kg CO₂e (31% of the total)', 'Generic value: Ceramic tiles (example value)', 'No alternative'],
    paint: 'No quantity – not in the total',
    board: 'No climate figure – not in the total',
    panel: 'Cannot be converted to m² – not in the total',
    total: '1,288.0 kg CO₂e',
    without: '3 materials have no quantity or climate figure and are not in the total.',
    swaps: 'With the best swap for each material: 1,048.0 kg CO₂e, 240.0 kg CO₂e less.',
    links: ['CSV', 'Excel (XLSX)'],
    product: "Ek grå: 5.40 kg CO₂e/m², ΔE00 1.20 −100.0 kg CO₂e in the project (compared with Ek natur, the product's first surface)",
  },
};

describe.each(LOCALES)('a project’s climate table (%s)', (locale) => {
  const expected = EXPECTED[locale];

  it('shows each line’s quantity, figure per m², total, source and swap in the page’s language', async () => {
    const container = await section(locale);
    expect(cells(rowOf(container, 'Ek natur'))).toEqual(expected.oak);
    expect(cells(rowOf(container, 'Vit matt'))).toEqual(expected.tile);
  });

  it('names the lines left out and why, and the total without them', async () => {
    const container = await section(locale);
    expect(cells(rowOf(container, 'Linoljefärg'))[1]).toBe(expected.paint);
    expect(cells(rowOf(container, 'Skiva utan data'))[3]).toBe(expected.board);
    expect(cells(rowOf(container, 'Panel per kg'))[3]).toBe(expected.panel);
    const footer = container.querySelector('tfoot tr') as HTMLElement;
    expect(cells(footer)[0]).toBe(expected.total);
    expect(within(container).getByText(expected.without)).toBeTruthy();
    expect(within(container).getByText(expected.swaps, { normalizer: (text) => text.replace(/\u00a0|\u202f/g, ' ') })).toBeTruthy();
  });

  it('gives a product its swap too, saying which of its surfaces the look was taken from', async () => {
    const oak = MATERIALS[0]!;
    const product = { ...oak, id: 'parquet', kind: 'product' as const, name: 'Ekparkett', productName: null };
    const quantity = { material: 'parquet', quantity: 50, unit: 'm2' as const, placement: 'floor' as const };
    const swaps = new Map([['parquet', { ...SWAP, look: 'Ek natur' }]]);
    const withProduct = climateTable({ name: 'Villa Ekbacken', materials: [{ ...product, quantity }], generics: GENERICS, swaps, today: TODAY });
    request.locale = locale;
    const container = await renderServer(<ProjectClimate table={withProduct} locale={locale} downloads={null} />);
    expect(cells(rowOf(container, 'Ekparkett')).at(-1)).toBe(expected.product);
  });

  it('offers the table as CSV and XLSX in the page’s language, and not where no download is given', async () => {
    const container = await section(locale);
    const links = within(container).getAllByRole('link', { name: /CSV|XLSX/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expected.links[0], `/api/projects/p/climate?format=csv&locale=${locale}`],
      [expected.links[1], `/api/projects/p/climate?format=xlsx&locale=${locale}`],
    ]);
    const without = await section(locale, null);
    expect(within(without).queryAllByRole('link', { name: /CSV|XLSX/ })).toEqual([]);
  });
});
