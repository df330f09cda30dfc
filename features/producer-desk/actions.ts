'use server';

import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { accessToken } from '@/lib/auth/session';
import { asFormData, validateForm } from '@/lib/forms/validate';
import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { cmsRefusal, isStrapiError } from '@/lib/strapi';
import { importDeskEpd, updateDeskLine } from '@/lib/strapi/producer-desk';
import type { EpdUploadState, LineFormState } from './form-state';
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
 * Uploads an EPD's ILCD files (its process dataset and reference flow) for one of the
 * account's products through the cms's importer, all or nothing; refused files come back
 * with the importer's reasons.
 */
export async function uploadEpd(locale: string, _previous: EpdUploadState, posted: FormData): Promise<EpdUploadState> {
  const t = await getTranslations({ locale: localeOrDefault(locale), namespace: 'ProducerDesk' });
  const message = (key: string) => t(`errors.${key}` as 'errors.failed');
  const form = asFormData(posted);
  const result = validateForm(epdUploadSchema, form, message);
  const files = form.getAll('files').filter((value): value is File => value instanceof File);
  const filesProblem = epdFilesProblem(files);
  if (!result.success || filesProblem) {
    const fieldErrors = { ...(result.success ? {} : result.fieldErrors), ...(filesProblem && { files: message(filesProblem) }) };
    return { status: 'error', message: t('errors.summary'), fieldErrors, values: result.success ? result.data : result.values };
  }
  const token = await accessToken();
  if (!token) return { status: 'error', message: message('signIn') };
  try {
    const texts = await Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() })));
    const imported = await importDeskEpd(token, { product: result.data.product, files: texts });
    refresh();
    return { status: 'success', message: t('epds.imported', { number: imported.registrationNumber }) };
  } catch (error) {
    const details = isStrapiError(error) ? (error.details as { refusals?: { file: string; reason: string }[] }) : undefined;
    const refusals = Array.isArray(details?.refusals)
      ? details.refusals.map(({ file, reason }) => ({ file: String(file), reason: String(reason) }))
      : undefined;
    return { status: 'error', message: message(refusals ? 'refused' : refusalKey(error)), values: result.data, ...(refusals && { refusals }) };
  }
}
