// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '@/features/picks';
import type { SampleLine } from '@/lib/records/samples';
import { surfaceRef } from '@/tests/unit/records';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import type { OrderState } from './form';
import { SampleOrderForm } from './SampleOrderForm';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const OAK = surfaceRef({ id: 'oakoakoakoakoakoakoakoak', name: 'Ek natur', articleNumber: 'EK-100', productName: 'Golv Ek', producerName: 'Norrskog Golv' });
// The picks are named by one request to the site; here that answer is the picked oak.
const naming = vi.hoisted(() => ({ arrived: true }));
vi.mock('@/features/surface-picker/hooks', () => ({
  useSurfacesById: (ids: string[]) =>
    naming.arrived
      ? { surfaces: ids.includes(OAK.id) ? [OAK] : [], settled: true, failed: false, retry: () => {} }
      : { surfaces: undefined, settled: false, failed: false, retry: () => {} },
}));

const LINES: SampleLine[] = [{ producer: 'Norrskog Golv', surfaces: [{ id: OAK.id, name: 'Ek natur', articleNumber: 'EK-100', product: 'Golv Ek' }] }];

afterEach(() => {
  window.localStorage.clear();
  naming.arrived = true;
});

function renderForm(locale: 'sv' | 'en', answer: OrderState) {
  window.localStorage.setItem(storageKey('samples'), JSON.stringify([OAK.id]));
  const action = vi.fn<(state: OrderState, formData: FormData) => Promise<OrderState>>(async () => answer);
  renderIn(locale, ['Samples', 'SurfacePicker', 'Combobox'], <SampleOrderForm action={action} countries={[{ code: 'SE', name: 'Sverige' }]} defaults={{}} />);
  const t = messagesOf(locale).Samples;
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
  const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: t.submit })));
  return { t, action, field, submit };
}

describe.each(LOCALES)('the sample order form (%s)', (locale) => {
  it('after sending, shows only the outcome with the samples ordered, with focus on it, and empties the picks', async () => {
    const t = messagesOf(locale).Samples;
    const { field, submit } = renderForm(locale, { status: 'success', message: t.awaitingConfirmation, ordered: LINES });
    fireEvent.change(field(t.name), { target: { value: 'Anna' } });
    await submit();

    const outcome = screen.getByRole('status');
    expect(outcome.textContent).toBe(t.awaitingConfirmation);
    expect(document.activeElement).toBe(outcome);
    // The form and the emptied list are gone: nothing to read past to find the answer.
    expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
    expect(screen.queryByLabelText(new RegExp(`^${t.name}`))).toBeNull();
    expect(screen.queryByRole('heading', { name: t.picked })).toBeNull();
    const ordered = screen.getByRole('region', { name: t.ordered });
    expect(within(ordered).getByRole('listitem').textContent).toBe('Ek natur (Golv Ek, Norrskog Golv) · EK-100');
    expect(window.localStorage.getItem(storageKey('samples'))).toBe('[]');
  });

  it("has its button disabled in the server's HTML: the picks are in this browser, for the page's script to read", () => {
    const messages = messagesOf(locale);
    const html = renderToString(
      <NextIntlClientProvider locale={locale} messages={{ Samples: messages.Samples, SurfacePicker: messages.SurfacePicker, Combobox: messages.Combobox }}>
        <SampleOrderForm action={vi.fn()} countries={[{ code: 'SE', name: 'Sverige' }]} defaults={{}} />
      </NextIntlClientProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const button = [...container.querySelectorAll('button')].find((each) => each.textContent === messages.Samples.submit)!;
    expect(button.disabled).toBe(true);
  });

  it('orders the picks also when sent before their names have arrived', async () => {
    const t = messagesOf(locale).Samples;
    naming.arrived = false;
    const { action, submit } = renderForm(locale, { status: 'success', message: t.awaitingConfirmation, ordered: LINES });
    await submit();
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]![1].get('surfaces')).toBe(OAK.id);
  });

  it('on an error, focuses the summary of what to fix and keeps everything typed', async () => {
    const t = messagesOf(locale).Samples;
    const { field, submit } = renderForm(locale, {
      status: 'error',
      message: t.errorSummary,
      fieldErrors: { email: t.errors.emailInvalid },
      values: { name: 'Anna', email: 'anna@', street: 'Storgatan 1' },
    });
    fireEvent.change(field(t.name), { target: { value: 'Anna' } });
    fireEvent.change(field(t.email), { target: { value: 'anna@' } });
    fireEvent.change(field(t.street), { target: { value: 'Storgatan 1' } });
    await submit();

    const summary = screen.getByRole('alert');
    expect(summary.textContent).toBe(t.errorSummary);
    expect(document.activeElement).toBe(summary);
    expect([field(t.name).value, field(t.email).value, field(t.street).value]).toEqual(['Anna', 'anna@', 'Storgatan 1']);
    expect(window.localStorage.getItem(storageKey('samples'))).toBe(JSON.stringify([OAK.id]));
  });
});
