'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { mutate } from 'swr';
import { keys } from '@/features/kit/keys';
import { answers } from '@/lib/records/account';
import { refusalOf } from '@/features/kit/refusal';
import { useMaterials } from '@/features/materials/hooks';
import { useProjects } from '@/features/projects/hooks';
import type { Locale } from '@/i18n/routing';
import { request } from '@/lib/http/request';

const MATERIALS_ONLY = '';

/**
 * Saves every compared surface to the user's materials (those saved already are reused),
 * and, when a project is chosen, adds them to it: one step, said in the status region.
 */
export default function SaveComparedForUser({ surfaceIds }: { surfaceIds: string[] }) {
  const t = useTranslations('SaveCompared');
  const locale = useLocale() as Locale;
  const fieldId = useId();
  const { materials } = useMaterials();
  const { projects, update } = useProjects();
  const [target, setTarget] = useState(MATERIALS_ONLY);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!materials) return;
    setBusy(true);
    setSaid(null);
    try {
      const materialIds: string[] = [];
      for (const surfaceId of surfaceIds) {
        const saved = materials.find((material) => material.surface?.id === surfaceId);
        materialIds.push(saved ? saved.id : (await request(keys.materials(locale), { method: 'POST', body: { surfaceId }, schema: answers.material })).id);
      }
      await mutate(keys.materials(locale));
      const project = projects?.find((p) => p.id === target);
      if (project) {
        const refusal = await update(project.id, { materialIds: [...new Set([...project.materialIds, ...materialIds])] }, { quiet: true });
        if (refusal) {
          setSaid({ kind: 'error', text: t('projectFailed', { project: project.name }) });
          return;
        }
        setSaid({ kind: 'success', text: t('savedToProject', { count: materialIds.length, project: project.name }) });
      } else {
        setSaid({ kind: 'success', text: t('savedToMaterials', { count: materialIds.length }) });
      }
    } catch (failure) {
      setSaid({ kind: 'error', text: refusalOf(failure).code === 'unauthorized' ? t('signedOut') : t('failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="compare__save" onSubmit={onSubmit}>
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
      <p role="status" className="form__message form__message--success">
        {said?.kind === 'success' ? said.text : null}
      </p>
      <p role="alert" className="form__message form__message--error">
        {said?.kind === 'error' ? said.text : null}
      </p>
    </form>
  );
}
