'use server';

import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import type { ConfirmState } from '@/features/samples/ConfirmOrderForm';
import { confirmTokenSchema } from '@/lib/records/samples';
import { asFormData } from '@/lib/forms/validate';
import { confirmSampleOrder } from '@/lib/strapi/samples';

/**
 * Confirms a held sample order with the token from its mail; the cms mails the producers
 * only now. A used, expired or unknown token is said so in the page's language; a cms that
 * cannot be reached leaves the button to try again.
 */
export async function confirmOrder(locale: string, _previous: ConfirmState, posted: FormData): Promise<ConfirmState> {
  const language = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
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
