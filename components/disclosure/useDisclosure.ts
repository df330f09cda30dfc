'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * WAI-ARIA's disclosure pattern for a button and the part it shows: the button carries
 * aria-expanded and aria-controls; opening it moves focus to the part's first control
 * (`first`, a selector within the part), Escape inside it or the button again closes it and
 * focus goes back to the button. An Escape a control inside used for itself (a combobox
 * closing its list) is left to it. `closeWhenChanged` (the path, for a part in a layout) closes
 * it when it changes.
 */
export function useDisclosure(first: string, { closeWhenChanged }: { closeWhenChanged?: unknown } = {}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const part = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const focusInside = useRef(false);

  // A part in a layout outlives a page: a link followed from it starts the next page closed.
  const [shownFor, setShownFor] = useState(closeWhenChanged);
  if (shownFor !== closeWhenChanged) {
    setShownFor(closeWhenChanged);
    setOpen(false);
  }

  // The part is shown once this render is on screen; only then can its controls take focus.
  useEffect(() => {
    if (!open || !focusInside.current) return;
    focusInside.current = false;
    part.current?.querySelector<HTMLElement>(first)?.focus();
  }, [open, first]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };

  return {
    open,
    close,
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': id,
      onKeyDown,
      onClick: () => {
        if (open) return close();
        focusInside.current = true;
        setOpen(true);
      },
    },
    partProps: { ref: part, id, onKeyDown },
  };
}

/** The controls that can take focus, each inside `within` (a selector), for `useDisclosure`'s `first`. */
export const controlsWithin = (within: string) =>
  ['a[href]', 'button:not([disabled])', 'input:not([type="hidden"]):not([disabled])', 'select:not([disabled])', 'textarea:not([disabled])']
    .map((control) => `${within} ${control}`)
    .join(', ');
