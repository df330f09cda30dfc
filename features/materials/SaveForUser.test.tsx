// @vitest-environment jsdom
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { serverRendered } from '@/tests/unit/hydration';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import SaveForUser from './SaveForUser';

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
    const page = serverRendered(ui);
    const button = () => page.container.querySelector('button')!;
    expect(button().textContent).toBe(t.save);
    expect(button().disabled).toBe(true);

    await page.hydrate();
    expect(button().textContent).toBe(t.save);
    expect(button().disabled).toBe(false);
  });
});
