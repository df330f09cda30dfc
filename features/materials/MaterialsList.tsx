'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ConfirmAction } from '@/components/forms/ConfirmAction';
import { NoticeRegion } from '@/components/forms/NoticeRegion';
import type { Material, Project } from '@/lib/records/account';
import { refusalOf } from '@/lib/resource/refusal';
import { useNotices } from '@/lib/resource/resource';
import { addMaterial, ProjectOptions, useProjects } from '@/features/projects';
import { Link } from '@/i18n/navigation';
import { useMaterials } from '@/lib/resource/materials';
import styles from './materials.module.css';

const nameOf = (m: Material) => m.surface?.name ?? m.product?.name ?? '';

/**
 * The saved materials, each with its note, removal and "add to project". Changes show at
 * once, roll back if refused, and the page's status region says how they went.
 */
export function MaterialsList() {
  const t = useTranslations('Materials');
  const notices = useNotices('Materials');
  const { materials, error, pending, saveNote, remove } = useMaterials(notices);
  const { projects, update } = useProjects(notices);
  const list = useRef<HTMLDivElement>(null);

  if (!materials) {
    return error ? <p role="alert">{t(`errors.${refusalOf(error).code}`)}</p> : <p role="status">{t('loading')}</p>;
  }

  const removeAt = (material: Material, index: number) => {
    // The item is gone at once: the keyboard goes on to the next one (or the one before),
    // or, when none is left, to the link the empty list offers once it is drawn.
    const neighbour = materials[index + 1] ?? materials[index - 1];
    const link = neighbour && list.current?.querySelector<HTMLElement>(`#material-${neighbour.id} a`);
    if (link) link.focus();
    else requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('.empty a')?.focus());
    void remove(material, t('removed', { name: nameOf(material) }));
  };

  return (
    <div ref={list}>
      <NoticeRegion notice={notices.of()} />
      {materials.length === 0 ? (
        <p className="empty">
          {t('empty')} <Link href="/products">{t('browse')}</Link>
        </p>
      ) : (
        <ul className="materials">
          {materials.map((material, index) => (
            <MaterialItem
              key={material.id}
              material={material}
              projects={projects ?? []}
              busy={pending.has(material.id)}
              onNote={(note) => saveNote(material, note, t('noteSaved', { name: nameOf(material) }))}
              onRemove={() => removeAt(material, index)}
              onAdd={(project) =>
                update(
                  project.id,
                  { materialIds: addMaterial(project.materialIds, material.id) },
                  { done: t('added', { name: nameOf(material), project: project.name }) },
                )
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function MaterialItem({
  material,
  projects,
  busy,
  onNote,
  onRemove,
  onAdd,
}: {
  material: Material;
  projects: Project[];
  busy: boolean;
  onNote: (note: string) => Promise<unknown>;
  onRemove: () => void;
  onAdd: (project: Project) => Promise<unknown>;
}) {
  const t = useTranslations('Materials');
  const [projectId, setProjectId] = useState('');
  const { surface, product } = material;
  const name = nameOf(material);
  const href = surface ? `/surfaces/${surface.id}` : `/products/${product?.id}`;
  const picture = surface?.swatchUrl ?? product?.imageUrl ?? null;
  const headingId = `material-${material.id}`;
  const candidates = projects.filter((p) => !p.materialIds.includes(material.id));
  const producer = surface?.producerName ?? product?.producerName;

  return (
    <li className="material" aria-labelledby={headingId}>
      <div className="material__picture" style={{ background: surface?.hex ?? undefined }}>
        {picture && <Image src={picture} alt="" width={96} height={96} />}
      </div>
      <div className="material__body">
        <h2 id={headingId} className="material__name">
          <Link href={href}>{name}</Link>
        </h2>
        <p className="muted">
          {surface ? `${t('surface')} · ${surface.articleNumber} · ${surface.productName ?? ''}` : t('product')}
          {producer && ` · ${producer}`}
        </p>
        <form
          className={styles.note}
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void onNote(String(new FormData(event.currentTarget).get('note') ?? ''));
          }}
        >
          <label htmlFor={`note-${material.id}`} className="field__label">
            {t('note')}
          </label>
          <textarea id={`note-${material.id}`} name="note" rows={2} maxLength={1000} defaultValue={material.note} />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {busy ? t('savingNote') : t('saveNote')}
          </button>
        </form>
        <div className={styles.actions}>
          {projects.length === 0 ? (
            <p className="muted">
              {t('noProjects')} <Link href="/my-projects">{t('createProject')}</Link>
            </p>
          ) : (
            candidates.length > 0 && (
              <form
                className={styles.project}
                onSubmit={(event) => {
                  event.preventDefault();
                  const project = projects.find((p) => p.id === projectId);
                  if (project) void onAdd(project);
                }}
              >
                <label htmlFor={`project-${material.id}`} className="field__label">
                  {t('addToProject')}
                </label>
                <select id={`project-${material.id}`} value={projectId} onChange={(e) => setProjectId(e.target.value)}>
                  <option value="">{t('chooseProject')}</option>
                  <ProjectOptions projects={candidates} />
                </select>
                <button type="submit" className="button button--secondary" disabled={!projectId}>
                  {t('add')}
                </button>
              </form>
            )
          )}
          <ConfirmAction
            look="link"
            trigger={
              <>
                {t('remove')}
                <span className="visually-hidden"> {name}</span>
              </>
            }
            question={t('confirmRemove', { name })}
            yes={t('yes')}
            no={t('no')}
            busy={busy}
            onConfirm={onRemove}
          />
        </div>
      </div>
    </li>
  );
}
