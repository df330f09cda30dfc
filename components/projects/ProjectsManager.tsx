'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import useSWR from 'swr';
import { Link } from '@/i18n/navigation';
import { request } from '@/lib/http/request';
import { materialsAnswer, materialsUrl, type ProjectPatch } from '@/lib/projects/api';
import type { RefusalCode } from '@/lib/projects/refusal';
import { ProjectCard, type Notice } from './ProjectCard';
import { ProjectForm } from './ProjectForm';
import { useProjects } from './useProjects';

const fetchMaterials = (url: string) => request(url, { schema: materialsAnswer });

/** The signed-in part of /my-projects: a form for a new project and the list of projects. */
export function ProjectsManager() {
  const t = useTranslations('Projects');
  const locale = useLocale();
  const { projects, loadError, isLoading, retry, pending, create, update, remove } = useProjects();
  const materials = useSWR(materialsUrl(locale), fetchMaterials);
  // Kept here, not in the cards: a card that a refused delete brings back still says why.
  const [notices, setNotices] = useState<Record<string, Notice | undefined>>({});
  const [listNotice, setListNotice] = useState<Notice>();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const notify = (id: string, notice: Notice | undefined) => setNotices((current) => ({ ...current, [id]: notice }));
  const refused = (code: RefusalCode): Notice => ({ kind: 'error', text: t(`errors.${code}`) });

  async function change(id: string, patch: ProjectPatch, done: string) {
    notify(id, undefined);
    const refusal = await update(id, patch);
    notify(id, refusal ? refused(refusal.code) : { kind: 'success', text: done });
  }

  async function destroy(id: string, name: string) {
    notify(id, undefined);
    setListNotice(undefined);
    // The card is gone at once: keep the keyboard in the list.
    listHeading.current?.focus();
    const refusal = await remove(id);
    if (refusal) notify(id, refused(refusal.code));
    else setListNotice({ kind: 'success', text: t('project.deleted', { name }) });
  }

  const saved = { materials: materials.data, failed: Boolean(materials.error) };

  return (
    <div className="projects">
      <section className="projects__create" aria-labelledby="new-project-heading">
        <h2 id="new-project-heading">{t('create.heading')}</h2>
        <ProjectForm
          id="new-project"
          submit={t('create.submit')}
          pending={t('create.pending')}
          clearOnSuccess
          success={(input) => t('create.created', { name: input.name })}
          onSave={create}
        />
      </section>

      <section className="projects__list" aria-labelledby="projects-heading" aria-busy={isLoading}>
        <h2 id="projects-heading" ref={listHeading} tabIndex={-1}>
          {t('list.heading')}
          {projects && <span className="muted"> ({t('list.count', { count: projects.length })})</span>}
        </h2>
        <div role="status" className="form__message form__message--success">
          {listNotice?.text}
        </div>
        {loadError && !projects ? (
          <div role="alert" className="form__message form__message--error">
            <p>{t(loadError.code === 'unauthorized' ? 'errors.unauthorized' : 'list.loadFailed')}</p>
            {loadError.code === 'unauthorized' ? (
              <Link href={{ pathname: '/login', query: { returnTo: '/my-projects' } }}>{t('list.signInAgain')}</Link>
            ) : (
              <button type="button" className="button button--secondary" onClick={retry}>
                {t('list.retry')}
              </button>
            )}
          </div>
        ) : !projects ? (
          <p className="muted">{t('list.loading')}</p>
        ) : projects.length === 0 ? (
          <div className="empty">
            <p>{t('list.empty')}</p>
            {materials.data?.length === 0 && (
              <p>
                {t('board.noMaterials')} <Link href="/products">{t('board.browse')}</Link>
              </p>
            )}
          </div>
        ) : (
          <ul className="projects__items">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard
                  project={project}
                  saved={saved}
                  busy={pending.has(project.id)}
                  notice={notices[project.id]}
                  onChange={(patch, done) => void change(project.id, patch, done)}
                  onEdit={async (input) => {
                    notify(project.id, undefined);
                    const refusal = await update(project.id, input);
                    if (!refusal) notify(project.id, { kind: 'success', text: t('project.saved') });
                    return refusal;
                  }}
                  onDelete={() => void destroy(project.id, project.name)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
