import type { FormState } from '@/lib/forms/validate';
import type { LineChangeField } from './schemas';

/** A line form's answer; on success the status the line now has. */
export type LineFormState = FormState<LineChangeField>;

/**
 * A file the importer refused: its reason by code and the words it is said with, for the form
 * to put in the page's language (ProducerDesk.epds.reasons); a list is already joined.
 */
export interface EpdRefusal {
  file: string;
  code: string;
  params: Record<string, string | number>;
}

/** The EPD upload's answer; `refusals` names each refused file and why. */
export type EpdUploadState = FormState<'product' | 'productName' | 'surface' | 'files'> & { refusals?: EpdRefusal[] };
