'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * Revoke with an inline question (the pattern of projects/ConfirmDelete.tsx): the question
 * takes the button's place, focus goes to the safe answer, Escape or "No" puts it back.
 */
export function ConfirmRevoke({ what, busy, onConfirm }: { what: string; busy: boolean; onConfirm: () => void }) {
  const t = useTranslations('Share');
  const id = useId();
  const [asking, setAsking] = useState(false);
  const no = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    if (asking) no.current?.focus();
    else if (answered.current) trigger.current?.focus();
  }, [asking]);

  function close() {
    answered.current = true;
    setAsking(false);
  }

  if (!asking) {
    return (
      <button
        ref={trigger}
        type="button"
        className="button button--secondary button--project-danger"
        aria-disabled={busy}
        onClick={() => !busy && setAsking(true)}
      >
        {t('revoke')}
        <span className="visually-hidden"> {what}</span>
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={`${id}-question`} className="project-confirm" onKeyDown={(event) => event.key === 'Escape' && close()}>
      <p id={`${id}-question`} className="project-confirm__question">
        {t('confirmRevoke')}
      </p>
      <button type="button" className="button button--project-danger" onClick={onConfirm}>
        {t('confirmYes')}
      </button>
      <button ref={no} type="button" className="button button--secondary" onClick={close}>
        {t('confirmNo')}
      </button>
    </div>
  );
}
