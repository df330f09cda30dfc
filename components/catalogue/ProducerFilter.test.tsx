// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIn } from '@/tests/unit/render';
import { ProducerFilter } from './ProducerFilter';

const top = [
  { slug: 'norrskog', name: 'Norrskog Golv', count: 12, worded: '12 produkter' },
  { slug: 'kalkbruket', name: 'Kalkbruket', count: 1, worded: '1 produkt' },
];

afterEach(() => vi.restoreAllMocks());

describe('the producer filter', () => {
  it("comes up setting up no number formatting in the browser, and offers the page's producers with the counts the server worded", () => {
    const plural = vi.spyOn(Intl, 'PluralRules');
    const number = vi.spyOn(Intl, 'NumberFormat');
    renderIn(
      'sv',
      ['ProducerFilter', 'Combobox'],
      <form>
        <ProducerFilter form="facet" label="Tillverkare" selected={top[0]!} top={top} filters="" counted />
      </form>,
    );
    // A first Intl formatter costs tens of milliseconds of a slow phone's main thread.
    expect(plural).not.toHaveBeenCalled();
    expect(number).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('combobox', { name: 'Tillverkare' }));
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Tillverkare' }), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /Kalkbruket/ }).textContent).toContain('1 produkt');
    expect(screen.getByRole('option', { name: /Norrskog Golv/ }).textContent).toContain('12 produkter');
  });
});
