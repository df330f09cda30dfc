'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@/i18n/navigation';
import type { Material, ProjectQuantity } from '@/lib/records/account';
import { QuantityForm } from '@/features/projects/QuantityForm';
import { boardOf, optionLabel, type Swatch } from '@/features/projects/board';
import styles from './projects.module.css';

export interface MaterialsState {
  materials: Material[] | undefined;
  failed: boolean;
}

/**
 * A project's material board: its materials as swatches, each removable, and a choice of
 * the user's saved materials not yet on it. Changes go out as the board's complete list.
 */
export function ProjectBoard({
  projectName,
  materialIds,
  quantities,
  saved,
  busy,
  onAdd,
  onRemove,
  onQuantity,
}: {
  projectName: string;
  materialIds: string[];
  quantities: ProjectQuantity[];
  saved: MaterialsState;
  busy: boolean;
  onAdd: (materialId: string, name: string) => void;
  onRemove: (materialId: string, name: string) => void;
  onQuantity: (materialId: string, name: string, entry: Omit<ProjectQuantity, 'material'>) => void;
}) {
  const t = useTranslations('Projects');
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [choice, setChoice] = useState('');
  const [missingChoice, setMissingChoice] = useState(false);
  const { onBoard, addable } = boardOf({ materialIds }, saved.materials ?? []);
  const headingId = `${id}-heading`;
  const selectId = `${id}-add`;
  const errorId = `${id}-add-error`;

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const swatch = addable.find((s) => s.id === choice);
    if (!swatch) {
      setMissingChoice(true);
      select.current?.focus();
      return;
    }
    setChoice('');
    setMissingChoice(false);
    onAdd(swatch.id, swatch.name);
  }

  // The remove button goes with its swatch: once it is gone, keep the keyboard on the board,
  // in the choice of materials (which may only now appear) or else on the board's heading.
  const removing = useRef<string | null>(null);
  useEffect(() => {
    if (!removing.current || materialIds.includes(removing.current)) return;
    removing.current = null;
    (select.current ?? heading.current)?.focus();
  }, [materialIds]);

  function remove(materialId: string, name: string) {
    if (busy) return;
    removing.current = materialId;
    onRemove(materialId, name);
  }

  return (
    <section className={styles.board} aria-labelledby={headingId}>
      <h4 id={headingId} ref={heading} tabIndex={-1} className={styles.boardHeading}>
        {t('board.heading')} <span className="muted">({t('board.count', { count: materialIds.length })})</span>
      </h4>
      {onBoard.length > 0 ? (
        <ul className={styles.swatches}>
          {onBoard.map(({ id: materialId, swatch }) => {
            const name = swatch?.name ?? t('board.unknown');
            return (
              <li key={materialId} className={styles.item}>
                <SwatchView swatch={swatch} name={name} />
                <QuantityForm
                  name={name}
                  current={quantities.find((q) => q.material === materialId) ?? null}
                  busy={busy}
                  onSave={(entry) => onQuantity(materialId, name, entry)}
                />
                <button type="button" className={`link-button ${styles.remove}`} aria-disabled={busy} onClick={() => remove(materialId, name)}>
                  {t('board.remove')}
                  <span className="visually-hidden"> {t('board.removeWhat', { material: name, project: projectName })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">{t('board.empty')}</p>
      )}

      {saved.failed ? (
        <p className="muted">{t('board.loadFailed')}</p>
      ) : !saved.materials ? (
        <p className="muted" role="status">
          {t('board.loading')}
        </p>
      ) : saved.materials.length === 0 ? (
        <p className={styles.hint}>
          {t('board.noMaterials')} <Link href="/products">{t('board.browse')}</Link>
        </p>
      ) : addable.length === 0 ? (
        <p className={styles.hint}>
          {t('board.allAdded')} <Link href="/products">{t('board.browse')}</Link>
        </p>
      ) : (
        <form className={styles.add} onSubmit={add} noValidate>
          <div className="field">
            <label htmlFor={selectId} className="field__label">
              {t('board.add')}
            </label>
            <select
              ref={select}
              id={selectId}
              value={choice}
              onChange={(event) => (setChoice(event.target.value), setMissingChoice(false))}
              aria-invalid={missingChoice}
              aria-describedby={missingChoice ? errorId : undefined}
            >
              <option value="">{t('board.choose')}</option>
              {addable.map((swatch) => (
                <option key={swatch.id} value={swatch.id}>
                  {optionLabel(swatch)}
                </option>
              ))}
            </select>
            {missingChoice && (
              <p id={errorId} className="field__error">
                {t('board.chooseFirst')}
              </p>
            )}
          </div>
          <button type="submit" className="button button--secondary" aria-disabled={busy}>
            {t('board.addSubmit')}
          </button>
        </form>
      )}
    </section>
  );
}

function SwatchView({ swatch, name }: { swatch: Swatch | null; name: string }) {
  const chip = swatch?.imageUrl ? (
    <Image src={swatch.imageUrl} alt="" width={96} height={96} className={styles.chip} />
  ) : (
    <span className={styles.chip} style={{ background: swatch?.hex ?? undefined }} aria-hidden="true" />
  );
  return (
    <>
      {chip}
      <span className={styles.itemName}>{swatch?.href ? <Link href={swatch.href}>{name}</Link> : name}</span>
      {swatch?.code && <span className={styles.itemCode}>{swatch.code}</span>}
      {swatch?.context && <span className={styles.itemContext}>{swatch.context}</span>}
    </>
  );
}
