'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { MOST_QUANTITY } from '@/lib/records/inputs';
import { PLACEMENTS, QUANTITY_UNITS, type ProjectQuantity } from '@/lib/records/account';
import styles from './projects.module.css';

type Entry = Omit<ProjectQuantity, 'material'>;

/** Parses what a visitor types, with a Swedish decimal comma as well as a point. */
function parseQuantity(text: string): number | null {
  const value = Number(text.trim().replace(/\s/g, '').replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 && value <= MOST_QUANTITY ? value : null;
}

/**
 * One material's quantity in a project, what it counts and where it is placed. The number is
 * checked here against the same bounds the route and the cms hold, so the visitor learns at once.
 */
export function QuantityForm({
  name,
  current,
  busy,
  onSave,
}: {
  name: string;
  current: ProjectQuantity | null;
  busy: boolean;
  onSave: (entry: Entry) => void;
}) {
  const t = useTranslations('Projects.quantity');
  const id = useId();
  const [quantity, setQuantity] = useState(current ? String(current.quantity) : '');
  const [unit, setUnit] = useState<Entry['unit']>(current?.unit ?? 'm2');
  const [placement, setPlacement] = useState<Entry['placement']>(current?.placement ?? 'floor');
  const [invalid, setInvalid] = useState(false);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const value = parseQuantity(quantity);
    setInvalid(value === null);
    if (value !== null) onSave({ quantity: value, unit, placement });
  }

  return (
    <form className={styles.quantity} onSubmit={save} noValidate aria-label={t('formOf', { material: name })}>
      <div className="field">
        <label htmlFor={`${id}-quantity`} className="field__label">
          {t('quantity')}
        </label>
        <input
          id={`${id}-quantity`}
          inputMode="decimal"
          value={quantity}
          onChange={(event) => (setQuantity(event.target.value), setInvalid(false))}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        {invalid && (
          <p id={`${id}-error`} className="field__error">
            {t('quantityRange', { most: MOST_QUANTITY })}
          </p>
        )}
      </div>
      <Choice id={`${id}-unit`} label={t('unit')} options={QUANTITY_UNITS} value={unit} onChange={setUnit} text={(u) => t(`units.${u}`)} />
      <Choice id={`${id}-placement`} label={t('placement')} options={PLACEMENTS} value={placement} onChange={setPlacement} text={(p) => t(`placements.${p}`)} />
      <button type="submit" className="button button--secondary" aria-disabled={busy}>
        {t('save')}
      </button>
    </form>
  );
}

function Choice<T extends string>({
  id,
  label,
  options,
  value,
  onChange,
  text,
}: {
  id: string;
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (option: T) => string;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(options.find((o) => o === event.target.value) ?? value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
