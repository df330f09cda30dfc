import 'server-only';
import { materialCreate, materialUpdate } from '@/lib/records/inputs';
import { assertId, body, json, noContent, ownerRoute } from '@/lib/http/owner-route';
import { materials } from '@/lib/strapi';

/** The route handlers of /api/materials and /api/materials/{id} (app/api re-exports them). */

type Params = { id: string };

export const list = ownerRoute(async ({ token, locale }) => json('materials', { materials: await materials.list(token, locale) }));

export const create = ownerRoute(async ({ token, locale, payload }) => {
  const input = body(payload, materialCreate);
  const material = await materials.create(token, locale, { ...input, note: input.note ?? '' });
  return json('material', { material }, 201);
});

export const update = ownerRoute<Params>(async ({ token, locale, payload, params }) => {
  const input = body(payload, materialUpdate);
  return json('material', { material: await materials.update(token, locale, assertId(params.id), input) });
});

export const remove = ownerRoute<Params>(async ({ token, params }) => {
  await materials.remove(token, assertId(params.id));
  return noContent();
});
