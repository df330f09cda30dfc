import { validateForm } from '@/lib/forms/validate';
import { projectCreate } from '@/lib/owner/schemas';
import type { ProjectInput } from './api';
import { PROJECT_FIELDS, type FieldMessage, type ProjectField } from './refusal';

export type ProjectValues = Partial<Record<ProjectField, string>>;

/**
 * Checks a project form with the very schema the route handler applies, so a refusal the
 * server would give is shown before anything is sent. Errors are message keys.
 */
export function readProject(
  formData: FormData,
): { ok: true; input: ProjectInput; values: ProjectValues } | { ok: false; fieldErrors: Partial<Record<ProjectField, FieldMessage>>; values: ProjectValues } {
  const checked = validateForm(projectCreate, formData, (key) => key);
  if (!checked.success) {
    const fieldErrors: Partial<Record<ProjectField, FieldMessage>> = {};
    for (const field of PROJECT_FIELDS) {
      const key = checked.fieldErrors[field];
      if (key) fieldErrors[field] = key === 'nameRequired' || key === 'nameTooLong' || key === 'textTooLong' ? key : 'invalid';
    }
    return { ok: false, fieldErrors, values: checked.values };
  }
  const { name, description = '', location = '', status = 'idea' } = checked.data;
  return { ok: true, input: { name, description, location, status }, values: { name, description, location, status } };
}
