// How many surfaces an order may ask for and how each country writes its postal codes are the
// cms's rules too (cms/src/api/sample-order/services/validate.js).
import { MAX_SAMPLES, POSTAL_CODES } from '@ytbanken/domain/samples/orders';
import * as z from 'zod/mini';
import type { FormState } from '@/lib/forms/validate';
import { COUNTRIES, type Country, type SampleLine } from '@/lib/records/samples';
import { isDocumentId } from '@/lib/strapi/ids';

// Names and addresses end up in mail lines; the cms refuses control characters too.
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;
const line = (max: number, required: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong), z.regex(NO_CONTROL_CHARACTERS, 'invalidCharacters'));

export const orderSchema = z.object({
  name: line(120, 'nameRequired', 'nameTooLong'),
  company: z.optional(z.string().check(z.trim(), z.maxLength(120, 'companyTooLong'), z.regex(NO_CONTROL_CHARACTERS, 'invalidCharacters'))),
  email: z.email('emailInvalid').check(z.trim(), z.maxLength(254, 'emailInvalid')),
  street: line(200, 'streetRequired', 'streetTooLong'),
  postalCode: z.string().check(z.trim(), z.minLength(1, 'postalCodeRequired'), z.maxLength(10, 'postalCodeRequired')),
  city: line(100, 'cityRequired', 'cityTooLong'),
  country: z.enum(COUNTRIES, 'countryRequired'),
  message: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'messageTooLong'))),
});

export type OrderField = keyof z.infer<typeof orderSchema> | 'surfaces';

/** The order form's answer; a placed order names its samples as the cms stored them. */
export type OrderState = FormState<OrderField> & { ordered?: SampleLine[] };

/** The message key for a postal code that is not written as `country` writes them, or null. */
export function postalCodeProblem(country: unknown, postalCode: unknown): string | null {
  if (typeof postalCode !== 'string' || !postalCode.trim()) return 'postalCodeRequired';
  if (typeof country !== 'string' || !(COUNTRIES as readonly string[]).includes(country)) return null;
  return POSTAL_CODES[country as Country].test(postalCode.trim()) ? null : `postalCode${country}`;
}

/** The ids the form carries (comma-separated), or the message key saying what is wrong. */
export function pickedIds(value: unknown): { ids: string[] } | { problem: 'noSurfaces' | 'tooManySurfaces' } {
  const ids = [...new Set((typeof value === 'string' ? value : '').split(',').filter(isDocumentId))];
  if (ids.length === 0) return { problem: 'noSurfaces' };
  if (ids.length > MAX_SAMPLES) return { problem: 'tooManySurfaces' };
  return { ids };
}
