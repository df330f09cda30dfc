import type { Locale } from '@/i18n/routing';
import { measurementCreate, type MeasurementInput } from '@/lib/records/inputs';
import type { Measurement } from '@/lib/records/account';
import { fieldErrorsOf } from '@/lib/resource/refusal';

/** The measurement form's fields, as the visitor typed them. */
export const FORM_FIELDS = ['surfaceId', 'projectId', 'L', 'a', 'b', 'gloss', 'lrv', 'instrument', 'note', 'measuredAt'] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormValues = Record<FormField, string>;

/** The message keys a field error can carry (Measurements.errors). */
export const FIELD_ERROR_KEYS = [
  'surfaceRequired',
  'lRange',
  'abRange',
  'glossRange',
  'lrvRange',
  'dateInvalid',
  'dateInFuture',
  'noteTooLong',
  'textTooLong',
  'invalid',
] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];
export type FieldErrors = Partial<Record<FormField, FieldErrorKey>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input's value, in the browser's own time zone. */
export function localDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The last minute of a moment's day, as a datetime-local value: the date picker's limit. */
export const endOfDay = (date: Date) => `${localDateTime(date).slice(0, 10)}T23:59`;

/** A datetime-local value (local time) as an ISO instant; '' when it is not one. */
export function fromLocalDateTime(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/**
 * A typed decimal: comma or point, a typographic minus, spaces around. Empty is
 * undefined (the field was left out); anything else that is not a number is NaN, which
 * the schema refuses with the field's own range message.
 */
export function parseDecimal(text: string): number | undefined {
  const plain = text
    .trim()
    .replace(/\u2212/g, '-')
    .replace(',', '.');
  if (plain === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The form's values as the visitor typed them. */
export function formValues(data: FormData): FormValues {
  const value = (field: FormField) => String(data.get(field) ?? '');
  return {
    surfaceId: value('surfaceId'),
    projectId: value('projectId'),
    L: value('L'),
    a: value('a'),
    b: value('b'),
    gloss: value('gloss'),
    lrv: value('lrv'),
    instrument: value('instrument'),
    note: value('note'),
    measuredAt: value('measuredAt'),
  };
}

/** Fresh values for a new measurement: measured now, kept project and instrument. */
export function emptyValues(now: Date, keep: Partial<FormValues> = {}): FormValues {
  return {
    surfaceId: keep.surfaceId ?? '',
    projectId: keep.projectId ?? '',
    L: '',
    a: '',
    b: '',
    gloss: '',
    lrv: '',
    instrument: keep.instrument ?? '',
    note: '',
    measuredAt: localDateTime(now),
  };
}

/** The values of a recorded measurement, to edit it, with the language's decimal sign. */
export function valuesOf(measurement: Measurement, locale: Locale): FormValues {
  const comma = locale === 'sv';
  const number = (value: number | null) => (value == null ? '' : comma ? String(value).replace('.', ',') : String(value));
  return {
    surfaceId: measurement.surface?.id ?? '',
    projectId: measurement.project?.id ?? '',
    L: number(measurement.measured.L),
    a: number(measurement.measured.a),
    b: number(measurement.measured.b),
    gloss: number(measurement.gloss),
    lrv: number(measurement.lrv),
    instrument: measurement.instrument,
    note: measurement.note,
    measuredAt: localDateTime(new Date(measurement.measuredAt)),
  };
}

/**
 * Checks the form with the same schema the route handler uses, so the visitor hears
 * about a mistake before anything is sent. `keepMeasuredAt` is the stored instant of an
 * edited measurement: while its minute is unchanged, it is sent as it was (the input
 * cannot show seconds).
 */
export function validateMeasurement(
  values: FormValues,
  keepMeasuredAt?: string,
): { success: true; data: MeasurementInput } | { success: false; fieldErrors: FieldErrors } {
  const unchangedDate = keepMeasuredAt && localDateTime(new Date(keepMeasuredAt)) === values.measuredAt;
  const optional = (value: string) => parseDecimal(value) ?? null;
  const parsed = measurementCreate.safeParse({
    surfaceId: values.surfaceId,
    projectId: values.projectId || null,
    L: parseDecimal(values.L),
    a: parseDecimal(values.a),
    b: parseDecimal(values.b),
    gloss: optional(values.gloss),
    lrv: optional(values.lrv),
    instrument: values.instrument.trim(),
    note: values.note.trim(),
    measuredAt: unchangedDate ? keepMeasuredAt : fromLocalDateTime(values.measuredAt),
  });
  if (parsed.success) return { success: true, data: parsed.data };
  const first: Record<string, string> = {};
  for (const issue of parsed.error.issues) first[String(issue.path[0])] ??= issue.message;
  return { success: false, fieldErrors: fieldErrorsFrom(first) };
}

/** Field errors by message key, from the client's check or a route handler's refusal. */
export function fieldErrorsFrom(raw: Record<string, unknown> | null | undefined): FieldErrors {
  const errors = fieldErrorsOf(raw, FORM_FIELDS, FIELD_ERROR_KEYS);
  // The schema says 'invalid' for a missing or malformed surface id; the visitor only
  // needs to hear that a surface must be chosen.
  if (errors.surfaceId) errors.surfaceId = 'surfaceRequired';
  return errors;
}
