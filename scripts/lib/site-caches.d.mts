export const CACHED_MODELS: readonly string[];
export function emptySiteCaches(options: {
  cmsEnv: Record<string, string | undefined>;
  siteEnv: Record<string, string | undefined>;
  root: string;
  fetchImpl?: typeof fetch;
}): Promise<string[]>;
