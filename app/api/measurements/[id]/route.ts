import { assertId, body, json, noContent, ownerRoute } from '@/lib/owner/route';
import { measurementData } from '@/lib/owner/measurement-data';
import { measurementUpdate } from '@/lib/owner/schemas';
import { measurements } from '@/lib/strapi';

type Params = { id: string };

export const PATCH = ownerRoute<Params>(async ({ token, locale, payload, params }) => {
  const input = body(payload, measurementUpdate);
  return json({ measurement: await measurements.update(token, locale, assertId(params.id), measurementData(input)) });
});

export const DELETE = ownerRoute<Params>(async ({ token, params }) => {
  await measurements.remove(token, assertId(params.id));
  return noContent();
});
