'use client';

import Image from 'next/image';
import { useState } from 'react';
import useSWR from 'swr';
import { Link } from '@/i18n/navigation';
import { request } from '@/lib/http/request';
import type { Material, Project } from '@/lib/strapi/owner-schemas';
import { errorCode, MATERIALS_KEY, useMaterials } from './useMaterials';

type Labels = Record<
  | 'loading' | 'empty' | 'browse' | 'surface' | 'product' | 'producer' | 'note' | 'saveNote' | 'savingNote' | 'remove' | 'confirmRemove'
  | 'yes' | 'no' | 'addToProject' | 'chooseProject' | 'add' | 'added' | 'noProjects' | 'createProject',
  string
> & { errors: Record<string, string> };

const projectsFetcher = async (url: string) => ((await request(url)) as { projects: Project[] }).projects;

/** The saved materials, each with its note, removal and "add to project"; changes show at once and roll back if refused. */
export function MaterialsList({ labels }: { labels: Labels }) {
  const { data: materials, error, mutate } = useMaterials();
  const { data: projects, mutate: mutateProjects } = useSWR<Project[]>('/api/projects', projectsFetcher);
  const [message, setMessage] = useState<{ kind: 'error' | 'status'; text: string } | null>(null);

  const fail = (cause: unknown) => setMessage({ kind: 'error', text: labels.errors[errorCode(cause)] ?? labels.errors.failed! });

  async function change(id: string, next: (list: Material[]) => Material[], send: () => Promise<unknown>) {
    setMessage(null);
    try {
      await mutate(
        async () => {
          await send();
          return next(materials ?? []);
        },
        { optimisticData: next(materials ?? []), rollbackOnError: true, revalidate: false },
      );
    } catch (cause) {
      fail(cause);
    }
  }

  const saveNote = (material: Material, note: string) =>
    change(
      material.id,
      (list) => list.map((m) => (m.id === material.id ? { ...m, note } : m)),
      () => request(`${MATERIALS_KEY}/${material.id}`, { method: 'PATCH', body: { note } }),
    );
  const remove = (material: Material) =>
    change(
      material.id,
      (list) => list.filter((m) => m.id !== material.id),
      () => request(`${MATERIALS_KEY}/${material.id}`, { method: 'DELETE' }),
    );

  async function addToProject(material: Material, project: Project) {
    setMessage(null);
    try {
      const materialIds = [...new Set([...project.materialIds, material.id])];
      await request(`/api/projects/${project.id}`, { method: 'PATCH', body: { materialIds } });
      await mutateProjects();
      setMessage({ kind: 'status', text: labels.added.replace('{name}', nameOf(material)).replace('{project}', project.name) });
    } catch (cause) {
      fail(cause);
    }
  }

  if (error) return <p role="alert">{labels.errors[errorCode(error)]}</p>;
  if (!materials) return <p role="status">{labels.loading}</p>;

  return (
    <div>
      <div role={message?.kind === 'error' ? 'alert' : 'status'} className={message ? `form__message form__message--${message.kind === 'error' ? 'error' : 'success'}` : ''}>
        {message?.text}
      </div>
      {materials.length === 0 ? (
        <p className="empty">
          {labels.empty} <Link href="/products">{labels.browse}</Link>
        </p>
      ) : (
        <ul className="materials">
          {materials.map((material) => (
            <MaterialItem
              key={material.id}
              material={material}
              projects={projects ?? []}
              labels={labels}
              onNote={(note) => saveNote(material, note)}
              onRemove={() => remove(material)}
              onAdd={(project) => addToProject(material, project)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

const nameOf = (m: Material) => m.surface?.name ?? m.product?.name ?? '';

function MaterialItem({
  material,
  projects,
  labels,
  onNote,
  onRemove,
  onAdd,
}: {
  material: Material;
  projects: Project[];
  labels: Labels;
  onNote: (note: string) => Promise<void>;
  onRemove: () => void;
  onAdd: (project: Project) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [projectId, setProjectId] = useState('');
  const { surface, product } = material;
  const name = nameOf(material);
  const href = surface ? `/surfaces/${surface.id}` : `/products/${product?.id}`;
  const picture = surface?.swatchUrl ?? product?.imageUrl ?? null;
  const headingId = `material-${material.id}`;
  const candidates = projects.filter((p) => !p.materialIds.includes(material.id));

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
          {surface ? `${labels.surface} · ${surface.articleNumber} · ${surface.productName ?? ''}` : labels.product}
          {(surface?.producerName ?? product?.producerName) && ` · ${surface?.producerName ?? product?.producerName}`}
        </p>
        <form
          className="material__note"
          onSubmit={async (event) => {
            event.preventDefault();
            setPending(true);
            await onNote(String(new FormData(event.currentTarget).get('note') ?? ''));
            setPending(false);
          }}
        >
          <label htmlFor={`note-${material.id}`} className="field__label">
            {labels.note}
          </label>
          <textarea id={`note-${material.id}`} name="note" rows={2} maxLength={1000} defaultValue={material.note} />
          <button type="submit" className="button button--secondary" disabled={pending}>
            {pending ? labels.savingNote : labels.saveNote}
          </button>
        </form>
        <div className="material__actions">
          {projects.length === 0 ? (
            <p className="muted">
              {labels.noProjects} <Link href="/my-projects">{labels.createProject}</Link>
            </p>
          ) : (
            candidates.length > 0 && (
              <form
                className="material__project"
                onSubmit={async (event) => {
                  event.preventDefault();
                  const project = projects.find((p) => p.id === projectId);
                  if (project) await onAdd(project);
                }}
              >
                <label htmlFor={`project-${material.id}`} className="field__label">
                  {labels.addToProject}
                </label>
                <select id={`project-${material.id}`} value={projectId} onChange={(e) => setProjectId(e.target.value)}>
                  <option value="">{labels.chooseProject}</option>
                  {candidates.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
                <button type="submit" className="button button--secondary" disabled={!projectId}>
                  {labels.add}
                </button>
              </form>
            )
          )}
          {confirming ? (
            <div role="group" aria-label={labels.confirmRemove.replace('{name}', name)} className="confirm">
              <span>{labels.confirmRemove.replace('{name}', name)}</span>
              <button type="button" className="button" onClick={onRemove}>
                {labels.yes}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                {labels.no}
              </button>
            </div>
          ) : (
            <button type="button" className="link-button" onClick={() => setConfirming(true)}>
              {labels.remove}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
