// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import SaveForUser from './SaveForUser';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe.each(LOCALES)('Save on a product page (%s)', (locale) => {
  const t = messagesOf(locale).SaveMaterial;
  const ui = (
    <NextIntlClientProvider locale={locale} messages={{ SaveMaterial: t }} timeZone="Europe/Stockholm">
      <SaveForUser productId="p1" />
    </NextIntlClientProvider>
  );

  it('is shown disabled until the script runs, so that an early press is not silently lost, and enabled after', async () => {
    // The list of saved materials is on its way meanwhile.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const button = () => container.querySelector('button')!;
    expect(button().textContent).toBe(t.save);
    expect(button().disabled).toBe(true);

    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(button().textContent).toBe(t.save);
    expect(button().disabled).toBe(false);
  });
});
