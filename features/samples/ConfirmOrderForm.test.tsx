// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { ConfirmOrderForm, type ConfirmState } from './ConfirmOrderForm';

const TOKEN = 'A'.repeat(43);

describe.each(LOCALES)('the confirmation page’s button (%s)', (locale) => {
  const t = messagesOf(locale).Samples.confirm;

  it('once pressed, says the order is confirmed, lists its samples and takes focus there', async () => {
    const ordered = [
      { producer: 'Norrskog Golv', surfaces: [{ id: 's1', name: 'Ek natur', articleNumber: 'EK-100', product: 'Golv Ek' }] },
      { producer: 'Kalkhuset', surfaces: [{ id: 's2', name: 'Kalkvit', articleNumber: 'KH-2', product: 'Kalkfärg' }] },
    ];
    const action = vi.fn<(state: ConfirmState, formData: FormData) => Promise<ConfirmState>>(async () => ({
      status: 'success',
      message: t.confirmed,
      final: true,
      ordered,
    }));
    renderIn(locale, [], <ConfirmOrderForm action={action} token={TOKEN} submit={t.submit} pending={t.pending} ordered={t.ordered} />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t.submit })));

    expect(action.mock.calls[0]![1].get('token')).toBe(TOKEN);
    const outcome = screen.getByRole('status');
    expect(outcome.textContent).toBe(t.confirmed);
    expect(document.activeElement).toBe(outcome);
    expect(screen.queryByRole('button')).toBeNull();
    const list = within(screen.getByRole('region', { name: t.ordered })).getAllByRole('listitem');
    expect(list.map((item) => item.textContent)).toEqual(['Ek natur (Golv Ek, Norrskog Golv) · EK-100', 'Kalkvit (Kalkfärg, Kalkhuset) · KH-2']);
  });
});
