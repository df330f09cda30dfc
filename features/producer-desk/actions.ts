'use server';

import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { accessToken } from '@/lib/auth/session';
import { asFormData, validateForm } from '@/lib/forms/validate';
import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { cmsRefusal, isStrapiError } from '@/lib/strapi';
import { findDeskProducts, importDeskEpd, updateDeskLine } from '@/lib/strapi/producer-desk';
import type { EpdUploadState, LineFormState } from './form-state';
import { cmsRefusalsSchema, refusalOf } from './refusals';
import { epdFilesProblem, epdUploadSchema, lineChangeSchema } from './schemas';

/** A refusal the desk's forms put in words: what the cms said, in the page's language. */
const refusalKey = (error: unknown) => {
  const refusal = cmsRefusal(error);
  if (refusal === 'notFound') return 'unknown';
  if (refusal === 'unauthorized') return 'signIn';
  if (refusal === 'tooMany') return 'tooManyChanges';
  if (refusal === 'invalid') return 'invalid';
  return 'failed';
};

/**
 * Marks an order line sent, out of stock or replaced, with a note. The cms changes it only for
 * the account's own producers (another's line is a 404, said as an unknown line) and mails the
 * order's owner once for the change; the page is read again so the list shows it.
 */
export async function markLine(locale: string, _previous: LineFormState, posted: FormData): Promise<LineFormState> {
  const t = await getTranslations({ locale: localeOrDefault(locale), namespace: 'ProducerDesk' });
  const message = (key: string) => t(`errors.${key}` as 'errors.failed');
  const result = validateForm(lineChangeSchema, asFormData(posted), message);
  if (!result.success) return { status: 'error', message: t('errors.summary'), fieldErrors: result.fieldErrors, values: result.values };
  const { line, status, note } = result.data;
  const token = await accessToken();
  if (!token) return { status: 'error', message: message('signIn'), values: { status, note } };
  try {
    await updateDeskLine(token, line, { status, note });
  } catch (error) {
    return { status: 'error', message: message(refusalKey(error)), values: { status, note } };
  }
  refresh();
  return { status: 'success', message: t('lines.saved', { status: t(`statuses.${status}`) }) };
}

/**
 * The product an upload is for: the one chosen in the list, or else the one whose whole name
 * or article number was typed (asked of the cms, which answers only the account's own).
 * Anything else is the product field's error, in the page's language.
 */
async function productOf(
  token: string,
  locale: Locale,
  { product, productName }: { product: string; productName: string },
): Promise<{ id: string } | { problem: 'productNotFound' | 'productAmbiguous' }> {
  if (product) return { id: product };
  const { products } = await findDeskProducts(token, { q: productName, exact: true, locale });
  if (products.length === 1) return { id: products[0]!.id };
  return { problem: products.length === 0 ? 'productNotFound' : 'productAmbiguous' };
}

/**
 * Uploads an EPD's ILCD files (its process dataset and reference flow) for one of the
 * account's products through the cms's importer, all or nothing; refused files come back
 * with the importer's reasons by code, for the form to say in the page's language.
 */
export async function uploadEpd(locale: string, _previous: EpdUploadState, posted: FormData): Promise<EpdUploadState> {
  const language = localeOrDefault(locale);
  const t = await getTranslations({ locale: language, namespace: 'ProducerDesk' });
  const message = (key: string) => t(`errors.${key}` as 'errors.failed');
  const form = asFormData(posted);
  const result = validateForm(epdUploadSchema, form, message);
  const files = form.getAll('files').filter((value): value is File => value instanceof File);
  const filesProblem = epdFilesProblem(files);
  if (!result.success || filesProblem) {
    const fieldErrors = { ...(result.success ? {} : result.fieldErrors), ...(filesProblem && { files: message(filesProblem) }) };
    return { status: 'error', message: t('errors.summary'), fieldErrors, values: result.success ? result.data : result.values };
  }
  const values = result.data;
  const token = await accessToken();
  if (!token) return { status: 'error', message: message('signIn'), values };
  try {
    const product = await productOf(token, language, values);
    if ('problem' in product) {
      const fieldErrors = { product: t(`epds.${product.problem}`, { name: values.productName }) };
      return { status: 'error', message: t('errors.summary'), fieldErrors, values };
    }
    const texts = await Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() })));
    const surface = values.surface || undefined;
    const imported = await importDeskEpd(token, { product: product.id, surface, files: texts });
    refresh();
    const done = surface
      ? t('epds.importedSurface', { number: imported.registrationNumber, surface })
      : t('epds.imported', { number: imported.registrationNumber });
    return { status: 'success', message: done };
  } catch (error) {
    // Another producer's product is a 404, as one that does not exist.
    if (cmsRefusal(error) === 'notFound') return { status: 'error', message: t('errors.summary'), fieldErrors: { product: t('epds.productUnknown') }, values };
    const refused = cmsRefusalsSchema.safeParse(isStrapiError(error) ? (error.details as { refusals?: unknown } | undefined)?.refusals : undefined);
    if (refused.success) return { status: 'error', message: message('refused'), values, refusals: refused.data.map((r) => refusalOf(r, language)) };
    return { status: 'error', message: message(refusalKey(error)), values };
  }
}
