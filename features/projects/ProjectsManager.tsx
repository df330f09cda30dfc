'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { NoticeRegion } from '@/components/forms/NoticeRegion';
import type { ProjectInput } from '@/lib/records/inputs';
import { refusalOf } from '@/lib/resource/refusal';
import { useNotices } from '@/lib/resource/resource';
import { useMaterials } from '@/lib/resource/materials';
import { Link } from '@/i18n/navigation';
import { useProjects } from './hooks';
import { ProjectCard } from './ProjectCard';
import { ProjectForm } from './ProjectForm';
import styles from './projects.module.css';

/** The signed-in part of /my-projects: a form for a new project and the list of projects. */
export function ProjectsManager() {
  const t = useTranslations('Projects');
  // Notices by project id (kept here, not in the cards: a card that a refused delete brings
  // back still says why), and the list's own.
  const notices = useNotices('Projects');
  const { projects, error, isLoading, retry, pending, create, update, remove } = useProjects(notices);
  const materials = useMaterials();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const loadError = error ? refusalOf(error) : null;

  async function destroy(id: string, name: string) {
    notices.clear(id);
    notices.clear();
    // The card is gone at once: keep the keyboard in the list.
    listHeading.current?.focus();
    const { refusal } = await remove(id);
    if (refusal) notices.refused(refusal, id);
    else notices.success(t('project.deleted', { name }));
  }

  async function edit(id: string, input: ProjectInput) {
    return (await update(id, input, { done: t('project.saved'), noticeAt: id, quiet: true })).refusal;
  }

  const saved = { materials: materials.materials, failed: Boolean(materials.error) };

  return (
    <div className={styles.manager}>
      <section className={styles.create} aria-labelledby="new-project-heading">
        <h2 id="new-project-heading">{t('create.heading')}</h2>
        <ProjectForm
          id="new-project"
          submit={t('create.submit')}
          pending={t('create.pending')}
          clearOnSuccess
          success={(input) => t('create.created', { name: input.name })}
          onSave={async (input) => (await create(input)).refusal}
        />
      </section>

      <section className={styles.list} aria-labelledby="projects-heading" aria-busy={isLoading}>
        <h2 id="projects-heading" ref={listHeading} tabIndex={-1}>
          {t('list.heading')}
          {projects && <span className="muted"> ({t('list.count', { count: projects.length })})</span>}
        </h2>
        <NoticeRegion notice={notices.of()} />
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
            {materials.materials?.length === 0 && (
              <p>
                {t('board.noMaterials')} <Link href="/products">{t('board.browse')}</Link>
              </p>
            )}
          </div>
        ) : (
          <ul className={styles.items}>
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard
                  project={project}
                  saved={saved}
                  busy={pending.has(project.id)}
                  notice={notices.of(project.id)}
                  onChange={(patch, done) => void update(project.id, patch, { done, noticeAt: project.id })}
                  onEdit={(input) => edit(project.id, input)}
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
