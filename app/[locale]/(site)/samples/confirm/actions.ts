'use server';

import { getTranslations } from 'next-intl/server';
import type { ConfirmState } from '@/features/samples/ConfirmOrderForm';
import { confirmTokenSchema } from '@/features/samples/form';
import { asFormData } from '@/lib/forms/validate';
import { confirmSampleOrder } from '@/lib/strapi/samples';
import { localeOrDefault } from '@/lib/i18n/locale-or-default';

/**
 * Confirms a held sample order with the token from its mail; the cms mails the producers
 * only now. A used, expired or unknown token is said so in the page's language; a cms that
 * cannot be reached leaves the button to try again.
 */
export async function confirmOrder(locale: string, _previous: ConfirmState, posted: FormData): Promise<ConfirmState> {
  const language = localeOrDefault(locale);
  const t = await getTranslations({ locale: language, namespace: 'Samples.confirm' });
  const token = confirmTokenSchema.safeParse(asFormData(posted).get('token'));
  if (!token.success) return { status: 'error', message: t('unknown'), final: true };
  try {
    const outcome = await confirmSampleOrder(token.data);
    return { status: outcome === 'confirmed' || outcome === 'used' ? 'success' : 'error', message: t(outcome), final: true };
  } catch {
    return { status: 'error', message: t('failed') };
  }
}
