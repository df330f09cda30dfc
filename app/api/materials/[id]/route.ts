import { assertId, body, json, noContent, ownerRoute } from '@/lib/owner/route';
import { materialUpdate } from '@/lib/owner/schemas';
import { materials } from '@/lib/strapi';

type Params = { id: string };

export const PATCH = ownerRoute<Params>(async ({ token, locale, payload, params }) => {
  const input = body(payload, materialUpdate);
  return json({ material: await materials.update(token, locale, assertId(params.id), input) });
});

export const DELETE = ownerRoute<Params>(async ({ token, params }) => {
  await materials.remove(token, assertId(params.id));
  return noContent();
});
