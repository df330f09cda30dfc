'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { NoticeRegion } from '@/components/forms/NoticeRegion';
import { useNotices } from '@/lib/resource/resource';
import { useMaterials } from '@/lib/resource/materials';
import { useProjects } from '@/features/projects';
import styles from './compare.module.css';

const MATERIALS_ONLY = '';

/**
 * Saves every compared surface to the user's materials (those saved already are reused),
 * and, when a project is chosen, adds them to it: one step, said in the status region.
 * Each save is a change of the materials list, so the list knows the new ones at once, and
 * its answer (the saved material's id) is what the project is given.
 */
export default function SaveComparedForUser({ surfaceIds }: { surfaceIds: string[] }) {
  const t = useTranslations('SaveCompared');
  const fieldId = useId();
  const notices = useNotices('SaveCompared');
  const { materials, save } = useMaterials();
  const { projects, update } = useProjects();
  const [target, setTarget] = useState(MATERIALS_ONLY);
  const [busy, setBusy] = useState(false);

  async function saveAll(known: NonNullable<typeof materials>) {
    const materialIds: string[] = [];
    for (const surfaceId of surfaceIds) {
      const saved = known.find((material) => material.surface?.id === surfaceId);
      if (saved) {
        materialIds.push(saved.id);
        continue;
      }
      const outcome = await save({ surfaceId });
      if (outcome.refusal) return notices.refused(outcome.refusal);
      materialIds.push(outcome.answer.id);
    }
    const project = projects?.find((p) => p.id === target);
    if (!project) return notices.success(t('savedToMaterials', { count: materialIds.length }));
    const { refusal } = await update(project.id, { materialIds: [...new Set([...project.materialIds, ...materialIds])] }, { quiet: true });
    if (refusal) notices.refused(refusal, undefined, t('projectFailed', { project: project.name }));
    else notices.success(t('savedToProject', { count: materialIds.length, project: project.name }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!materials || busy) return;
    setBusy(true);
    notices.clear();
    try {
      await saveAll(materials);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.save} onSubmit={onSubmit}>
      <label htmlFor={fieldId} className="field__label">
        {t('where')}
      </label>
      <select id={fieldId} value={target} onChange={(event) => setTarget(event.target.value)}>
        <option value={MATERIALS_ONLY}>{t('materialsOnly')}</option>
        {projects?.map((project) => (
          <option key={project.id} value={project.id}>
            {t('toProject', { project: project.name })}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={busy || !materials} aria-disabled={busy || !materials}>
        {busy ? t('saving') : t('save', { count: surfaceIds.length })}
      </button>
      <NoticeRegion notice={notices.of()} />
    </form>
  );
}
