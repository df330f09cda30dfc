'use client';

import type { ComponentProps } from 'react';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './RemovableChips.module.css';

type Href = ComponentProps<typeof Link>['href'];

export interface RemovableChip {
  key: string;
  label: string;
  /** What a screen reader says: "Remove White from the search". */
  removeLabel: string;
  /** The same page without this choice. */
  href: Href;
}

// Which chip was removed last, kept outside the component: when the last chip goes, the list
// unmounts and mounts again empty, and the focus must still go somewhere that is there.
let removedAt: number | null = null;

/**
 * Choices made, each a link to the same page without it (so they work without JavaScript), on
 * the product list and the search page. Removing one loads the page again; the focus then goes
 * to the chip that took its place, or to `fallbackId` when none did (the list the choices
 * filter, the offer's heading), never to the page's body.
 * Render it whether or not there are chips: it is also what moves the focus after the last one.
 */
export function RemovableChips({
  label,
  chips,
  fallbackId,
  clear,
}: {
  label: string;
  chips: RemovableChip[];
  fallbackId: string;
  /** A last link that removes every choice at once. */
  clear?: { label: string; href: Href };
}) {
  const list = useRef<HTMLUListElement>(null);
  const keys = chips.map((chip) => chip.key).join(' ');
  useEffect(() => {
    if (removedAt === null) return;
    const next = list.current?.querySelectorAll<HTMLAnchorElement>('a[data-choice]')[removedAt] ?? document.getElementById(fallbackId);
    removedAt = null;
    next?.focus();
  }, [keys, fallbackId]);

  if (chips.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.choices}>
      <ul ref={list}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              className={styles.choice}
              data-choice
              aria-label={chip.removeLabel}
              onClick={() => {
                removedAt = index;
              }}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        {clear && (
          <li>
            <Link
              href={clear.href}
              className="catalogue__clear"
              onClick={() => {
                removedAt = chips.length;
              }}
            >
              {clear.label}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
