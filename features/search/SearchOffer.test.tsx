// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { readQuery, withSynonymFilters, type SynonymFilter } from '@/lib/search/query-filters';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { SEARCH_HEADING_ID, SearchOffer } from './SearchOffer';

vi.mock('@/i18n/navigation', () => import('@/tests/unit/anchor-link'));

const NAMESPACES = ['SearchOffer', 'Categories', 'ColourFamilies', 'Finishes', 'Properties'] as const;

/** The search page's heading and its offer for a query, in a language, with only the messages it uses. */
function page(locale: Locale, query: string, synonyms: SynonymFilter[] = []) {
  const all = messagesOf(locale);
  return (
    <NextIntlClientProvider locale={locale} messages={Object.fromEntries(NAMESPACES.map((n) => [n, all[n]]))} timeZone="Europe/Stockholm">
      <h1 id={SEARCH_HEADING_ID} tabIndex={-1}>
        Search
      </h1>
      <SearchOffer reading={withSynonymFilters(readQuery(query), synonyms)} />
    </NextIntlClientProvider>
  );
}

const EXPECTED = {
  sv: {
    offer: 'Visa alla golv i vitt, matt',
    chips: ['Ta bort Vit ur sökningen', 'Ta bort Matt ur sökningen', 'Ta bort Golv ur sökningen'],
    title: 'Produktlistan med de här filtren',
    withoutWhite: 'Visa alla golv, matt',
  },
  en: {
    offer: 'Show all floors in white, matt',
    chips: ['Remove White from the search', 'Remove Matt from the search', 'Remove Flooring from the search'],
    title: 'The product list with these filters',
    withoutWhite: 'Show all floors, matt',
  },
} as const;
const QUERY = { sv: 'vit matt golv', en: 'white matt floor' } as const;

describe.each(LOCALES)('SearchOffer (%s)', (locale) => {
  const expected = EXPECTED[locale];

  it('offers the filtered product list in words, and each filter as a chip that takes its words out of the search', () => {
    render(page(locale, QUERY[locale]));
    expect(screen.getByRole('heading', { level: 2, name: expected.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: expected.offer }).getAttribute('href')).toBe('/products?category=flooring&colour=white&finish=matt');
    const chips = expected.chips.map((name) => screen.getByRole('link', { name }));
    const [, matt, floor] = QUERY[locale].split(' ');
    expect(chips.map((chip) => chip.getAttribute('href'))).toEqual([
      `/search?q=${matt}+${floor}`,
      `/search?q=${QUERY[locale].split(' ')[0]}+${floor}`,
      `/search?q=${QUERY[locale].split(' ')[0]}+${matt}`,
    ]);
  });

  it('words the offer again when a chip is removed, and moves the focus to the next chip, then the heading, never the body', () => {
    const { rerender } = render(page(locale, QUERY[locale]));
    const [, matt, floor] = QUERY[locale].split(' ');
    fireEvent.click(screen.getByRole('link', { name: expected.chips[0] }));
    rerender(page(locale, `${matt} ${floor}`));
    expect(screen.getByRole('link', { name: expected.withoutWhite })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: expected.chips[1] }));

    // The last chip: no chip takes its place, so the offer's heading gets the focus.
    fireEvent.click(screen.getByRole('link', { name: expected.chips[2] }));
    rerender(page(locale, `${matt}`));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: expected.title }));

    // No filter left: no offer, and the page's heading gets the focus.
    fireEvent.click(screen.getByRole('link', { name: expected.chips[1] }));
    rerender(page(locale, ''));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(document.activeElement).toBe(document.getElementById(SEARCH_HEADING_ID));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('offers nothing for words that name no filter', () => {
    const { container } = render(page(locale, 'ekparkett Norrskog'));
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("offers the filter an editor's synonym gives a word, as a chip of its own: badrum, slip class R10 or higher", () => {
    const [word, tiles] = { sv: ['Badrum', 'kakel'], en: ['Bathroom', 'tiles'] }[locale];
    render(page(locale, `${word} ${tiles}`, [{ word: word!.toLowerCase(), slipAtLeast: 'R10' }]));
    const offer = { sv: 'Visa alla kakel och klinker, halkklass R10 eller högre', en: 'Show all tiles, slip class R10 or higher' }[locale];
    expect(screen.getByRole('link', { name: offer }).getAttribute('href')).toBe('/products?category=tiles&slip=R10&slip=R11&slip=R12&slip=R13');
    const chip = screen.getByRole('link', {
      name: { sv: 'Ta bort halkklass R10 eller högre ur sökningen', en: 'Remove slip class R10 or higher from the search' }[locale],
    });
    expect(chip.getAttribute('href')).toBe(`/search?q=${tiles}`);
  });

  it('offers no synonym filter for a word the search does not hold', () => {
    const { container } = render(page(locale, 'ekparkett', [{ word: 'badrum', slipAtLeast: 'R10' }]));
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });
});
