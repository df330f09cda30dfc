import type { rmSync } from 'node:fs';

export const CACHED_MODELS: readonly string[];
export function emptySiteCaches(options: {
  cmsEnv: Record<string, string | undefined>;
  siteEnv: Record<string, string | undefined>;
  root: string;
  fetchImpl?: typeof fetch;
  removeImpl?: typeof rmSync;
}): Promise<string[]>;
