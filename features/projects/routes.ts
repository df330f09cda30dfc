import 'server-only';
import { projectCreate, projectUpdate } from '@/lib/records/inputs';
import { assertId, body, json, noContent, ownerRoute } from '@/lib/http/owner-route';
import { projects } from '@/lib/strapi';

/** The route handlers of /api/projects and /api/projects/{id} (app/api re-exports them). */

type Params = { id: string };

export const list = ownerRoute(async ({ token }) => json('projects', { projects: await projects.list(token) }));

export const create = ownerRoute(async ({ token, payload }) => {
  const input = body(payload, projectCreate);
  return json('project', { project: await projects.create(token, { status: 'idea', ...input }) }, 201);
});

export const update = ownerRoute<Params>(async ({ token, payload, params }) => {
  const change = body(payload, projectUpdate);
  return json('project', { project: await projects.update(token, assertId(params.id), change) });
});

export const remove = ownerRoute<Params>(async ({ token, params }) => {
  await projects.remove(token, assertId(params.id));
  return noContent();
});
