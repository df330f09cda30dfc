import { z } from 'zod';
import type { Material as CmsMaterial, Project as CmsProject } from '@/lib/strapi/owner-schemas';

/**
 * What the site's own route handlers answer the browser, checked again here: the page
 * trusts nothing it has not parsed, and a changed answer fails loudly instead of
 * drawing an empty board.
 */

export const PROJECTS_URL = '/api/projects';
export const projectUrl = (id: string) => `${PROJECTS_URL}/${encodeURIComponent(id)}`;
export const materialsUrl = (locale: string) => `/api/materials?locale=${encodeURIComponent(locale)}`;

export const PROJECT_STATUSES = ['idea', 'ongoing', 'done'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  status: z.enum(PROJECT_STATUSES),
  updatedAt: z.string(),
  materialIds: z.array(z.string()),
});
export type Project = z.infer<typeof projectSchema>;

const materialSchema = z.object({
  id: z.string(),
  note: z.string(),
  surface: z
    .object({
      id: z.string(),
      name: z.string(),
      articleNumber: z.string(),
      hex: z.string().nullable(),
      swatchUrl: z.string().nullable(),
      productName: z.string().nullable(),
      producerName: z.string().nullable(),
    })
    .nullable(),
  product: z
    .object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable(), producerName: z.string().nullable() })
    .nullable(),
});
export type SavedMaterial = z.infer<typeof materialSchema>;

export const projectsAnswer = z.object({ projects: z.array(projectSchema) }).transform((a) => a.projects);
export const projectAnswer = z.object({ project: projectSchema }).transform((a) => a.project);
export const materialsAnswer = z.object({ materials: z.array(materialSchema) }).transform((a) => a.materials);

/** What PATCH /api/projects/{id} accepts; materialIds is always the board's complete new list. */
export interface ProjectPatch {
  name?: string;
  description?: string;
  location?: string;
  status?: ProjectStatus;
  materialIds?: string[];
}
export type ProjectInput = Required<Omit<ProjectPatch, 'materialIds'>>;

// The route handlers send the server's own types: keep these in step with them.
type Assignable<A extends B, B> = A;
export type ProjectInStep = Assignable<CmsProject, Project>;
export type MaterialInStep = Assignable<CmsMaterial, SavedMaterial>;
