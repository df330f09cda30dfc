export const SITE_HEAP_MB: number;
export function siteNodeOptions(existing?: string): string;
