// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, descriptionOf, LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import type { LineFormState } from './form-state';
import { LineForm } from './LineForm';

describe.each(LOCALES)("the producer desk's line form (%s)", (locale) => {
  const t = messagesOf(locale).ProducerDesk;

  it('sends the line, its new status and the note, says it is saving, then announces the answer', async () => {
    const answer = deferred<LineFormState>({ status: 'idle' });
    const action = vi.fn<(state: LineFormState, formData: FormData) => Promise<LineFormState>>(() => answer.promise);
    renderIn(locale, ['ProducerDesk'], <LineForm action={action} line="line0000001" status="open" note={null} />);

    fireEvent.change(screen.getByRole('combobox', { name: t.lines.status }), { target: { value: 'sent' } });
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(t.lines.note) }), { target: { value: 'Skickat i dag' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t.lines.save })));

    const posted = action.mock.calls[0]![1];
    expect([posted.get('line'), posted.get('status'), posted.get('note')]).toEqual(['line0000001', 'sent', 'Skickat i dag']);
    expect(screen.getByRole('button', { name: t.lines.saving })).toHaveProperty('disabled', true);

    const saved = t.lines.saved.replace('{status}', t.statuses.sent);
    await act(async () => answer.resolve({ status: 'success', message: saved }));
    expect(screen.getByRole('status').textContent).toBe(saved);
    expect(screen.getByRole('button', { name: t.lines.save })).toHaveProperty('disabled', false);
  });

  it('shows the refusal beside the field it concerns and keeps what was typed', async () => {
    const action = vi.fn<(state: LineFormState, formData: FormData) => Promise<LineFormState>>(async () => ({
      status: 'error',
      message: t.errors.summary,
      fieldErrors: { note: t.errors.noteTooLong },
      values: { status: 'replaced', note: 'för lång' },
    }));
    renderIn(locale, ['ProducerDesk'], <LineForm action={action} line="line0000001" status="sent" note="förr" />);
    expect((screen.getByRole('combobox', { name: t.lines.status }) as HTMLSelectElement).value).toBe('sent');

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t.lines.save })));
    expect(screen.getByRole('alert').textContent).toBe(t.errors.summary);
    const note = screen.getByRole('textbox', { name: new RegExp(t.lines.note) }) as HTMLTextAreaElement;
    expect(descriptionOf(note)).toContain(t.errors.noteTooLong);
    expect(note.getAttribute('aria-invalid')).toBe('true');
  });
});
