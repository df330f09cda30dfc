import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { SaveMaterialButton } from './SaveMaterialButton';

/** The server half of the "Save" button: it hands the client half its own messages only. */
export async function SaveMaterial(target: { surfaceId: string } | { productId: string }) {
  const locale = await getLocale();
  return (
    <NextIntlClientProvider messages={await pickMessages(locale, ['SaveMaterial'])}>
      <SaveMaterialButton {...target} />
    </NextIntlClientProvider>
  );
}
