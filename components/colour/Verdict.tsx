import type { ReactNode } from 'react';
import type { Band } from '@/lib/colour/bands';
import styles from './Verdict.module.css';

/** A ΔE00 band's words on the band's own colour, the same in the legend and beside a value. */
export function Verdict({ band, children }: { band: Band; children: ReactNode }) {
  return <span className={`${styles.verdict} ${styles[band]}`}>{children}</span>;
}
