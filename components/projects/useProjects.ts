'use client';

import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import { request } from '@/lib/http/request';
import { PROJECTS_URL, projectAnswer, projectsAnswer, projectUrl, type Project, type ProjectInput, type ProjectPatch } from '@/lib/projects/api';
import { draftProject, withChange, withoutProject, withProject } from '@/lib/projects/list';
import { serialQueue } from '@/lib/projects/queue';
import { refusalOf, type Refusal } from '@/lib/projects/refusal';

const fetchProjects = (url: string) => request(url, { schema: projectsAnswer });

/**
 * The signed-in user's projects through the site's route handlers: a list kept by swr,
 * and changes shown at once (optimistic) and taken back when the cms refuses them.
 * Each change resolves to null when saved, or to the refusal.
 */
export function useProjects() {
  const { data, error, isLoading, mutate } = useSWR(PROJECTS_URL, fetchProjects);
  const queue = useRef(serialQueue());
  // Ids with a change on its way, so their controls can say so and wait.
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const track = useCallback((id: string, busy: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const change = useCallback(
    async (
      id: string,
      send: () => Promise<Project | null>,
      optimistic: (list: Project[]) => Project[],
      settle: (list: Project[], answer: Project | null) => Project[],
    ): Promise<Refusal | null> => {
      track(id, true);
      try {
        await queue.current(() =>
          // swr hands both functions the list as last confirmed, without the optimistic change.
          mutate(async (confirmed) => settle(confirmed ?? [], await send()), {
            optimisticData: (confirmed) => optimistic(confirmed ?? []),
            rollbackOnError: true,
            revalidate: false,
          }),
        );
        return null;
      } catch (failure) {
        const refusal = refusalOf(failure);
        // The project may be gone or changed elsewhere: show what the cms holds now.
        if (refusal.code === 'notFound') void mutate();
        return refusal;
      } finally {
        track(id, false);
      }
    },
    [mutate, track],
  );

  const create = useCallback(
    (input: ProjectInput) => {
      const draft = draftProject(input, new Date().toISOString());
      return change(
        draft.id,
        () => request(PROJECTS_URL, { method: 'POST', body: input, schema: projectAnswer }),
        (list) => withProject(list, draft),
        (list, created) => (created ? withProject(list, created, draft.id) : list),
      );
    },
    [change],
  );

  const update = useCallback(
    (id: string, patch: ProjectPatch) =>
      change(
        id,
        () => request(projectUrl(id), { method: 'PATCH', body: patch, schema: projectAnswer }),
        (list) => withChange(list, id, patch, new Date().toISOString()),
        (list, saved) => (saved ? withProject(list, saved) : list),
      ),
    [change],
  );

  const remove = useCallback(
    (id: string) =>
      change(
        id,
        () => request(projectUrl(id), { method: 'DELETE' }).then(() => null),
        (list) => withoutProject(list, id),
        (list) => withoutProject(list, id),
      ),
    [change],
  );

  return {
    projects: data,
    loadError: error ? refusalOf(error) : null,
    isLoading,
    retry: () => void mutate(),
    pending,
    create,
    update,
    remove,
  };
}
