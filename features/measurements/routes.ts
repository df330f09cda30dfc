import 'server-only';
import { measurementCreate, measurementUpdate, type MeasurementInput } from '@/lib/records/inputs';
import { assertId, body, json, noContent, ownerRoute } from '@/lib/http/owner-route';
import { parseQuery } from '@/lib/http/query';
import type { MeasurementWrite } from '@/lib/records/account';
import { measurements } from '@/lib/strapi';
import { parseFilters } from './list';

/** The route handlers of /api/measurements and /api/measurements/{id} (app/api re-exports them). */

type Params = { id: string };

/** The browser sends L, a and b flat; the record keeps them as the measured colour. */
const measurementWrite = ({ L, a, b, ...rest }: Partial<MeasurementInput>): MeasurementWrite => ({ ...rest, measured: { L, a, b } });

export const list = ownerRoute(async ({ token, locale, request }) => {
  const filters = parseFilters(parseQuery(new URL(request.url).search));
  return json('measurements', { measurements: await measurements.list(token, locale, filters) });
});

export const create = ownerRoute(async ({ token, locale, payload }) => {
  const input = body(payload, measurementCreate);
  return json('measurement', { measurement: await measurements.create(token, locale, measurementWrite(input)) }, 201);
});

export const update = ownerRoute<Params>(async ({ token, locale, payload, params }) => {
  const input = body(payload, measurementUpdate);
  return json('measurement', { measurement: await measurements.update(token, locale, assertId(params.id), measurementWrite(input)) });
});

export const remove = ownerRoute<Params>(async ({ token, params }) => {
  await measurements.remove(token, assertId(params.id));
  return noContent();
});
