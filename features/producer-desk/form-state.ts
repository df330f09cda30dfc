import type { FormState } from '@/lib/forms/validate';
import type { LineChangeField } from './schemas';

/** A line form's answer; on success the status the line now has. */
export type LineFormState = FormState<LineChangeField>;

/** The EPD upload's answer; `refusals` names each refused file and why, in the importer's words. */
export type EpdUploadState = FormState<'product' | 'files'> & { refusals?: { file: string; reason: string }[] };
