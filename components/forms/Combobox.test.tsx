// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { Combobox, DEBOUNCE_MS, type ComboboxOption, type ComboboxPage } from './Combobox';

const option = (n: number): ComboboxOption => ({ id: `s${n}`, label: `Yta ${n}`, detail: `GEN-${n}` });
const SAVED = [option(1), option(2)];

type Load = (query: string, signal: AbortSignal) => Promise<ComboboxPage>;

function Harness({ load, first = true, initial = null }: { load: Load; first?: boolean; initial?: ComboboxOption | null }) {
  const [value, setValue] = useState<ComboboxOption | null>(initial);
  return (
    <form aria-label="form">
      <Combobox
        form="f"
        name="surfaceId"
        label="Yta"
        value={value}
        onChange={setValue}
        load={load}
        first={first ? { label: 'Sparade', options: SAVED } : undefined}
      />
    </form>
  );
}

describe.each(LOCALES)('Combobox (%s)', (locale) => {
  const t = messagesOf(locale).Combobox;
  let load: ReturnType<typeof vi.fn<Load>>;

  beforeEach(() => {
    vi.useFakeTimers();
    load = vi.fn<Load>(async (query) => ({ options: [option(40), option(41), option(42)].map((o) => ({ ...o, label: `${o.label} ${query}` })), total: 3 }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (props: Partial<Parameters<typeof Harness>[0]> = {}) => {
    renderIn(locale, ['Combobox'], <Harness load={load} {...props} />);
    const input = screen.getByRole('combobox', { name: 'Yta' });
    const hidden = () => (screen.getByRole('form').querySelector('input[type=hidden]') as HTMLInputElement).value;
    const key = (k: string, extra: object = {}) => fireEvent.keyDown(input, { key: k, ...extra });
    const activeName = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    const type = async (text: string) => {
      fireEvent.change(input, { target: { value: text } });
      await act(async () => vi.advanceTimersByTime(DEBOUNCE_MS));
    };
    return { input, hidden, key, activeName, type, status: () => screen.getByRole('status').textContent };
  };

  it('is a closed combobox tied to its listbox until asked', () => {
    const { input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const list = document.getElementById(input.getAttribute('aria-controls')!);
    expect(list?.getAttribute('role')).toBe('listbox');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('moves through the options with Down, Up, Home and End, and chooses with Enter', () => {
    const { input, key, activeName, hidden } = setup();
    key('ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Sparade' })).toBeTruthy();
    expect(activeName()).toBe('Yta 1GEN-1');
    key('ArrowDown');
    expect(activeName()).toBe('Yta 2GEN-2');
    key('ArrowDown');
    expect(activeName()).toBe('Yta 1GEN-1');
    key('ArrowUp');
    expect(activeName()).toBe('Yta 2GEN-2');
    key('Home');
    expect(activeName()).toBe('Yta 1GEN-1');
    key('End');
    expect(activeName()).toBe('Yta 2GEN-2');
    expect(screen.getByRole('option', { name: /Yta 2/ }).getAttribute('aria-selected')).toBe('true');

    const submitted = vi.fn((e: Event) => e.preventDefault());
    screen.getByRole('form').addEventListener('submit', submitted);
    key('Enter');
    expect(submitted).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('Yta 2');
    expect(hidden()).toBe('s2');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks the server once typing pauses, and announces how many it found', async () => {
    const { input, key, activeName, type, status, hidden } = setup({ first: false });
    fireEvent.change(input, { target: { value: 'gr' } });
    fireEvent.change(input, { target: { value: 'grå' } });
    expect(status()).toBe(t.loading);
    await act(async () => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toBe('grå');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(status()).toBe(t.count.replace(/\{count, plural, one \{# ([^}]*)\} other \{# ([^}]*)\}\}/, '3 $2'));

    key('End');
    expect(activeName()).toBeUndefined();
    key('ArrowUp');
    expect(activeName()).toBe('Yta 42 gråGEN-42');
    key('Enter');
    expect(hidden()).toBe('s42');
    await type('Yta 42 grå x');
    expect(hidden()).toBe('');
  });

  it('says there are more matches than shown', async () => {
    load.mockResolvedValueOnce({ options: [option(7)], total: 345 });
    const { type, status } = setup({ first: false });
    await type('yta');
    expect(status()).toBe(t.some.replace('{shown}', '1').replace('{total}', '345'));
  });

  it('says so when nothing matches, and when the search fails', async () => {
    load.mockResolvedValueOnce({ options: [], total: 0 });
    const { type, status, input } = setup({ first: false });
    await type('zzz');
    expect(status()).toBe(t.noMatches.replace('{query}', 'zzz'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    load.mockRejectedValueOnce(new Error('503'));
    await type('zzzz');
    expect(status()).toBe(t.error);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('asks for at least two characters and filters the saved ones itself', async () => {
    const { type, status } = setup();
    await type('2');
    expect(load).not.toHaveBeenCalled();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Yta 2GEN-2']);
    expect(status()).toBe(t.tooShort.replace('{count}', '2'));
  });

  it('aborts a question that a newer one replaces', async () => {
    const signals: AbortSignal[] = [];
    load.mockImplementation((_query, signal) => {
      signals.push(signal);
      return new Promise(() => {});
    });
    const { type } = setup({ first: false });
    await type('ek');
    await type('ekb');
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('closes with Escape, then clears the words and the choice with a second Escape', () => {
    const { input, key, hidden } = setup({ initial: option(9) });
    expect((input as HTMLInputElement).value).toBe('Yta 9');
    expect(hidden()).toBe('s9');
    key('ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    key('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(hidden()).toBe('s9');
    key('Escape');
    expect((input as HTMLInputElement).value).toBe('');
    expect(hidden()).toBe('');
    expect(within(screen.getByRole('form')).queryByRole('option')).toBeNull();
  });
});
