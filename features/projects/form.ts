import { fieldErrorsOf } from '@/lib/resource/refusal';
import { projectCreate, type ProjectInput } from '@/lib/records/inputs';
import { validateForm } from '@/lib/forms/validate';

export const PROJECT_FIELDS = ['name', 'description', 'location', 'status'] as const;
export type ProjectField = (typeof PROJECT_FIELDS)[number];

/** The message keys of Projects.errors a field can show. */
export const FIELD_MESSAGES = ['nameRequired', 'nameTooLong', 'textTooLong', 'invalid'] as const;
export type FieldMessage = (typeof FIELD_MESSAGES)[number];
export type FieldErrors = Partial<Record<ProjectField, FieldMessage>>;

export type ProjectValues = Partial<Record<ProjectField, string>>;

/** A project form's field errors from its own check or the route handler's refusal. */
export const projectFieldErrors = (raw: Record<string, unknown> | null | undefined): FieldErrors => fieldErrorsOf(raw, PROJECT_FIELDS, FIELD_MESSAGES);

/**
 * Checks a project form with the very schema the route handler applies, so a refusal the
 * server would give is shown before anything is sent. Errors are message keys.
 */
export function readProject(
  formData: FormData,
): { ok: true; input: ProjectInput; values: ProjectValues } | { ok: false; fieldErrors: FieldErrors; values: ProjectValues } {
  const checked = validateForm(projectCreate, formData, (key) => key);
  if (!checked.success) return { ok: false, fieldErrors: projectFieldErrors(checked.fieldErrors), values: checked.values };
  const { name, description = '', location = '', status = 'idea' } = checked.data;
  return { ok: true, input: { name, description, location, status }, values: { name, description, location, status } };
}
