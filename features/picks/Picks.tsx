import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { PicksTray } from './PicksTray';

/** Gives the pick buttons below it their own messages (and nothing else) once per page part. */
export async function PicksProvider({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return <NextIntlClientProvider messages={await pickMessages(locale, ['PickButtons'])}>{children}</NextIntlClientProvider>;
}

/** The picks tray with its own messages, for the layouts to put after their main content. */
export async function Tray({ locale }: { locale: Locale }) {
  return (
    <NextIntlClientProvider messages={await pickMessages(locale, ['PicksTray'])}>
      <PicksTray />
    </NextIntlClientProvider>
  );
}
