// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmAction } from './ConfirmAction';

function renderConfirm(props: { busy?: boolean; look?: 'button' | 'link'; label?: string } = {}) {
  const onConfirm = vi.fn();
  render(
    <>
      <button type="button">Before</button>
      <ConfirmAction trigger="Remove" question="Remove Ek natur?" yes="Yes, remove" no="No, keep it" busy={false} onConfirm={onConfirm} {...props} />
    </>,
  );
  const trigger = () => screen.getByRole('button', { name: props.label ?? 'Remove' });
  return { onConfirm, trigger };
}

const question = () => screen.queryByRole('group', { name: 'Remove Ek natur?' });

describe('ConfirmAction', () => {
  it('asks in place and puts the keyboard on the safe answer', () => {
    const { trigger } = renderConfirm();
    fireEvent.click(trigger());
    expect(question()).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No, keep it' }));
  });

  it.each([
    ['Escape', (no: HTMLElement) => fireEvent.keyDown(no, { key: 'Escape' })],
    ['"No"', (no: HTMLElement) => fireEvent.click(no)],
  ])('%s takes the question back and returns the keyboard to the button that opened it', (_, answer) => {
    const { trigger, onConfirm } = renderConfirm();
    fireEvent.click(trigger());
    act(() => {
      answer(screen.getByRole('button', { name: 'No, keep it' }));
    });
    expect(question()).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('"Yes" acts, and only then', () => {
    const { trigger, onConfirm } = renderConfirm();
    fireEvent.click(trigger());
    // Any other key leaves the question open.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Yes, remove' }), { key: 'Enter' });
    expect(question()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('does not ask while the record is busy', () => {
    const { trigger } = renderConfirm({ busy: true });
    fireEvent.click(trigger());
    expect(question()).toBeNull();
    expect(trigger().getAttribute('aria-disabled')).toBe('true');
  });

  it('names the button by its label where the words alone would not tell rows apart', () => {
    const { trigger } = renderConfirm({ look: 'link', label: 'Remove the measurement of Ek natur, 1 Nov' });
    expect(trigger().className).toBe('link-button');
    fireEvent.click(trigger());
    fireEvent.keyDown(screen.getByRole('button', { name: 'No, keep it' }), { key: 'Escape' });
    expect(document.activeElement).toBe(trigger());
  });
});
