// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ProjectInput } from '@/lib/records/inputs';
import type { Refusal } from '@/lib/resource/refusal';
import { deferred, descriptionOf, LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { ProjectForm } from './ProjectForm';

/** The form as /my-projects renders it to create a project (ProjectsManager). */
function renderForm(locale: 'sv' | 'en', props: Partial<ComponentProps<typeof ProjectForm>> = {}) {
  const messages = messagesOf(locale);
  const t = messages.Projects;
  const translate = createTranslator({ locale, messages, namespace: 'Projects' });
  const onSave = vi.fn<(input: ProjectInput) => Promise<Refusal | null>>(async () => null);
  const { container } = renderIn(
    locale,
    ['Projects'],
    <ProjectForm
      id="new-project"
      submit={t.create.submit}
      pending={t.create.pending}
      clearOnSuccess
      success={(input) => translate('create.created', { name: input.name })}
      onSave={onSave}
      {...props}
    />,
  );
  const form = container.querySelector('form')!;
  const controls = {
    name: () => within(form).getByLabelText(`${t.fields.name} (${t.fields.required})`) as HTMLInputElement,
    location: () => within(form).getByLabelText(t.fields.location) as HTMLInputElement,
    description: () => within(form).getByLabelText(t.fields.description) as HTMLTextAreaElement,
    status: () => within(form).getByLabelText(t.fields.status) as HTMLSelectElement,
  };
  type Control = keyof typeof controls;
  const fill = (values: Partial<Record<Control, string>>) => {
    for (const [name, value] of Object.entries(values)) fireEvent.change(controls[name as Control](), { target: { value } });
  };
  const button = () => within(form).getByRole('button') as HTMLButtonElement;
  // An action's state arrives after the click, in a transition.
  const submit = () => act(async () => void fireEvent.click(button()));
  return { t, translate, onSave, form, controls, fill, button, submit };
}

const valuesOf = (controls: ReturnType<typeof renderForm>['controls']) => ({
  name: controls.name().value,
  location: controls.location().value,
  description: controls.description().value,
  status: controls.status().value,
});

describe.each(LOCALES)('ProjectForm (%s)', (locale) => {
  it('creates a valid project, says so and empties the form for the next one', async () => {
    const { t, translate, onSave, controls, fill, submit } = renderForm(locale);
    expect([...controls.status().options].map((o) => o.textContent)).toEqual([t.status.idea, t.status.ongoing, t.status.done]);
    expect(descriptionOf(controls.location())).toBe(t.fields.locationHint);

    fill({ name: '  Villa Solsidan ', location: 'Saltsjöbaden', description: 'Kök och hall', status: 'ongoing' });
    await submit();

    expect(onSave).toHaveBeenCalledWith({ name: 'Villa Solsidan', location: 'Saltsjöbaden', description: 'Kök och hall', status: 'ongoing' });
    expect(screen.getByRole('status').textContent).toBe(translate('create.created', { name: 'Villa Solsidan' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(valuesOf(controls)).toEqual({ name: '', location: '', description: '', status: 'idea' });
  });

  it('keeps the saved values in an edited project’s form', async () => {
    const { onSave, controls, fill, submit } = renderForm(locale, {
      id: 'edit-project',
      initial: { name: 'Villa Solsidan', location: '', description: '', status: 'idea' },
      clearOnSuccess: false,
      success: undefined,
    });
    expect(controls.name().value).toBe('Villa Solsidan');
    fill({ name: 'Villa Solbacken', status: 'done' });
    await submit();
    expect(onSave).toHaveBeenCalledWith({ name: 'Villa Solbacken', location: '', description: '', status: 'done' });
    expect(valuesOf(controls)).toEqual({ name: 'Villa Solbacken', location: '', description: '', status: 'done' });
  });

  const invalid = [
    { field: 'name', value: '', error: 'nameRequired' },
    { field: 'name', value: '   ', error: 'nameRequired' },
    { field: 'name', value: 'x'.repeat(121), error: 'nameTooLong' },
    { field: 'location', value: 'x'.repeat(161), error: 'textTooLong' },
    { field: 'description', value: 'x'.repeat(2001), error: 'textTooLong' },
  ] as const;

  it.each(invalid)('says what is wrong at $field ($error), focuses it, keeps the input and sends nothing', async ({ field, value, error }) => {
    const { t, onSave, form, controls, fill, submit } = renderForm(locale);
    const typed = { name: 'Villa Solsidan', location: 'Saltsjöbaden', description: 'Kök', status: 'done', [field]: value };
    fill(typed);
    await submit();
    expect(onSave).not.toHaveBeenCalled();
    const control = controls[field]();
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(control)).toContain(t.errors[error]);
    expect(document.activeElement).toBe(control);
    expect([...form.querySelectorAll('[aria-invalid="true"]')]).toEqual([control]);
    expect(valuesOf(controls)).toEqual(typed);
  });

  it('says it is saving and cannot be pressed again while it waits', async () => {
    const { t, onSave, fill, button, submit } = renderForm(locale);
    const answer = deferred<Refusal | null>(null);
    onSave.mockReturnValue(answer.promise);
    fill({ name: 'Villa Solsidan' });
    await submit();
    expect(button().textContent).toBe(t.create.pending);
    expect(button().disabled).toBe(true);
    await act(async () => answer.resolve(null));
    expect(button().textContent).toBe(t.create.submit);
    expect(button().disabled).toBe(false);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it.each(['failed', 'tooMany', 'unauthorized', 'network'] as const)('says why the cms refused (%s) and keeps the input', async (code) => {
    const { t, onSave, controls, fill, submit } = renderForm(locale);
    onSave.mockResolvedValue({ code });
    const typed = { name: 'Villa Solsidan', location: 'Saltsjöbaden', description: 'Kök', status: 'ongoing' };
    fill(typed);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(t.errors[code]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(valuesOf(controls)).toEqual(typed);
  });

  it('shows a field the route handler refused at that field', async () => {
    const { t, onSave, controls, fill, submit } = renderForm(locale);
    onSave.mockResolvedValue({ code: 'invalid', fieldErrors: { name: 'nameTooLong' } });
    fill({ name: 'Villa Solsidan' });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(controls.name().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(controls.name())).toBe(t.errors.nameTooLong);
    expect(document.activeElement).toBe(controls.name());
  });
});
