import { assertId, body, json, noContent, ownerRoute } from '@/lib/owner/route';
import { projectUpdate } from '@/lib/owner/schemas';
import { projects } from '@/lib/strapi';

type Params = { id: string };

export const PATCH = ownerRoute<Params>(async ({ token, payload, params }) => {
  const { materialIds, ...fields } = body(payload, projectUpdate);
  const data = { ...fields, ...(materialIds && { materials: { set: materialIds } }) };
  return json({ project: await projects.update(token, assertId(params.id), data) });
});

export const DELETE = ownerRoute<Params>(async ({ token, params }) => {
  await projects.remove(token, assertId(params.id));
  return noContent();
});
