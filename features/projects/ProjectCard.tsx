'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ConfirmAction } from '@/components/forms/ConfirmAction';
import type { ProjectInput, ProjectPatch } from '@/lib/records/inputs';
import { NoticeRegion } from '@/components/forms/NoticeRegion';
import { PROJECT_STATUSES, type Project } from '@/lib/records/account';
import type { Refusal } from '@/lib/resource/refusal';
import type { Notice } from '@/lib/resource/resource';
import { SharePanel } from '@/features/share';
import { Link } from '@/i18n/navigation';
import { addMaterial, isDraft, removeMaterial } from './list';
import { withQuantity } from './quantities';
import { ProjectBoard, type MaterialsState } from './ProjectBoard';
import { ProjectForm } from './ProjectForm';
import styles from './projects.module.css';

/** One project: its details, status, material board, and the ways to edit and delete it. */
export function ProjectCard({
  project,
  saved,
  busy,
  notice,
  onChange,
  onEdit,
  onDelete,
}: {
  project: Project;
  saved: MaterialsState;
  busy: boolean;
  notice: Notice | undefined;
  /** A quick change (status, board) with the words that confirm it. */
  onChange: (patch: ProjectPatch, done: string) => void;
  onEdit: (input: ProjectInput) => Promise<Refusal | null>;
  onDelete: () => void;
}) {
  const t = useTranslations('Projects');
  const climate = useTranslations('ProjectClimate');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const draft = isDraft(project);
  const headingId = `project-${project.id}`;

  useEffect(() => {
    // Back from the form: the keyboard returns to the button that opened it.
    if (editing) document.getElementById(`edit-${project.id}-name`)?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, project.id]);

  return (
    // No aria-busy here: it would keep screen readers from announcing the card's notices.
    <article className={`${styles.card} ${styles[project.status]}${busy || draft ? ` ${styles.busy}` : ''}`} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.name}>
          {project.name}
        </h3>
        <span className={styles.badge}>{t(`status.${project.status}`)}</span>
        {(busy || draft) && <span className={styles.saving}>{t('project.saving')}</span>}
      </div>

      {editing ? (
        <ProjectForm
          id={`edit-${project.id}`}
          initial={{ name: project.name, description: project.description, location: project.location, status: project.status }}
          submit={t('project.save')}
          pending={t('project.savePending')}
          onCancel={() => setEditing(false)}
          onSave={async (input) => {
            const refusal = await onEdit(input);
            if (!refusal) setEditing(false);
            return refusal;
          }}
        />
      ) : (
        <>
          {project.location && (
            <p className={styles.location}>
              <span className="muted">{t('fields.location')}:</span> {project.location}
            </p>
          )}
          {project.description && <p className={`${styles.description} pre-line`}>{project.description}</p>}
        </>
      )}

      <NoticeRegion notice={notice} compact />

      {!draft && (
        <>
          <div className={styles.statuses} role="group" aria-labelledby={`${headingId}-status`}>
            <span id={`${headingId}-status`} className="field__label">
              {t('fields.status')}
            </span>
            {PROJECT_STATUSES.map((status) => (
              <button
                key={status}
                type="button"
                className={styles.toggle}
                aria-pressed={project.status === status}
                aria-disabled={busy}
                onClick={() => {
                  if (busy || project.status === status) return;
                  onChange({ status }, t('project.statusChanged', { status: t(`status.${status}`) }));
                }}
              >
                {t(`status.${status}`)}
              </button>
            ))}
          </div>

          <ProjectBoard
            projectName={project.name}
            materialIds={project.materialIds}
            quantities={project.quantities}
            saved={saved}
            busy={busy}
            onAdd={(materialId, name) => onChange({ materialIds: addMaterial(project.materialIds, materialId) }, t('board.added', { material: name }))}
            onRemove={(materialId, name) => onChange({ materialIds: removeMaterial(project.materialIds, materialId) }, t('board.removed', { material: name }))}
            onQuantity={(materialId, name, entry) =>
              onChange({ quantities: withQuantity(project.quantities, materialId, entry) }, t('quantity.saved', { material: name }))
            }
          />

          <div className={styles.actions}>
            <Link className="button button--secondary" href={`/my-projects/${project.id}/climate`} aria-label={climate('linkFor', { project: project.name })}>
              {climate('link')}
            </Link>
            {!editing && (
              <button ref={editButton} type="button" className="button button--secondary" aria-disabled={busy} onClick={() => !busy && setEditing(true)}>
                {t('project.edit')}
                <span className="visually-hidden"> {project.name}</span>
              </button>
            )}
            <ConfirmAction
              trigger={t('project.delete')}
              question={t('project.confirmDelete', { name: project.name })}
              yes={t('project.confirmYes')}
              no={t('project.confirmNo')}
              busy={busy}
              onConfirm={onDelete}
            />
          </div>

          <SharePanel projectId={project.id} projectName={project.name} />
        </>
      )}
    </article>
  );
}
