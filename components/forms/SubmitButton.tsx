'use client';

import { useFormStatus } from 'react-dom';
import { useScripted } from '@/lib/forms/scripted';

/**
 * A submit button that says what is happening and cannot be pressed twice while it does. A form
 * that cannot work without the page's script (`needsScript`) has it disabled until the script runs.
 */
export function SubmitButton({
  label,
  pending,
  className = 'button',
  needsScript = false,
}: {
  label: string;
  pending: string;
  className?: string;
  needsScript?: boolean;
}) {
  const status = useFormStatus();
  const scripted = useScripted();
  const disabled = status.pending || (needsScript && !scripted);
  return (
    <button type="submit" className={className} disabled={disabled} aria-disabled={disabled}>
      {status.pending ? pending : label}
    </button>
  );
}
