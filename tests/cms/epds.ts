import { createRequire } from 'node:module';
import path from 'node:path';
import qs from 'qs';
import { expect, inject } from 'vitest';
import { cms } from './api';

const cmsDir = path.resolve(import.meta.dirname, '..', '..', 'cms');

/** The demo's fictitious sample EPDs, an unpacked ILCD archive (processes/, flows/). */
export const samplesDir = path.join(cmsDir, 'seed', 'epd');

/** The importer's reader itself: what a file declares, to compare what the cms stored with. */
export const { parseEpd } = createRequire(path.join(cmsDir, 'package.json'))('./src/api/epd/services/ilcd.js') as {
  parseEpd: (process: string, readFlow: (uuid: string) => Promise<string | null>) => Promise<Record<string, unknown>>;
};

export type Epd = Record<string, unknown> & { registrationNumber: string; documentId: string };

/** The EPDs matching `filters` as the site reads them with its token, and how many match. */
export async function epds(filters: Record<string, unknown>, pageSize = 100): Promise<{ rows: Epd[]; total: number }> {
  const query = qs.stringify({ filters, pagination: { pageSize, withCount: true } }, { encodeValuesOnly: true });
  const answer = await cms(`/epds?${query}`, { token: inject('cmsToken') });
  expect(answer.status, JSON.stringify(answer.body?.error)).toBe(200);
  return { rows: answer.body.data as Epd[], total: (answer.body.meta as { pagination: { total: number } }).pagination.total };
}

/** The stored EPD holds what the file says: every field the parser reads, as the site reads it. */
export function expectStored(stored: Epd, fromFile: Record<string, unknown>, file: string) {
  for (const [key, value] of Object.entries(fromFile)) {
    if (typeof value === 'number') expect(stored[key], `${file} ${key}`).toBeCloseTo(value, 9);
    else expect(stored[key], `${file} ${key}`).toBe(value);
  }
}
