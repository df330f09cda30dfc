'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';

// The controls a closed menu hides, of which the first takes focus when it opens.
const FIRST_IN_MENU = ['a[href]', 'button:not([disabled])', 'input:not([type="hidden"]):not([disabled])', 'select:not([disabled])']
  .map((control) => `.site-menu__more ${control}`)
  .join(', ');

/**
 * The header's parts on a phone: a disclosure button (WAI-ARIA's disclosure pattern) that shows
 * and hides the navigation and the account corner. `children` are the server's header parts;
 * those marked `site-menu__more` are what a closed menu hides, the rest (the search) stays in
 * sight. Opening moves focus to the menu's first control; Escape inside it, or the button
 * again, closes it and focus returns to the button. On a wide screen the button is hidden and
 * the parts stand in the header as they always have (globals.css). Without a script the CSS
 * (`scripting: none`) never collapses the menu, so every link stays reachable.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const t = useTranslations('HeaderMenu');
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const focusInside = useRef(false);

  // A link followed inside the menu keeps this layout mounted: the next page starts closed.
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  // The parts are shown once this render is on screen; only then can they take focus.
  useEffect(() => {
    if (!open || !focusInside.current) return;
    focusInside.current = false;
    panel.current?.querySelector<HTMLElement>(FIRST_IN_MENU)?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    // The search field's own Escape (closing its suggestions, clearing it) comes first.
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    event.preventDefault();
    close();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={id}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (open) return close();
          focusInside.current = true;
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          {open ? (
            <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        {t('button')}
      </button>
      <div ref={panel} id={id} className={open ? 'site-menu site-menu--open' : 'site-menu'} onKeyDown={onKeyDown}>
        {children}
      </div>
    </>
  );
}
