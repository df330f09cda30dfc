import { firstString, parseQuery } from '@/lib/http/query';
import { body, json, ownerRoute } from '@/lib/owner/route';
import { measurementData } from '@/lib/owner/measurement-data';
import { measurementCreate } from '@/lib/owner/schemas';
import { measurements } from '@/lib/strapi';

const filter = (value: string | undefined) => (value && /^[a-z0-9]{20,32}$/.test(value) ? value : undefined);

export const GET = ownerRoute(async ({ token, locale, request }) => {
  const query = parseQuery(new URL(request.url).search);
  const list = await measurements.list(token, locale, { project: filter(firstString(query, 'project')), surface: filter(firstString(query, 'surface')) });
  return json({ measurements: list });
});

export const POST = ownerRoute(async ({ token, locale, payload }) => {
  const input = body(payload, measurementCreate);
  return json({ measurement: await measurements.create(token, locale, measurementData(input)) }, 201);
});
