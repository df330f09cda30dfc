'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './ConfirmAction.module.css';

/**
 * A destructive action with an inline question instead of window.confirm: the question
 * takes the button's place, focus goes to the safe answer, Escape or "No" puts everything
 * back and the keyboard returns to the button. "Yes" leaves the question in place: what it
 * acts on is usually gone at once, so `onConfirm` moves the keyboard somewhere that stays.
 */
export function ConfirmAction({
  trigger,
  question,
  yes,
  no,
  busy,
  onConfirm,
  look = 'button',
  label,
  className,
}: {
  /** The button's words; a hidden part may name what it acts on. */
  trigger: ReactNode;
  /** The button's whole name, when its words alone are too short to tell rows apart. */
  label?: string;
  /** A plain button, or an underlined one among a row's quieter actions. */
  look?: 'button' | 'link';
  /** Where the question needs a tighter box (a table cell). */
  className?: string;
  question: string;
  yes: string;
  no: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const noButton = useRef<HTMLButtonElement>(null);
  const triggerButton = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    if (asking) noButton.current?.focus();
    else if (answered.current) triggerButton.current?.focus();
  }, [asking]);

  function close() {
    answered.current = true;
    setAsking(false);
  }

  if (!asking) {
    return (
      <button
        ref={triggerButton}
        type="button"
        className={look === 'link' ? 'link-button' : `button button--secondary ${styles.danger}`}
        aria-label={label}
        aria-disabled={busy}
        onClick={() => !busy && setAsking(true)}
      >
        {trigger}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      className={className ? `${styles.confirm} ${className}` : styles.confirm}
      onKeyDown={(event) => event.key === 'Escape' && close()}
    >
      <p id={`${id}-question`} className={styles.question}>
        {question}
      </p>
      <button type="button" className={`button ${styles.danger}`} onClick={onConfirm}>
        {yes}
      </button>
      <button ref={noButton} type="button" className="button button--secondary" onClick={close}>
        {no}
      </button>
    </div>
  );
}
