// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readQuery } from '@/lib/search/query-filters';
import { LOCALES, renderIn } from '@/tests/unit/render';
import { SearchDeadEnd } from './SearchDeadEnd';

vi.mock('@/i18n/navigation', () => import('@/tests/unit/anchor-link'));

const NAMESPACES = ['SearchDeadEnd', 'SearchOffer', 'Categories'] as const;

const EXPECTED = {
  sv: {
    query: 'vita klinkr grå',
    didYouMean: 'Menade du klinker?',
    tiles: 'Kakel och klinker',
    colourSearch: 'Hitta ytor i vitt eller grått med färgsökningen',
    allProducts: 'Bläddra bland alla produkter',
  },
  en: {
    query: 'white tilse grey',
    didYouMean: 'Did you mean tiles?',
    tiles: 'Tiles',
    colourSearch: 'Find surfaces in white or grey with the colour search',
    allProducts: 'Browse all products',
  },
} as const;

describe.each(LOCALES)('SearchDeadEnd (%s)', (locale) => {
  const expected = EXPECTED[locale];

  it("links the cms's spelling, the categories the words may be after, the colour search for the colours and every product", () => {
    const suggestion = expected.didYouMean.split(' ').at(-1)!.replace('?', '');
    renderIn(locale, NAMESPACES, <SearchDeadEnd reading={readQuery(`${expected.query} lamin`)} didYouMean={suggestion} />);
    expect(screen.getAllByRole('listitem')[0]!.textContent).toBe(expected.didYouMean);
    expect(screen.getByRole('link', { name: suggestion }).getAttribute('href')).toBe(`/search?q=${suggestion}`);
    expect(screen.getByRole('link', { name: locale === 'sv' ? 'Laminat' : 'Laminates' }).getAttribute('href')).toBe('/products?category=laminates');
    expect(screen.getByRole('link', { name: expected.colourSearch }).getAttribute('href')).toBe('/colour-search?colour=white&colour=grey');
    expect(screen.getByRole('link', { name: expected.allProducts }).getAttribute('href')).toBe('/products');
  });

  it('says nothing of a spelling when the cms has none, and still leads on', () => {
    renderIn(locale, NAMESPACES, <SearchDeadEnd reading={readQuery('xyzzy')} didYouMean={null} />);
    expect(screen.queryByText(expected.didYouMean)).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([expected.allProducts]);
    expect(screen.queryByRole('link', { name: expected.tiles })).toBeNull();
  });
});
