'use client';

import { keys } from '@/lib/resource/keys';
import type { ProjectInput, ProjectPatch } from '@/lib/records/inputs';
import { answers, type Project } from '@/lib/records/account';
import { useChanges, useResource, type Notices } from '@/lib/resource/resource';
import { request } from '@/lib/http/request';
import { draftProject, withChange, withoutProject, withProject } from './list';

const NONE: Project[] = [];

/**
 * The signed-in user's projects. Each change resolves with its outcome (the saved project,
 * or the refusal); `done` is what the notice at `noticeAt` (a card, or the page) says when saved.
 */
export function useProjects(notices?: Notices) {
  const { data, error, isLoading, mutate } = useResource(keys.projects, answers.projects);
  const { change, pending } = useChanges(data, mutate, NONE, notices);

  return {
    projects: data,
    error,
    isLoading,
    retry: () => void mutate(),
    pending,
    /** A form shows the refusal itself. */
    create: (input: ProjectInput) => {
      const draft = draftProject(input, new Date().toISOString());
      return change({
        id: draft.id,
        optimistic: (list) => withProject(list, draft),
        send: () => request(keys.projects, { method: 'POST', body: input, schema: answers.project }),
        settle: (list, created) => withProject(list, created, draft.id),
        quiet: true,
      });
    },
    update: (id: string, patch: ProjectPatch, say: { done?: string; noticeAt?: string; quiet?: boolean } = {}) =>
      change({
        id,
        optimistic: (list) => withChange(list, id, patch, new Date().toISOString()),
        send: () => request(keys.project(id), { method: 'PATCH', body: patch, schema: answers.project }),
        settle: (list, saved) => withProject(list, saved),
        ...say,
      }),
    remove: (id: string) =>
      change({
        id,
        optimistic: (list) => withoutProject(list, id),
        send: () => request(keys.project(id), { method: 'DELETE' }),
        settle: (list) => withoutProject(list, id),
        quiet: true,
      }),
  };
}
