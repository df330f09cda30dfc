import type { KeyboardEvent } from 'react';

/** What a text input that controls a listbox popup (a combobox) knows and may do on a key. */
export interface ListboxKeys {
  open: boolean;
  expanded: boolean;
  count: number;
  active: number;
  text: string;
  setOpen: (open: boolean) => void;
  setActive: (index: number) => void;
  /** The id of the option at an index, to scroll it into view. */
  optionId: (index: number) => string;
  /** Enter on the active option. */
  choose: (index: number) => void;
  /** Escape with the list closed: the input is emptied (and whatever it chose forgotten). */
  clear: () => void;
}

/**
 * The WAI-ARIA combobox's keys, shared by the pickers (Combobox.tsx) and the header's search
 * field: Down and Up move through the options (and open the list; Alt+Down only opens it),
 * Home and End go to the first and last option while one is active (otherwise they move the
 * caret), Enter chooses the active option (and only then keeps the form from being sent),
 * Escape closes the list or, when it is closed, clears the input, Tab closes the list.
 */
export function onListboxKey(event: KeyboardEvent<HTMLInputElement>, keys: ListboxKeys) {
  const { open, expanded, count, active } = keys;
  const move = (to: number) => {
    if (count === 0) return;
    const index = (to + count) % count;
    keys.setActive(index);
    document.getElementById(keys.optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };
  const hasActive = active >= 0 && active < count;
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      if (!open) keys.setOpen(true);
      if (event.altKey) return;
      move(active < 0 ? 0 : active + 1);
      return;
    case 'ArrowUp':
      event.preventDefault();
      if (!open) keys.setOpen(true);
      move(active < 0 ? count - 1 : active - 1);
      return;
    case 'Home':
    case 'End':
      if (!expanded || !hasActive) return;
      event.preventDefault();
      move(event.key === 'Home' ? 0 : count - 1);
      return;
    case 'Enter':
      if (expanded && hasActive) {
        event.preventDefault();
        keys.choose(active);
      }
      return;
    case 'Escape':
      if (expanded) {
        event.preventDefault();
        keys.setOpen(false);
        keys.setActive(-1);
      } else if (keys.text) {
        event.preventDefault();
        keys.clear();
      }
      return;
    case 'Tab':
      keys.setOpen(false);
      return;
  }
}
