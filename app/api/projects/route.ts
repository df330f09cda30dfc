import { body, json, ownerRoute } from '@/lib/owner/route';
import { projectCreate } from '@/lib/owner/schemas';
import { projects } from '@/lib/strapi';

export const GET = ownerRoute(async ({ token }) => json({ projects: await projects.list(token) }));

export const POST = ownerRoute(async ({ token, payload }) => {
  const input = body(payload, projectCreate);
  return json({ project: await projects.create(token, { status: 'idea', ...input }) }, 201);
});
