import { body, json, ownerRoute } from '@/lib/owner/route';
import { measurementData } from '@/lib/owner/measurement-data';
import { measurementCreate } from '@/lib/owner/schemas';
import { measurements } from '@/lib/strapi';

const filter = (value: string | null) => (value && /^[a-z0-9]{20,32}$/.test(value) ? value : undefined);

export const GET = ownerRoute(async ({ token, locale, request }) => {
  const query = new URL(request.url).searchParams;
  const list = await measurements.list(token, locale, { project: filter(query.get('project')), surface: filter(query.get('surface')) });
  return json({ measurements: list });
});

export const POST = ownerRoute(async ({ token, locale, request }) => {
  const input = await body(request, measurementCreate);
  return json({ measurement: await measurements.create(token, locale, measurementData(input)) }, 201);
});
