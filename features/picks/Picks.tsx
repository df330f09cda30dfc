import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/lib/i18n/pick-messages';

/** Gives the pick buttons below it their own messages (and nothing else) once per page part. */
export async function PicksProvider({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return <NextIntlClientProvider messages={await pickMessages(locale, ['PickButtons'])}>{children}</NextIntlClientProvider>;
}
