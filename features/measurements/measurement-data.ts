import type { MeasurementInput } from '@/features/kit/inputs';

/** The cms's field names for a measurement from the browser's. */
export function measurementData(input: Partial<MeasurementInput>) {
  const data: Record<string, unknown> = {};
  if (input.surfaceId !== undefined) data.surface = input.surfaceId;
  if (input.projectId !== undefined) data.project = input.projectId;
  if (input.L !== undefined) data.labL = input.L;
  if (input.a !== undefined) data.labA = input.a;
  if (input.b !== undefined) data.labB = input.b;
  for (const key of ['gloss', 'lrv', 'instrument', 'note', 'measuredAt'] as const) {
    if (input[key] !== undefined) data[key] = input[key];
  }
  return data;
}
