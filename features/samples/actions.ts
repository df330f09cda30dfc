'use server';

import { getTranslations } from 'next-intl/server';
import { accessToken } from '@/lib/auth/session';
import { asFormData, validateForm } from '@/lib/forms/validate';
import { confirmTokenSchema, type SampleLine, type SampleOrderStatus } from '@/lib/records/samples';
import { visitorAddress } from '@/lib/request/visitor';
import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { cmsRefusal } from '@/lib/strapi';
import { confirmSampleOrder, createSampleOrder, getSurfacesByIds } from '@/lib/strapi/samples';
import type { ConfirmState } from './ConfirmOrderForm';
import { orderSchema, pickedIds, postalCodeProblem, type OrderField, type OrderState } from './form';

const FIELDS = ['name', 'company', 'email', 'street', 'postalCode', 'city', 'country', 'message'] as const;

/**
 * Validates the order form, looks the picked surfaces up in the catalogue again (the browser
 * sends ids only, never names) and places the order in the cms. A signed-in user's order to
 * their confirmed address goes to the producers at once; any other waits until the address is
 * confirmed by a link the cms mails, and the message says so. Anything that fails keeps what
 * the visitor typed.
 */
export async function placeSampleOrder(locale: string, _previous: OrderState, posted: FormData): Promise<OrderState> {
  const formData = asFormData(posted);
  const language = localeOrDefault(locale);
  const t = await getTranslations({ locale: language, namespace: 'Samples' });
  const message = (key: string) => t(`errors.${key}` as 'errors.nameRequired');

  // Bots fill in the field people cannot see; they are thanked as a visitor is, and nothing is stored.
  if (formData.get('website')) return { status: 'success', message: t('awaitingConfirmation') };

  const kept = Object.fromEntries(FIELDS.flatMap((field) => (typeof formData.get(field) === 'string' ? [[field, String(formData.get(field))]] : [])));
  const result = validateForm(orderSchema, formData, message);
  const fieldErrors: Partial<Record<OrderField, string>> = result.success ? {} : result.fieldErrors;
  const postal = postalCodeProblem(formData.get('country'), formData.get('postalCode'));
  if (postal) fieldErrors.postalCode ??= message(postal);
  const picked = pickedIds(formData.get('surfaces'));
  if ('problem' in picked) fieldErrors.surfaces = message(picked.problem);
  if (!result.success || postal || 'problem' in picked) {
    return { status: 'error', message: t('errorSummary'), fieldErrors, values: kept };
  }

  let placed: { status: SampleOrderStatus; lines: SampleLine[] };
  try {
    const surfaces = await getSurfacesByIds(picked.ids, language);
    // Keep the visitor's order of picks; a surface gone from the catalogue is left out.
    const known = picked.ids.filter((id) => surfaces.some((surface) => surface.id === id));
    if (known.length === 0) {
      return { status: 'error', message: t('errorSummary'), fieldErrors: { surfaces: message('noSurfaces') }, values: kept };
    }
    const { company, message: note, ...details } = result.data;
    placed = await createSampleOrder(
      { ...details, ...(company && { company }), ...(note && { message: note }), language, surfaces: known },
      { token: await accessToken(), forwardedFor: await visitorAddress() },
    );
  } catch (error) {
    return { status: 'error', message: message(cmsRefusal(error) === 'tooMany' ? 'tooMany' : 'failed'), values: kept };
  }
  return { status: 'success', message: t(placed.status === 'awaiting-confirmation' ? 'awaitingConfirmation' : 'success'), ordered: placed.lines };
}

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
    const { outcome, lines } = await confirmSampleOrder(token.data);
    return { status: outcome === 'confirmed' || outcome === 'used' ? 'success' : 'error', message: t(outcome), final: true, ordered: lines };
  } catch {
    return { status: 'error', message: t('failed') };
  }
}
