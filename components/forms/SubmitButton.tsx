'use client';

import { useFormStatus } from 'react-dom';

/** A submit button that says what is happening and cannot be pressed twice while it does. */
export function SubmitButton({ label, pending, className = 'button' }: { label: string; pending: string; className?: string }) {
  const status = useFormStatus();
  return (
    <button type="submit" className={className} disabled={status.pending} aria-disabled={status.pending}>
      {status.pending ? pending : label}
    </button>
  );
}
