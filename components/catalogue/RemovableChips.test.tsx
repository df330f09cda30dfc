// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { RemovableChips, type RemovableChip } from './RemovableChips';

vi.mock('@/i18n/navigation', () => import('@/tests/unit/anchor-link'));

const LIST_ID = 'products-list';

describe.each(LOCALES)('the product list’s filter chips (%s)', (locale) => {
  const t = messagesOf(locale).ProductList;
  const chip = (label: string): RemovableChip => ({ key: label, label, removeLabel: t.remove.replace('{filter}', label), href: `/products?x=${label}` });

  /** The product list as the page renders it after each load: its chips, then the list the focus falls back to. */
  const page = (labels: string[]) => (
    <>
      <RemovableChips label={t.choices} chips={labels.map(chip)} fallbackId={LIST_ID} clear={{ label: t.clear, href: '/products' }} />
      <ul id={LIST_ID} tabIndex={-1} aria-label="list" />
    </>
  );
  // A keyboard user presses Enter on a link: the browser makes it a click.
  const removeWithKeyboard = (label: string) => {
    const link = screen.getByRole('link', { name: t.remove.replace('{filter}', label) });
    link.focus();
    fireEvent.click(link);
  };

  it('moves the focus to the chip that took the removed one’s place, else to the list, never to the body', () => {
    const { rerender } = render(page(['Golv', 'Vit', 'Matt']));
    removeWithKeyboard('Vit');
    rerender(page(['Golv', 'Matt']));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: t.remove.replace('{filter}', 'Matt') }));

    // No chip took the place of the last one in the row: the list it changed.
    removeWithKeyboard('Matt');
    rerender(page(['Golv']));
    expect(document.activeElement).toBe(document.getElementById(LIST_ID));

    removeWithKeyboard('Golv');
    rerender(page([]));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.activeElement).toBe(document.getElementById(LIST_ID));
  });

  it('moves the focus to the list when every choice is cleared at once', () => {
    const { rerender } = render(page(['Golv', 'Vit']));
    fireEvent.click(screen.getByRole('link', { name: t.clear }));
    rerender(page([]));
    expect(document.activeElement).toBe(document.getElementById(LIST_ID));
  });
});
