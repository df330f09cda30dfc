import type { APIResponse } from '@playwright/test';
import { parse } from 'zod/mini';
import type * as core from 'zod/v4/core';

// The one place the tests name where the records' schemas live.
export { answers } from '../../lib/records/account';

/**
 * A route handler's JSON answer (/api/materials, /api/projects, /api/measurements), parsed
 * with the schema the browser parses it with (`answers.project`, …): an answer of another
 * shape fails the test where it arrives, not as an undefined further on.
 */
export async function answerOf<S extends core.$ZodType>(response: APIResponse, schema: S): Promise<core.output<S>> {
  return parse(schema, await response.json());
}
