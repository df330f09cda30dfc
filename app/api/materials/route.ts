import { body, json, ownerRoute } from '@/lib/owner/route';
import { materialCreate } from '@/lib/owner/schemas';
import { materials } from '@/lib/strapi';

export const GET = ownerRoute(async ({ token, locale }) => json({ materials: await materials.list(token, locale) }));

export const POST = ownerRoute(async ({ token, locale, payload }) => {
  const input = body(payload, materialCreate);
  const material = await materials.create(token, locale, {
    ...(input.surfaceId ? { surface: input.surfaceId } : { product: input.productId }),
    note: input.note ?? '',
  });
  return json({ material }, 201);
});
