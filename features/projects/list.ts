import type { ProjectPatch } from '@/lib/records/inputs';
import type { Project } from '@/lib/records/account';

/**
 * The project list as the browser keeps it between answers, in the server's order: the
 * most recently changed first, so what an optimistic change shows is what a reload shows.
 */

/** Puts a project (new or changed) first, replacing any earlier copy of it. */
export function withProject(list: readonly Project[], project: Project, replacing: string = project.id): Project[] {
  return [project, ...list.filter((p) => p.id !== project.id && p.id !== replacing)];
}

export function withoutProject(list: readonly Project[], id: string): Project[] {
  return list.filter((p) => p.id !== id);
}

/** The list after a change the server has not confirmed yet; an unknown id changes nothing. */
export function withChange(list: readonly Project[], id: string, patch: ProjectPatch, now: string): Project[] {
  const project = list.find((p) => p.id === id);
  return project ? withProject(list, { ...project, ...patch, updatedAt: now }) : [...list];
}

/** A board's complete new list of material ids after adding one (once) or removing one. */
export const addMaterial = (ids: readonly string[], id: string) => (ids.includes(id) ? [...ids] : [...ids, id]);
export const removeMaterial = (ids: readonly string[], id: string) => ids.filter((m) => m !== id);

const TEMPORARY = 'new-';
let created = 0;

/** A stand-in shown until the cms answers with the real project and its id. */
export function draftProject(input: Omit<Project, 'id' | 'updatedAt' | 'materialIds' | 'quantities'>, now: string): Project {
  created += 1;
  return { ...input, id: `${TEMPORARY}${created}`, updatedAt: now, materialIds: [], quantities: [] };
}

export const isDraft = (project: Pick<Project, 'id'>) => project.id.startsWith(TEMPORARY);
