import { z } from 'zod';
import { PICK_LISTS } from '@/features/picks';
import type { FormState } from '@/lib/forms/validate';
import { COUNTRIES, type Country, type SampleLine } from '@/lib/records/samples';
import { isDocumentId } from '@/lib/strapi/ids';

export const MAX_SAMPLES = PICK_LISTS.samples;

/** How each country writes its postal codes. */
export const POSTAL_CODES: Record<Country, RegExp> = {
  SE: /^\d{3} ?\d{2}$/,
  NO: /^\d{4}$/,
  DK: /^\d{4}$/,
  FI: /^\d{5}$/,
  IS: /^\d{3}$/,
};

// Names and addresses end up in mail lines; the cms refuses control characters too.
const line = (max: number, required: string, tooLong: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'invalidCharacters');

export const orderSchema = z.object({
  name: line(120, 'nameRequired', 'nameTooLong'),
  company: z
    .string()
    .trim()
    .max(120, 'companyTooLong')
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'invalidCharacters')
    .optional(),
  email: z.email('emailInvalid').trim().max(254, 'emailInvalid'),
  street: line(200, 'streetRequired', 'streetTooLong'),
  postalCode: z.string().trim().min(1, 'postalCodeRequired').max(10, 'postalCodeRequired'),
  city: line(100, 'cityRequired', 'cityTooLong'),
  country: z.enum(COUNTRIES, 'countryRequired'),
  message: z.string().trim().max(2000, 'messageTooLong').optional(),
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
