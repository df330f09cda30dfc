'use client';

import { useRef, useTransition } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';

interface Select {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}

/**
 * A plain GET form that works without JavaScript; with it, every change updates the
 * URL at once (so back and forward work) and the list shows that it is updating.
 */
export function ProductFilters({
  legend,
  selects,
  applyLabel,
  updatingLabel,
}: {
  legend: string;
  selects: Select[];
  applyLabel: string;
  updatingLabel: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();

  function update() {
    const data = new FormData(form.current!);
    const query = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === 'string' && value && !(key === 'sort' && value === 'name')) query.set(key, value);
    startTransition(() => router.push(`${pathname}${query.size ? `?${query}` : ''}`, { scroll: false }));
  }

  return (
    <form ref={form} method="get" className="filters" aria-busy={pending} onChange={update} onSubmit={(e) => (e.preventDefault(), update())}>
      <fieldset>
        <legend className="visually-hidden">{legend}</legend>
        {selects.map((select) => (
          <label key={select.name} className="field">
            <span className="field__label">{select.label}</span>
            <select name={select.name} defaultValue={select.value} key={select.value}>
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit" className="button button--secondary">
          {applyLabel}
        </button>
      </fieldset>
      <p className="filters__status" role="status">
        {pending ? updatingLabel : ''}
      </p>
    </form>
  );
}
