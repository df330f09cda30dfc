'use client';

import type { ReactNode } from 'react';
import { controlsWithin, useDisclosure } from '@/components/disclosure/useDisclosure';
import styles from './FilterPanel.module.css';

const FIRST_FIELD = controlsWithin('.filters');

/**
 * The product list's filters on a phone: folded under a button (`label`, which says how many
 * choices are made) so the list comes first. The form's "Show N products" sends it and folds
 * the panel again, with focus back on the button just above the list. On a wide screen, and
 * without a script, the button is hidden and the filters stand open (FilterPanel.module.css).
 */
export function FilterPanel({ label, children }: { label: string; children: ReactNode }) {
  const { open, close, buttonProps, partProps } = useDisclosure(FIRST_FIELD);
  return (
    <div className={styles.panel}>
      <button {...buttonProps} className={`button button--secondary ${styles.button}`}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {label}
      </button>
      <div
        {...partProps}
        className={open ? `${styles.part} ${styles.open}` : styles.part}
        // The form's own submit (FilterForm) has updated the list by now; this only folds the panel.
        onSubmit={() => {
          if (open) close();
        }}
      >
        {children}
      </div>
    </div>
  );
}
