'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * Delete with an inline question instead of window.confirm: the question takes the
 * button's place, focus goes to the safe answer, Escape or "No" puts everything back.
 */
export function ConfirmDelete({ name, busy, onConfirm }: { name: string; busy: boolean; onConfirm: () => void }) {
  const t = useTranslations('Projects.project');
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
        {t('delete')}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={`${id}-question`} className="project-confirm" onKeyDown={(event) => event.key === 'Escape' && close()}>
      <p id={`${id}-question`} className="project-confirm__question">
        {t('confirmDelete', { name })}
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
