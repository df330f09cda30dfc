// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf, LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { QuantityForm } from './QuantityForm';

function renderForm(locale: 'sv' | 'en', current: Parameters<typeof QuantityForm>[0]['current'] = null) {
  const t = messagesOf(locale).Projects.quantity;
  const onSave = vi.fn();
  renderIn(locale, ['Projects'], <QuantityForm name="Ek natur" current={current} busy={false} onSave={onSave} />);
  const form = screen.getByRole('form', { name: t.formOf.replace('{material}', 'Ek natur') });
  const quantity = within(form).getByLabelText(t.quantity) as HTMLInputElement;
  const unit = within(form).getByLabelText(t.unit) as HTMLSelectElement;
  const placement = within(form).getByLabelText(t.placement) as HTMLSelectElement;
  const save = within(form).getByRole('button', { name: t.save });
  return { t, onSave, quantity, unit, placement, save };
}

describe.each(LOCALES)('QuantityForm (%s)', (locale) => {
  it('saves a quantity typed with a decimal comma, its unit and its placement', () => {
    const { t, onSave, quantity, unit, placement, save } = renderForm(locale);
    fireEvent.change(quantity, { target: { value: '12,5' } });
    fireEvent.change(unit, { target: { value: 'declared' } });
    fireEvent.change(placement, { target: { value: 'facade' } });
    expect(within(placement).getByRole('option', { name: t.placements.facade })).toHaveProperty('selected', true);
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ quantity: 12.5, unit: 'declared', placement: 'facade' });
  });

  it('refuses nothing, zero, a negative and too much, in the page’s language, and saves none', () => {
    const { t, onSave, quantity, save } = renderForm(locale);
    for (const value of ['', '0', '-3', '2000000', 'tolv']) {
      fireEvent.change(quantity, { target: { value } });
      fireEvent.click(save);
      expect(quantity.getAttribute('aria-invalid'), value).toBe('true');
      expect(descriptionOf(quantity)).toMatch(t.quantityRange.split('{')[0]!.trim());
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the quantity already saved', () => {
    const { quantity, unit, placement } = renderForm(locale, { material: 'm1', quantity: 40, unit: 'm2', placement: 'wall' });
    expect(quantity.value).toBe('40');
    expect(unit.value).toBe('m2');
    expect(placement.value).toBe('wall');
  });
});
