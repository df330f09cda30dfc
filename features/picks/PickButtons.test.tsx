// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { serverRendered } from '@/tests/unit/hydration';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { PickButtons } from './PickButtons';

afterEach(() => localStorage.clear());

describe.each(LOCALES)('Compare and Order a sample on a surface (%s)', (locale) => {
  const t = messagesOf(locale).PickButtons;
  const ui = (
    <NextIntlClientProvider locale={locale} messages={{ PickButtons: t }} timeZone="Europe/Stockholm">
      <PickButtons surfaceId="k3p9x2m7q4w8e5r1t6y0u2i9" name="Ek natur" hex="#b08a5a" />
    </NextIntlClientProvider>
  );

  it('are shown disabled until the script runs, so that an early press is not silently lost, then pick', async () => {
    const page = serverRendered(ui);
    const compare = () => [...page.container.querySelectorAll('button')].find((button) => button.textContent === t.compare.label)!;
    expect(compare().disabled).toBe(true);

    await page.hydrate();
    const button = compare();
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
