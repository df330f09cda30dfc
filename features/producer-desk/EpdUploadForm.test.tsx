// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { EpdUploadForm } from './EpdUploadForm';
import type { EpdUploadState } from './form-state';

const products = [
  { id: 'prod0000001', name: 'Ekparkett Rustik' },
  { id: 'prod0000002', name: 'Tallgolv' },
];

describe.each(LOCALES)("the producer desk's EPD upload (%s)", (locale) => {
  const t = messagesOf(locale).ProducerDesk;

  it("offers only the producer's products and sends the chosen one with the files field", async () => {
    const action = vi.fn<(state: EpdUploadState, formData: FormData) => Promise<EpdUploadState>>(async () => ({ status: 'success', message: 'ok' }));
    renderIn(locale, ['ProducerDesk'], <EpdUploadForm action={action} products={products} />);

    const product = screen.getByRole('combobox', { name: t.epds.product });
    expect(
      within(product)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t.epds.chooseProduct, 'Ekparkett Rustik', 'Tallgolv']);
    fireEvent.change(product, { target: { value: 'prod0000002' } });
    const files = screen.getByLabelText(t.epds.files);
    expect([files.getAttribute('type'), files.hasAttribute('multiple'), files.getAttribute('accept')]).toEqual(['file', true, '.xml,application/xml,text/xml']);
    await act(async () => void fireEvent.submit(files.closest('form')!));

    const posted = action.mock.calls[0]![1];
    expect(posted.get('product')).toBe('prod0000002');
    expect(posted.has('files')).toBe(true);
  });

  it('lists each refused file with the reason, and says nothing was saved', async () => {
    const action = vi.fn<(state: EpdUploadState, formData: FormData) => Promise<EpdUploadState>>(async () => ({
      status: 'error',
      message: t.errors.refused,
      refusals: [{ file: 'process.xml', reason: 'it has no registration number' }],
    }));
    renderIn(locale, ['ProducerDesk'], <EpdUploadForm action={action} products={products} />);
    await act(async () => void fireEvent.submit(screen.getByRole('button', { name: t.epds.submit }).closest('form')!));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(t.errors.refused);
    expect(within(alert).getByRole('listitem').textContent).toBe('process.xml: it has no registration number');
  });
});
