// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterPanel } from './FilterPanel';

function renderPanel() {
  render(
    <FilterPanel label="Filtrera (1 vald)">
      <form className="filters" aria-label="Filtrera produkter" onSubmit={(event) => event.preventDefault()}>
        <label>
          <input type="checkbox" name="category" value="tiles" /> Kakel
        </label>
        <button type="submit">Visa 3 produkter</button>
      </form>
    </FilterPanel>,
  );
  return screen.getByRole('button', { name: 'Filtrera (1 vald)' });
}

describe('FilterPanel', () => {
  it('opens on its button with the keyboard on the first filter', () => {
    const button = renderPanel();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)?.querySelector('form')).not.toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Kakel' }));
  });

  it('folds when "Show N products" sends the form, and gives the keyboard back to its button', () => {
    const button = renderPanel();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Visa 3 produkter' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('folds on Escape', () => {
    const button = renderPanel();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Kakel' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
