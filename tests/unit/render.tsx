import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

export const LOCALES = ['sv', 'en'] as const satisfies readonly Locale[];

/** A language's messages, as the components' own texts are checked against them. */
export const messagesOf = (locale: Locale): Messages => (locale === 'sv' ? sv : en);

/**
 * Renders a client component as a page does: under NextIntlClientProvider with only the
 * namespaces it is given, so a message from any other namespace fails the test.
 */
export function renderIn<N extends keyof Messages>(locale: Locale, namespaces: readonly N[], ui: ReactNode): RenderResult {
  const all = messagesOf(locale);
  const messages = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Stockholm">
      {ui}
    </NextIntlClientProvider>,
  );
}

/** The text of what a control's aria-describedby points at: its hint and its error. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/**
 * A promise settled from outside: keeps a submit pending for as long as a test looks at it.
 * It settles with `atEnd` when the test ends, even a failed one: React waits for a pending
 * action before it finishes later transitions, so one left open would fail the next tests.
 */
export function deferred<T>(atEnd: T) {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  onTestFinished(() => resolve(atEnd));
  return { promise, resolve };
}
