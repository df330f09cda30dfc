// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '@/features/picks';
import { serverRendered } from '@/tests/unit/hydration';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { OrderSharedSamples } from './OrderSharedSamples';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const SURFACES = ['a'.repeat(24), 'b'.repeat(24)];

afterEach(() => localStorage.clear());

describe.each(LOCALES)('ordering samples of a shared project (%s)', (locale) => {
  const t = messagesOf(locale).SharedSamples;
  const ui = (
    <NextIntlClientProvider locale={locale} messages={{ SharedSamples: t }} timeZone="Europe/Stockholm">
      <OrderSharedSamples surfaceIds={SURFACES} />
    </NextIntlClientProvider>
  );

  it('is shown disabled until the script runs, so that an early press is not silently lost, then adds the surfaces', async () => {
    const page = serverRendered(ui);
    const button = () => page.container.querySelector('button')!;
    expect(button().textContent).toBe(t.button);
    expect(button().disabled).toBe(true);

    await page.hydrate();
    expect(button().disabled).toBe(false);
    await act(async () => button().click());
    const said = createTranslator({ locale, messages: { SharedSamples: t }, namespace: 'SharedSamples' });
    expect(page.container.querySelector('[role="status"]')!.textContent).toContain(said('added', { count: 2 }));
    expect(JSON.parse(localStorage.getItem(storageKey('samples'))!)).toEqual(SURFACES);
  });
});
