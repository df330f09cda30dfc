// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { SurfaceSwatches } from '@/components/catalogue/SurfaceSwatches';
import type { Locale } from '@/i18n/routing';
import { sitePaths } from '@/lib/catalogue/paths';
import { getProduct } from '@/lib/strapi/catalogue';
import { similarSurfaces } from '@/lib/strapi/colour-neighbours';
import { search } from '@/lib/strapi/search';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { request } from '@/tests/unit/intl-server';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { renderServer } from '@/tests/unit/server-render';
import { NeighbourList } from './NeighbourList';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));
vi.mock('@/i18n/navigation', () => import('@/tests/unit/anchor-link'));

const fetchMock = cmsFetchMock();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

// Two surfaces named alike in two products: one declares everything, the other nothing.
const TILE = {
  documentId: 'tiletiletiletiletiletile',
  name: 'Terrakotta',
  articleNumber: 'SK-501-01',
  hex: '#b5603d',
  ncs: 'S 3050-Y70R',
  lrv: '21.5',
  product: { name: 'Terrakottaklinker', fireClass: 'A1fl', slipResistance: 'R11', producer: { name: 'Savela Keramiikka', slug: 'savela' } },
};
const PAINT = {
  documentId: 'paintpaintpaintpaintpain',
  name: 'Terrakotta',
  articleNumber: 'EB-902-01',
  hex: '#b86a45',
  ncs: null,
  lrv: null,
  product: { name: 'Linoljefärg', fireClass: null, slipResistance: null, producer: { name: 'Elm & Björk', slug: 'elm-bjork' } },
};
// The cms's answers (cms/src/catalogue/surface-card.js), read through the site's adapter.
const answers: [RegExp, unknown][] = [
  [
    /\/api\/site-search\?/,
    { data: { product: { data: [], total: 0 }, surface: { data: [TILE, PAINT], total: 2 }, producer: { data: [], total: 0 }, page: { data: [], total: 0 } } },
  ],
  [/\/api\/colour-neighbours\?/, { data: [TILE, PAINT].map((s, i) => ({ ...s, labL: 50, labA: 30, labB: 30, deltaE: i + 0.5 })), meta: { complete: true } }],
];

function answering() {
  fetchMock.mockImplementation(async (url) => json(answers.find(([pattern]) => pattern.test(url))![1]));
}

/** The text of each card: one list item per surface. */
async function cards(locale: Locale, ui: React.ReactNode) {
  request.locale = locale;
  return within(await renderServer(ui)).getAllByRole('listitem');
}

describe.each(LOCALES)('a listed surface (%s)', (locale) => {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'SurfaceCard' });
  const lrv = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(21.5);
  /** A card's declared values as its description list reads: label and value, in order. */
  const facts = (card: HTMLElement) =>
    [...card.querySelectorAll('dl > div')].map((entry) => [entry.querySelector('dt')!.textContent, entry.querySelector('dd')!.textContent]);
  const declared = [
    [t('ncs'), 'S 3050-Y70R'],
    [t('lrv'), lrv],
    [t('slipResistance'), 'R11'],
    [t('fireClass'), 'A1fl'],
  ];

  /** Both cards name product and producer; only the tile's declares values, and only it shows any. */
  async function expectTileAndPaint(list: React.ReactNode) {
    const [tile, paint] = await cards(locale, list);
    expect(tile!.textContent).toContain(t('origin', { product: 'Terrakottaklinker', producer: 'Savela Keramiikka' }));
    expect(paint!.textContent).toContain(t('origin', { product: 'Linoljefärg', producer: 'Elm & Björk' }));
    expect(facts(tile!)).toEqual(declared);
    expect(paint!.querySelector('dl')).toBeNull();
    // One question for the whole list: no card asks the cms for its product.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  }

  it('among the search hits names its product and producer and shows only what is declared', async () => {
    answering();
    const results = await search('terrakotta', locale);
    await expectTileAndPaint(<SurfaceSwatches surfaces={results.surfaces} paths={sitePaths} />);
  });

  it('among similar surfaces and colour search results, the same', async () => {
    answering();
    const similar = await similarSurfaces('surfacesurfacesurfacesu', locale);
    await expectTileAndPaint(<NeighbourList surfaces={similar} locale={locale} />);
  });

  it('on its product’s page shows its own values, not its product again', async () => {
    fetchMock.mockImplementation(async () =>
      json({
        data: {
          documentId: 'productproductproductpro',
          name: 'Terrakottaklinker',
          slug: 'terrakottaklinker',
          category: 'tiles',
          description: [],
          updatedAt: '2026-11-01T00:00:00.000Z',
          surfaces: [{ ...TILE, product: undefined }],
        },
      }),
    );
    const product = await getProduct('productproductproductpro', locale);
    const [tile] = await cards(locale, <SurfaceSwatches surfaces={product!.surfaces} paths={sitePaths} />);
    expect(tile!.textContent).not.toContain('Savela');
    expect(facts(tile!)).toEqual(declared.slice(0, 2));
    // The product's question asks its surfaces for these values too.
    const asked = new URL(fetchMock.mock.calls[0]![0]).searchParams;
    const fields = [...asked.entries()].filter(([key]) => key.startsWith('populate[surfaces][fields]')).map(([, value]) => value);
    expect(fields).toEqual(expect.arrayContaining(['ncs', 'lrv']));
  });
});
