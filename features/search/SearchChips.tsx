'use client';

import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';

export interface SearchChip {
  key: string;
  label: string;
  /** What a screen reader says: "Remove White from the search". */
  removeLabel: string;
  /** The search without the words that named this filter. */
  href: { pathname: '/search'; query: { q: string } } | '/search';
}

// Which chip was removed last, kept outside the component: when the last chip goes, the list
// unmounts and mounts again empty, and the page's heading must still get the focus.
let removedAt: number | null = null;

/**
 * The filters a search's words name, each a link to the same search without its words (so
 * they work without JavaScript). Removing one loads the page again; the focus then goes to
 * the chip that took its place, or to `headingId` when none did, never to the page's body.
 */
export function SearchChips({ label, chips, headingId }: { label: string; chips: SearchChip[]; headingId: string }) {
  const list = useRef<HTMLUListElement>(null);
  const keys = chips.map((chip) => chip.key).join(' ');
  useEffect(() => {
    if (removedAt === null) return;
    const next = list.current?.querySelectorAll<HTMLAnchorElement>('a')[removedAt] ?? document.getElementById(headingId);
    removedAt = null;
    next?.focus();
  }, [keys, headingId]);

  if (chips.length === 0) return null;
  return (
    <nav aria-label={label} className="catalogue__choices">
      <ul ref={list}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              className="catalogue__choice"
              aria-label={chip.removeLabel}
              onClick={() => {
                removedAt = index;
              }}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
