'use server';

import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { asFormData, validateForm, type FormState } from '@/lib/forms/validate';
import { visitorAddress } from '@/lib/request/visitor';
import { cmsRefusal, createContactMessage } from '@/lib/strapi';
import { localeOrDefault } from '@/lib/i18n/locale-or-default';

const contactSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(120, 'nameTooLong'),
  email: z.email('emailInvalid').trim().max(254, 'emailInvalid'),
  message: z.string().trim().min(1, 'messageRequired').max(5000, 'messageTooLong'),
  consent: z.literal('yes', 'consentRequired'),
});

export type ContactField = keyof z.infer<typeof contactSchema>;

/** Validates the contact form, files the message in the cms and says how it went, in the page's language. */
export async function sendContactMessage(locale: string, _previous: FormState<ContactField>, posted: FormData): Promise<FormState<ContactField>> {
  const formData = asFormData(posted);
  const language = localeOrDefault(locale);
  const t = await getTranslations({ locale: language, namespace: 'Contact' });

  // Bots fill in the field people cannot see; they are thanked and nothing is stored.
  if (formData.get('website')) return { status: 'success', message: t('success') };

  const result = validateForm(contactSchema, formData, (key) => t(`errors.${key}` as 'errors.nameRequired'));
  if (!result.success) {
    return { status: 'error', message: t('errorSummary'), fieldErrors: result.fieldErrors, values: result.values };
  }

  const { name, email, message } = result.data;
  try {
    await createContactMessage({ name, email, message, language }, await visitorAddress());
  } catch (error) {
    return {
      status: 'error',
      message: t(cmsRefusal(error) === 'tooMany' ? 'errors.tooMany' : 'errors.failed'),
      values: { name, email, message, consent: 'yes' },
    };
  }
  return { status: 'success', message: t('success') };
}
