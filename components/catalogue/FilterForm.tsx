'use client';

import { useEffect, useRef, useTransition, type ReactNode } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import styles from './FilterForm.module.css';

/**
 * A plain GET form that works without JavaScript (the server answers an address in another
 * order with the one canonical address); with it, each choice updates the list in place and
 * the address at once (so back and forward work), also a field that submits the form
 * itself (the producer's combobox), and the list says it is updating. Number
 * fields apply when left or on Enter, not at every keystroke. The fields are the server's
 * (`children`): after back or forward they are set again from what the server rendered.
 */
export function FilterForm({ label, updatingLabel, children }: { label: string; updatingLabel: string; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();

  const shown = useRef<ReactNode>(undefined);
  useEffect(() => {
    if (shown.current === children) return; // Strict Mode's second run
    const first = shown.current === undefined;
    shown.current = children;
    const fields = Array.from(form.current?.elements ?? []);
    // A choice made before the script ran (a slow phone) is applied now, not lost; a form the
    // browser filled in again on back or forward is not a choice.
    if (first && fields.some(changedByVisitor) && !fromHistory()) return update();
    // The server's defaults are the address's choices; the DOM's may be from before a back.
    for (const element of fields) {
      if (element instanceof HTMLInputElement) {
        if (element.type === 'checkbox' || element.type === 'radio') element.checked = element.defaultChecked;
        else element.value = element.defaultValue;
      } else if (element instanceof HTMLSelectElement) {
        for (const option of Array.from(element.options)) option.selected = option.defaultSelected;
      }
    }
    // update() is this render's; the effect follows the server's fields, not it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [children]);

  function update() {
    // FormData lists the fields in the form's order, which is the address's order.
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form.current!)) {
      if (typeof value === 'string' && value !== '' && !(key === 'sort' && value === 'name')) query.append(key, value);
    }
    const next = `${pathname}${query.size ? `?${query}` : ''}`;
    startTransition(() => router.push(next, { scroll: false }));
  }

  return (
    <form
      ref={form}
      method="get"
      className="filters"
      aria-label={label}
      aria-busy={pending}
      onChange={(event) => {
        // Boxes and selects apply at once; typed fields (numbers, the producer's combobox) do not.
        const target = event.target;
        if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'))) update();
      }}
      onBlur={(event) => {
        const target = event.target;
        if (target instanceof HTMLInputElement && target.type === 'number' && target.value !== target.defaultValue) update();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        update();
      }}
    >
      {children}
      <p className={styles.status} role="status">
        {pending ? updatingLabel : ''}
      </p>
    </form>
  );
}

/** Whether a field differs from what the server rendered. */
function changedByVisitor(element: Element) {
  if (element instanceof HTMLInputElement) {
    return element.type === 'checkbox' || element.type === 'radio' ? element.checked !== element.defaultChecked : element.value !== element.defaultValue;
  }
  return element instanceof HTMLSelectElement && Array.from(element.options).some((option) => option.selected !== option.defaultSelected);
}

/** The page came back through the history, where the browser may restore its fields. */
function fromHistory() {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward';
}
