'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A destructive action with an inline question instead of window.confirm: the question
 * takes the button's place, focus goes to the safe answer, Escape or "No" puts everything
 * back and the keyboard returns to the button.
 */
export function ConfirmAction({
  trigger,
  question,
  yes,
  no,
  busy,
  onConfirm,
}: {
  /** The button's words; a hidden part may name what it acts on. */
  trigger: ReactNode;
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
        className="button button--secondary button--project-danger"
        aria-disabled={busy}
        onClick={() => !busy && setAsking(true)}
      >
        {trigger}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={`${id}-question`} className="project-confirm" onKeyDown={(event) => event.key === 'Escape' && close()}>
      <p id={`${id}-question`} className="project-confirm__question">
        {question}
      </p>
      <button type="button" className="button button--project-danger" onClick={onConfirm}>
        {yes}
      </button>
      <button ref={noButton} type="button" className="button button--secondary" onClick={close}>
        {no}
      </button>
    </div>
  );
}
