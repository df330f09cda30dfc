'use client';

import { useLocale, useTranslations } from 'next-intl';
import Image from 'next/image';
import { useId, useRef, useState, type RefObject } from 'react';
import { Link } from '@/i18n/navigation';
import type { Lab } from '@ytbanken/domain/colour/ciede2000';
import { sitePaths } from '@/lib/catalogue/paths';
import { ConfirmAction } from '@/components/forms/ConfirmAction';
import type { MeasurementInput } from '@/lib/records/inputs';
import type { Measurement, Project, SurfaceRef } from '@/lib/records/account';
import type { Refusal } from '@/lib/resource/refusal';
import { colourDifference } from './delta';
import { formatDateTime, formatDeltaE, formatNumber } from '@/lib/i18n/format';
import { endOfDay, valuesOf } from './form';
import { isPending } from './list';
import { MeasurementForm } from './MeasurementForm';
import { Verdict } from '@/components/colour/Verdict';
import styles from './measurements.module.css';

/** What every row of the table shares: the choices its edit form offers and what its buttons do. */
export interface RowActions {
  saved: SurfaceRef[];
  projects: Project[] | undefined;
  onUpdate: (original: Measurement, input: MeasurementInput, surface: SurfaceRef | null) => Promise<Refusal | null>;
  onDelete: (measurement: Measurement) => void;
  /** Where focus goes when a row's buttons are no longer there. */
  onGone: () => void;
}

/** The table's columns, in order (their headings are Measurements.table messages). */
export const COLUMNS = ['surface', 'declared', 'measured', 'deltaE', 'measuredAt', 'project', 'instrument', 'note', 'actions'] as const;

function Values({ lab, gloss, lrv }: { lab: Lab | null; gloss: number | null; lrv: number | null }) {
  const t = useTranslations('Measurements.values');
  const locale = useLocale();
  const rows: [string, number][] = [];
  if (lab) rows.push([t('L'), lab.L], [t('a'), lab.a], [t('b'), lab.b]);
  if (gloss != null) rows.push([t('gloss'), gloss]);
  if (lrv != null) rows.push([t('lrv'), lrv]);
  return (
    <dl className={styles.labValues}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatNumber(value, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

function SurfaceCell({ surface }: { surface: SurfaceRef | null }) {
  const t = useTranslations('Measurements');
  if (!surface) return <span className="muted">{t('unknownSurface')}</span>;
  return (
    <div className={styles.surface}>
      {surface.swatchUrl ? (
        <Image src={surface.swatchUrl} alt="" width={40} height={40} className={styles.chip} />
      ) : (
        <span className={styles.chip} style={{ background: surface.hex ?? undefined }} aria-hidden="true" />
      )}
      <span>
        <Link href={sitePaths.surface(surface.id)} className={styles.surfaceName}>
          {surface.name}
        </Link>
        <span className={styles.surfaceCode}>{surface.articleNumber}</span>
        {surface.productName && (
          <span className={styles.surfaceProduct}>
            {surface.productName}
            {surface.producerName && ` · ${surface.producerName}`}
          </span>
        )}
      </span>
    </div>
  );
}

/**
 * One measurement: the declared values next to the measured ones, the ΔE00 and its
 * verdict, and its own edit form and delete confirmation. The delete question is asked
 * in place (a native confirm() is not announced reliably and cannot be styled).
 */
export function MeasurementRow({ measurement, saved, projects, onUpdate, onDelete, onGone }: { measurement: Measurement } & RowActions) {
  const t = useTranslations('Measurements');
  const tBand = useTranslations('ColourDifference.bands');
  const locale = useLocale();
  const formId = `measurement-edit-${useId().replace(/:/g, '')}`;
  // While editing: the latest day the date picker offers, fixed when the form opens.
  const [editing, setEditing] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  const pending = isPending(measurement);
  const { surface } = measurement;
  const difference = colourDifference(surface?.declared, measurement.measured);
  const date = formatDateTime(measurement.measuredAt, locale);
  const surfaceName = surface?.name ?? t('unknownSurface');

  // Focus moves after React has drawn the change; the button may be gone by then.
  const focusLater = (target: RefObject<HTMLButtonElement | null>) => requestAnimationFrame(() => (target.current ? target.current.focus() : onGone()));

  async function save(input: MeasurementInput, chosen: SurfaceRef | null) {
    const refused = await onUpdate(measurement, input, chosen);
    if (!refused) {
      setEditing(null);
      focusLater(editButton);
    }
    return refused;
  }

  return (
    <>
      <tr className={styles.row} aria-busy={pending || undefined}>
        <th scope="row">
          <SurfaceCell surface={surface} />
        </th>
        <td>
          {surface?.declared || surface?.gloss != null || surface?.lrv != null ? (
            <Values lab={surface.declared} gloss={surface.gloss} lrv={surface.lrv} />
          ) : (
            <span className="muted">{t('noDeclared')}</span>
          )}
        </td>
        <td>
          <Values lab={measurement.measured} gloss={measurement.gloss} lrv={measurement.lrv} />
        </td>
        <td className={styles.delta}>
          {difference ? (
            <>
              <strong className={styles.deltaValue} data-testid="delta-e">
                {formatDeltaE(difference.deltaE, locale)}
              </strong>
              <Verdict band={difference.verdict}>{tBand(difference.verdict)}</Verdict>
            </>
          ) : (
            <span className="muted">{t('noDeltaE')}</span>
          )}
        </td>
        <td>
          <time dateTime={measurement.measuredAt}>{date}</time>
        </td>
        <td>{measurement.project ? measurement.project.name : <span className="muted">{t('noProject')}</span>}</td>
        <td>{measurement.instrument}</td>
        <td className={styles.note}>{measurement.note}</td>
        <td className={styles.actions}>
          {pending ? (
            <span className="muted">{t('pending')}</span>
          ) : (
            <>
              <button
                type="button"
                ref={editButton}
                className="link-button"
                aria-expanded={editing !== null}
                aria-controls={editing ? formId : undefined}
                aria-label={t('editLabel', { surface: surfaceName, date })}
                onClick={() => {
                  const max = endOfDay(new Date());
                  setEditing((open) => (open ? null : max));
                }}
              >
                {t('edit')}
              </button>
              <ConfirmAction
                look="link"
                className={styles.confirm}
                trigger={t('delete')}
                label={t('deleteLabel', { surface: surfaceName, date })}
                question={t('confirmDelete', { surface: surfaceName })}
                yes={t('yes')}
                no={t('no')}
                busy={false}
                onConfirm={() => {
                  // The row is gone at once: the keyboard goes to the list's heading.
                  onGone();
                  onDelete(measurement);
                }}
              />
            </>
          )}
        </td>
      </tr>
      {editing && !pending && (
        <tr className={styles.edit}>
          <td colSpan={COLUMNS.length}>
            <h3 id={`${formId}-title`}>{t('form.editTitle', { surface: surfaceName })}</h3>
            <MeasurementForm
              id={formId}
              labelledBy={`${formId}-title`}
              initial={valuesOf(measurement, locale)}
              keepMeasuredAt={measurement.measuredAt}
              maxDate={editing}
              saved={saved}
              initialSurface={surface}
              projects={projects}
              initialProject={measurement.project}
              submitLabel={t('form.saveChanges')}
              onSubmit={save}
              onCancel={() => {
                setEditing(null);
                focusLater(editButton);
              }}
              focusOnMount
            />
          </td>
        </tr>
      )}
    </>
  );
}
