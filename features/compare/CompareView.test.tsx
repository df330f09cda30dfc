// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { productDetailSchema, surfaceDetailSchema } from '@/lib/strapi/catalogue-schemas';
import { genericValuesSchema } from '@/lib/strapi/climate-schemas';
import { request } from '@/tests/unit/intl-server';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { renderServer } from '@/tests/unit/server-render';
import { CompareView } from './CompareView';
import styles from './compare.module.css';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));
vi.mock('@/i18n/navigation', () => import('@/tests/unit/anchor-link'));
// "Save these" has its own tests (SaveComparedButton.test.tsx) and a client provider of its own.
vi.mock('./SaveCompared', () => ({ SaveCompared: () => null }));
vi.mock('@/lib/strapi', () => ({
  getSurface: async (id: string) => surfaces[id] ?? null,
  getProduct: async (id: string) => products[id] ?? null,
  getGenericValue: async (category: string) => (category === 'flooring' ? flooring : null),
}));

const ids = { oiled: 'a'.repeat(24), satin: 'b'.repeat(24), oak: 'p'.repeat(24), ash: 'q'.repeat(24) };
const producer = { documentId: 'n'.repeat(24), name: 'Norrskog', slug: 'norrskog' };
// Ek oljad's own EPD per kg: 1.5 × 6 kg/m² = 9.0 kg CO₂e/m²; Ask satin has none, so flooring's generic 1.0 × 5 kg/m² = 5.0.
const declaration = { registrationNumber: 'S-P-01234', standard: 'EN 15804+A2', declaredUnit: 'kg', gwpIndicator: 'GWP-GHG', grammage: 6, gwpA1A3: 1.5 };
const flooring = genericValuesSchema.parse({
  data: [
    {
      category: 'flooring',
      resourceId: 'ex-1',
      nameSv: 'Trägolv',
      nameEn: 'Wood flooring',
      grammage: 5,
      gwpA1A3Conservative: 1,
      source: 'Exempel',
      example: true,
    },
  ],
})[0];

/** Two surfaces of two Norrskog products, as the cms answers them, through the site's schemas. */
const surface = (id: string, product: string, fields: object) =>
  surfaceDetailSchema.parse({
    data: { documentId: id, product: { documentId: product, name: `Produkt ${product[0]}`, category: 'flooring', producer }, ...fields },
  });
const surfaces: Record<string, unknown> = {
  // What differs only past what the table shows (a third decimal, a second gloss decimal,
  // an empty NCS against none) is not marked; the rest is.
  [ids.oiled]: surface(ids.oiled, ids.oak, {
    name: 'Ek oljad',
    articleNumber: 'NS-1',
    ncs: null,
    labL: 80.704,
    labA: 1.7,
    labB: 16.8,
    gloss: 12.04,
    lrv: 61.2,
    finish: 'matt',
    swatch: { url: '/uploads/ek.jpg', width: 96, height: 96 },
    declaration,
  }),
  [ids.satin]: surface(ids.satin, ids.ash, {
    name: 'Ask satin',
    articleNumber: 'NS-2',
    ncs: '  ',
    labL: 80.7,
    labA: 1.7,
    labB: 16.8,
    gloss: 12,
    lrv: 58,
    finish: 'satin',
    hex: '#d8cbb3',
  }),
};
const product = (id: string, specifications: [string, string][]) =>
  productDetailSchema.parse({
    data: {
      documentId: id,
      name: `Produkt ${id[0]}`,
      slug: `produkt-${id[0]}`,
      category: 'flooring',
      description: [],
      updatedAt: '2026-11-01T00:00:00.000Z',
      producer,
      documents: [],
      specifications: specifications.map(([key, value], index) => ({ id: index, key, value })),
    },
  });
const products: Record<string, unknown> = {
  [ids.oak]: product(ids.oak, [
    ['Brandklass', 'Bfl-s1 '],
    ['Tjocklek', '14 mm'],
  ]),
  [ids.ash]: product(ids.ash, [
    ['Brandklass', 'Bfl-s1'],
    ['Tjocklek', '8 mm'],
  ]),
};

async function renderCompare(locale: (typeof LOCALES)[number]) {
  request.locale = locale;
  const page = within(await renderServer(<CompareView request={{ ids: [ids.oiled, ids.satin], malformed: 0, tooMany: false }} locale={locale} />));
  return { page, t: createTranslator({ locale, messages: messagesOf(locale) }) };
}

describe.each(LOCALES)('the compare page (%s)', (locale) => {
  it('marks as differing only the rows whose shown values differ', async () => {
    const { page, t } = await renderCompare(locale);
    const table = page.getByRole('table', { name: t('ComparePage.tableCaption') });
    const marked = within(table)
      .getAllByRole('rowheader')
      .filter((header) => header.textContent!.endsWith(` ${t('ComparePage.differs')}`))
      .map((header) => header.textContent!.replace(` ${t('ComparePage.differs')}`, ''));
    expect(marked).toEqual([
      t('SurfacePage.product'),
      t('SurfacePage.articleNumber'),
      t('SurfacePage.lrv'),
      t('SurfacePage.finish'),
      t('ComparePage.climate'),
      'Tjocklek',
    ]);
    // The tint goes with the words, on the same rows and no others.
    const tinted = [...table.querySelectorAll(`tr.${styles.differs}`)].map((row) => within(row as HTMLElement).getByRole('rowheader').textContent);
    expect(tinted).toEqual(marked.map((label) => `${label} ${t('ComparePage.differs')}`));
    // Neither declares an NCS: both say so, the same way.
    const ncs = within(table)
      .getByRole('rowheader', { name: t('SurfacePage.ncs') })
      .closest('tr')!;
    expect(
      within(ncs as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([t('SurfacePage.notDeclared'), t('SurfacePage.notDeclared')]);
  });

  it('shows each surface’s A1–A3 per m² with its source, and how much more than the lowest it is', async () => {
    const { page, t } = await renderCompare(locale);
    const row = page.getByRole('rowheader', { name: new RegExp(`^${t('ComparePage.climate')}`) }).closest('tr')!;
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    const figure = (value: number) =>
      t('Climate.a1a3', { value: value.toLocaleString(locale === 'sv' ? 'sv-SE' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
    expect(cells[0]).toContain(figure(9));
    expect(cells[0]).toContain(t('ComparePage.climateEpd', { number: 'S-P-01234' }));
    expect(cells[0]).toContain(t('ComparePage.climateAbove', { value: (4).toLocaleString(locale === 'sv' ? 'sv-SE' : 'en-GB', { minimumFractionDigits: 1 }) }));
    expect(cells[1]).toContain(figure(5));
    expect(cells[1]).toContain(t('ComparePage.climateGeneric'));
    expect(cells[1]).toContain(t('ComparePage.climateLowest'));
  });

  it('shows each surface’s swatch in the ΔE00 matrix’s heads, with the legend of its words beside it', async () => {
    const { page, t } = await renderCompare(locale);
    const section = page.getByRole('region', { name: t('ComparePage.matrixTitle') });
    const matrix = within(section).getByRole('table', { name: t('ComparePage.matrixTitle') });
    const heads = [...within(matrix).getAllByRole('columnheader'), ...within(matrix).getAllByRole('rowheader')];
    expect(heads.map((head) => head.textContent)).toEqual(['Ek oljad', 'Ask satin', 'Ek oljad', 'Ask satin']);
    for (const head of heads) {
      const swatch = head.querySelector<HTMLElement>(`.${styles.swatch}`);
      if (head.textContent === 'Ek oljad') expect(swatch?.getAttribute('src')).toContain(encodeURIComponent('/uploads/ek.jpg'));
      else expect(swatch?.style.background).toBe('rgb(216, 203, 179)');
    }
    const legend = within(section).getByRole('complementary', { name: t('ColourDifference.legendTitle') });
    // Beside the table: the two share one layout (compare.module.css puts them side by side where there is room).
    expect(legend.parentElement).toBe(matrix.closest('.table-scroll')!.parentElement);
    expect(within(legend).getByText(t('ColourDifference.bands.imperceptible'))).toBeTruthy();
  });
});
