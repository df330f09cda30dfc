// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MeasurementInput } from '@/lib/records/inputs';
import type { Project, SurfaceRef } from '@/lib/records/account';
import type { Refusal } from '@/lib/resource/refusal';
import { surfaceRef } from '@/tests/unit/records';
import { deferred, descriptionOf, LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { emptyValues, endOfDay, localDateTime } from './form';
import { MeasurementForm } from './MeasurementForm';

const surface = (id: string, articleNumber: string, name: string, extra: Partial<SurfaceRef> = {}) => surfaceRef({ id, articleNumber, name, ...extra });

const OAK = surface('oakoakoakoakoakoakoakoak', 'EK-100', 'Ek natur', { declared: { L: 61.5, a: 4.25, b: 18 }, gloss: 12, productName: 'Golv Ek' });
const SLATE = surface('slateslateslateslateslat', 'SK-200', 'Skiffer');
const PROJECT: Project = {
  id: 'projprojprojprojprojproj',
  name: 'Villa Solsidan',
  description: '',
  location: '',
  status: 'idea',
  updatedAt: '2026-01-01T00:00:00.000Z',
  materialIds: [],
  quantities: [],
};

const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000);

function renderForm(locale: 'sv' | 'en', props: Partial<ComponentProps<typeof MeasurementForm>> = {}) {
  const t = messagesOf(locale).Measurements;
  const onSubmit = vi.fn<(input: MeasurementInput, surface: SurfaceRef | null) => Promise<Refusal | null>>(async () => null);
  // The form's own default time, read once: recomputing it later can cross a minute on a slow machine.
  const startedAt = hourAgo();
  renderIn(
    locale,
    ['Measurements', 'SurfacePicker', 'Combobox'],
    <>
      <h2 id="new-measurement-title">{t.form.newTitle}</h2>
      <MeasurementForm
        id="new-measurement"
        labelledBy="new-measurement-title"
        initial={emptyValues(startedAt)}
        maxDate={endOfDay(new Date())}
        saved={[OAK, SLATE]}
        projects={[PROJECT]}
        submitLabel={t.form.save}
        onSubmit={onSubmit}
        {...props}
      />
    </>,
  );
  const form = screen.getByRole('form', { name: t.form.newTitle });
  const { required, optional } = t.form;
  // Each control as a user finds it: by its label and the word after it.
  const controls = {
    surfaceId: () => within(form).getByLabelText(`${t.form.surface} (${required})`),
    projectId: () => within(form).getByLabelText(`${t.form.project} (${optional})`),
    L: () => within(form).getByLabelText(`${t.form.L} (${required})`),
    a: () => within(form).getByLabelText(`${t.form.a} (${required})`),
    b: () => within(form).getByLabelText(`${t.form.b} (${required})`),
    gloss: () => within(form).getByLabelText(`${t.form.gloss} (${optional})`),
    lrv: () => within(form).getByLabelText(`${t.form.lrv} (${optional})`),
    measuredAt: () => within(form).getByLabelText(`${t.form.measuredAt} (${required})`),
    instrument: () => within(form).getByLabelText(`${t.form.instrument} (${optional})`),
    note: () => within(form).getByLabelText(`${t.form.note} (${optional})`),
  };
  type Control = keyof typeof controls;
  // The surface is chosen as a keyboard user chooses one of their saved surfaces: Down opens
  // the list, Down again to the second, Enter.
  const chooseSurface = (surfaceId: string) => {
    const input = controls.surfaceId();
    if (!surfaceId) return void fireEvent.change(input, { target: { value: '' } });
    const index = [OAK, SLATE].findIndex((s) => s.id === surfaceId);
    for (let i = 0; i <= index; i++) fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
  };
  const fill = (values: Partial<Record<Control, string>>) => {
    for (const [name, value] of Object.entries(values)) {
      if (name === 'surfaceId') chooseSurface(value);
      else fireEvent.change(controls[name as Control](), { target: { value } });
    }
  };
  const button = () => within(form).getByRole('button', { name: new RegExp(`^(${t.form.save}|${t.form.saving})$`) });
  const alert = () => within(form).getByRole('alert');
  return { t, onSubmit, startedAt, form, controls, fill, button, alert, submit: () => fireEvent.click(button()) };
}

/** A measurement as a Swede or an English speaker types it. */
const typed = (locale: 'sv' | 'en') => ({ surfaceId: OAK.id, L: locale === 'sv' ? '60,25' : '60.25', a: '−3.5', b: '17' });

describe.each(LOCALES)('MeasurementForm (%s)', (locale) => {
  it('shows the chosen surface’s declared values and sends a valid measurement as numbers', async () => {
    const { t, onSubmit, startedAt, form, controls, fill, button, alert, submit } = renderForm(locale);
    const surfaceInput = controls.surfaceId();
    fireEvent.keyDown(surfaceInput, { key: 'ArrowDown' });
    const saved = messagesOf(locale).SurfacePicker.saved;
    expect(screen.getByRole('group', { name: saved })).toBeTruthy();
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: /^Ek natur\s*EK-100 · Golv Ek/ })).toBeTruthy();
    fireEvent.keyDown(surfaceInput, { key: 'Escape' });

    fill({ ...typed(locale), gloss: '12', instrument: ' Spektro 1 ', note: 'Mätt i norrljus' });
    const declared = locale === 'sv' ? 'L* 61,5 · a* 4,25 · b* 18 · Glans 12' : 'L* 61.5 · a* 4.25 · b* 18 · Gloss 12';
    expect((surfaceInput as HTMLInputElement).value).toBe('Ek natur');
    expect(descriptionOf(surfaceInput)).toContain(t.form.declared.replace('{values}', declared));
    fireEvent.change(controls.projectId(), { target: { value: PROJECT.id } });

    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![1]).toEqual(OAK);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      surfaceId: OAK.id,
      projectId: PROJECT.id,
      L: 60.25,
      a: -3.5,
      b: 17,
      gloss: 12,
      lrv: null,
      instrument: 'Spektro 1',
      note: 'Mätt i norrljus',
      measuredAt: new Date(localDateTime(startedAt)).toISOString(),
    });
    await act(async () => {});
    expect(alert().textContent).toBe('');
    expect(button().textContent).toBe(t.form.save);
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('offers a link to My projects when the user has none', () => {
    const { t, form } = renderForm(locale, { projects: [] });
    expect(within(form).getByText(t.form.noProjects, { exact: false })).toBeTruthy();
    expect(within(form).getByRole('link', { name: t.form.myProjects }).getAttribute('href')).toBe(locale === 'sv' ? '/my-projects' : '/en/my-projects');
  });

  const future = () => localDateTime(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
  const invalid = [
    { field: 'surfaceId', value: () => '', error: 'surfaceRequired' },
    { field: 'L', value: () => '', error: 'lRange' },
    { field: 'L', value: () => '100,1', error: 'lRange' },
    { field: 'a', value: () => 'tio', error: 'abRange' },
    { field: 'b', value: () => '-129', error: 'abRange' },
    { field: 'gloss', value: () => '-1', error: 'glossRange' },
    { field: 'lrv', value: () => '101', error: 'lrvRange' },
    { field: 'measuredAt', value: () => '', error: 'dateInvalid' },
    { field: 'measuredAt', value: future, error: 'dateInFuture' },
    { field: 'instrument', value: () => 'x'.repeat(121), error: 'textTooLong' },
    { field: 'note', value: () => 'x'.repeat(1001), error: 'noteTooLong' },
  ] as const;

  it.each(invalid)('says what is wrong at $field ($error), focuses it and sends nothing', ({ field, value, error }) => {
    const { t, onSubmit, form, controls, fill, alert, submit } = renderForm(locale);
    fill({ ...typed(locale), [field]: value() });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(alert().textContent).toBe(t.errors.form);
    const control = controls[field]();
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(control)).toContain(t.errors[error]);
    expect(document.activeElement).toBe(control);
    expect([...form.querySelectorAll('[aria-invalid="true"]')]).toEqual([control]);
  });

  it('says it is saving while it waits, and sends once however often it is pressed', async () => {
    const { t, onSubmit, fill, button, alert, submit } = renderForm(locale);
    const answer = deferred<Refusal | null>(null);
    onSubmit.mockReturnValue(answer.promise);
    fill(typed(locale));
    submit();
    expect(button().textContent).toBe(t.form.saving);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(null));
    expect(button().textContent).toBe(t.form.save);
    expect(button().getAttribute('aria-disabled')).toBe('false');
    expect(alert().textContent).toBe('');
  });

  it.each(['failed', 'tooMany', 'unauthorized', 'network'] as const)('keeps what was typed when the cms refuses (%s) and says why', async (code) => {
    const { t, onSubmit, form, controls, fill, button, alert, submit } = renderForm(locale);
    onSubmit.mockResolvedValue({ code });
    fill({ ...typed(locale), note: 'Andra mätningen' });
    submit();
    await act(async () => {});
    expect(alert().textContent).toBe(t.errors[code]);
    expect(button().textContent).toBe(t.form.save);
    expect((controls.surfaceId() as HTMLInputElement).value).toBe(OAK.name);
    expect(within(form).getByDisplayValue(OAK.id)).toHaveProperty('name', 'surfaceId');
    expect((controls.L() as HTMLInputElement).value).toBe(typed(locale).L);
    expect((controls.note() as HTMLTextAreaElement).value).toBe('Andra mätningen');
  });

  it('shows a field the route handler refused at that field and focuses it', async () => {
    const { t, onSubmit, controls, fill, alert, submit } = renderForm(locale);
    onSubmit.mockResolvedValue({ code: 'invalid', fieldErrors: { lrv: 'lrvRange' } });
    fill({ ...typed(locale), lrv: '50' });
    submit();
    await act(async () => {});
    expect(alert().textContent).toBe(t.errors.invalid);
    expect(controls.lrv().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(controls.lrv())).toContain(t.errors.lrvRange);
    expect(document.activeElement).toBe(controls.lrv());
  });
});
