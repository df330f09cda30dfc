'use client';

import { useLocale } from 'next-intl';
import type { MeasurementInput } from '@/lib/records/inputs';
import { keys } from '@/lib/resource/keys';
import { answers, type Measurement } from '@/lib/records/account';
import { useChanges, useResource, type Notices } from '@/lib/resource/resource';
import { request } from '@/lib/http/request';
import { draftMeasurement, PENDING_PREFIX, withMeasurement, withoutMeasurement, type Filters, type Pending } from './list';

const NONE: Measurement[] = [];

/**
 * The measurements the filters select. Every change shows at once, is put back if the cms
 * refuses, and takes the cms's answer in its place in the list (newest first, as the cms
 * sorts). Saving resolves with the saved measurement or the refusal; a form shows refusals at its fields.
 */
export function useMeasurements(filters: Filters, notices: Notices) {
  const locale = useLocale();
  const { data, error, mutate } = useResource(keys.measurements(filters, locale), answers.measurements);
  const { change } = useChanges(data, mutate, NONE, notices);

  return {
    measurements: data,
    error,
    retry: () => void mutate(),
    create: (input: MeasurementInput, pending: Pending, done: (saved: Measurement) => string) => {
      const draft = draftMeasurement(`${PENDING_PREFIX}${Date.now()}`, input, null, pending);
      return change({
        optimistic: (list) => withMeasurement(list, draft, filters),
        send: () => request(keys.measurements({}, locale), { method: 'POST', body: input, schema: answers.measurement }),
        settle: (list, saved) => withMeasurement(list, saved, filters, draft.id),
        done,
        quiet: true,
      });
    },
    update: (original: Measurement, input: MeasurementInput, pending: Pending, done: (saved: Measurement) => string) =>
      change({
        optimistic: (list) => withMeasurement(list, draftMeasurement(original.id, input, original, pending), filters),
        send: () => request(keys.measurement(original.id, locale), { method: 'PATCH', body: input, schema: answers.measurement }),
        settle: (list, saved) => withMeasurement(list, saved, filters),
        done,
        quiet: true,
      }),
    remove: (measurement: Measurement, done: string, failed: string) =>
      change({
        optimistic: (list) => withoutMeasurement(list, measurement.id),
        send: () => request(keys.measurement(measurement.id, locale), { method: 'DELETE' }),
        settle: (list) => withoutMeasurement(list, measurement.id),
        done,
        failed,
      }),
  };
}
