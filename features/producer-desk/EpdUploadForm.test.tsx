// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS } from '@/components/forms/Combobox';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { EpdUploadForm } from './EpdUploadForm';
import type { EpdRefusal, EpdUploadState } from './form-state';

type Action = (state: EpdUploadState, formData: FormData) => Promise<EpdUploadState>;

/** What the importer's refusal of a decimal comma reads as, in each language. */
const COMMA = {
  sv: 'process.xml: GWP-GHG i modul A1-A3 är inte ett tal: ”7,4”. Decimaler skrivs med punkt.',
  en: 'process.xml: GWP-GHG in module A1-A3 is not a number: “7,4”. Decimals are written with a point.',
};

describe.each(LOCALES)("the producer desk's EPD upload (%s)", (locale) => {
  const t = messagesOf(locale).ProducerDesk;
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      Response.json({
        products: [
          { id: 'prod0000000000000000001', name: 'Ekparkett Rustik' },
          { id: 'prod0000000000000000002', name: 'Ekparkett Natur' },
        ],
        total: 57,
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const render = (action: Action) => {
    renderIn(locale, ['ProducerDesk', 'Combobox'], <EpdUploadForm action={action} />);
    return screen.getByRole('combobox', { name: t.epds.product });
  };
  const submit = async () => act(async () => void fireEvent.submit(screen.getByRole('button', { name: t.epds.submit }).closest('form')!));
  const ok = () => vi.fn<Action>(async () => ({ status: 'success', message: 'ok' }));

  it("looks the producer's products up as they type, and sends the chosen one with the files field", async () => {
    const action = ok();
    const product = render(action);
    fireEvent.change(product, { target: { value: 'ekpar' } });
    await act(async () => vi.advanceTimersByTime(DEBOUNCE_MS));

    const asked = new URL(fetchMock.mock.calls[0]![0], 'http://site.test');
    expect([asked.pathname, asked.searchParams.get('q'), asked.searchParams.get('locale')]).toEqual(['/api/producer-desk/products', 'ekpar', locale]);
    const listbox = screen.getByRole('listbox', { name: t.epds.product });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ekparkett Rustik', 'Ekparkett Natur']);
    fireEvent.keyDown(product, { key: 'ArrowDown' });
    fireEvent.keyDown(product, { key: 'ArrowDown' });
    fireEvent.keyDown(product, { key: 'Enter' });
    expect((product as HTMLInputElement).value).toBe('Ekparkett Natur');

    const files = screen.getByLabelText(t.epds.files);
    expect([files.getAttribute('type'), files.hasAttribute('multiple'), files.getAttribute('accept')]).toEqual(['file', true, '.xml,application/xml,text/xml']);
    await submit();
    const posted = action.mock.calls[0]![1];
    expect(posted.get('product')).toBe('prod0000000000000000002');
    expect(posted.get('productName')).toBe('Ekparkett Natur');
    expect(posted.has('files')).toBe(true);
  });

  it('sends the typed name or article number when nothing is chosen, as a form without JavaScript does', async () => {
    const action = ok();
    const product = render(action);
    expect(product.getAttribute('name')).toBe('productName');
    fireEvent.change(product, { target: { value: 'NS-1001' } });
    await submit();
    const posted = action.mock.calls[0]![1];
    expect([posted.get('product'), posted.get('productName')]).toEqual(['', 'NS-1001']);
  });

  it("sends the article number of one surface, optional, and keeps it with the field's error", async () => {
    const action = vi.fn<Action>(async () => ({
      status: 'error',
      message: t.errors.summary,
      fieldErrors: { surface: t.errors.surfaceTooLong },
      values: { surface: 'EK-RU-02' },
    }));
    render(action);
    const surface = screen.getByRole('textbox', { name: `${t.epds.surface} (${t.optional})` });
    expect([surface.hasAttribute('required'), screen.getByText(t.epds.surfaceHint).id]).toEqual([false, expect.stringContaining('surface')]);
    fireEvent.change(surface, { target: { value: 'EK-RU-02' } });
    await submit();
    expect(action.mock.calls[0]![1].get('surface')).toBe('EK-RU-02');
    expect(surface.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('epd-surface-error')?.textContent).toBe(t.errors.surfaceTooLong);
  });

  it('lists each refused file with the reason in the page’s language, and says nothing was saved', async () => {
    const refusals: EpdRefusal[] = [
      { file: 'process.xml', code: 'notANumber', params: { what: 'amount', indicator: 'GWP-GHG', module: 'A1-A3', value: '7,4' } },
      { file: 'flow.xml', code: 'aReasonFromANewerCms', params: {} },
      { file: 'other.xml', code: 'constructor', params: {} },
    ];
    const action = vi.fn<Action>(async () => ({ status: 'error', message: t.errors.refused, refusals }));
    render(action);
    await submit();

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(t.errors.refused);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([COMMA[locale], `flow.xml: ${t.epds.reasonUnknown}`, `other.xml: ${t.epds.reasonUnknown}`]);
  });

  it('shows why the product was not found beside the product field, keeping the words typed', async () => {
    const action = vi.fn<Action>(async () => ({
      status: 'error',
      message: t.errors.summary,
      fieldErrors: { product: 'Ingen sådan' },
      values: { product: '', productName: 'Ekparkett' },
    }));
    const product = render(action);
    fireEvent.change(product, { target: { value: 'Ekparkett' } });
    await submit();
    expect(product.getAttribute('aria-invalid')).toBe('true');
    expect(product.getAttribute('aria-describedby')).toContain('epd-product-error');
    expect(document.getElementById('epd-product-error')?.textContent).toBe('Ingen sådan');
    expect((product as HTMLInputElement).value).toBe('Ekparkett');
  });
});
