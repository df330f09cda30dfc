import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { compareReturnTo } from './ids';
import { SaveComparedButton } from './SaveComparedButton';

/** The server half of "Save these": it hands the client half its own messages only. */
export async function SaveCompared({ surfaceIds }: { surfaceIds: string[] }) {
  const locale = await getLocale();
  return (
    <NextIntlClientProvider messages={await pickMessages(locale, ['SaveCompared'])}>
      <SaveComparedButton surfaceIds={surfaceIds} returnTo={compareReturnTo(surfaceIds)} />
    </NextIntlClientProvider>
  );
}
