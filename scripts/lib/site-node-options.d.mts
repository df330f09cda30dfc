export const SEMI_SPACE_MB: number;
export function siteNodeOptions(existing?: string): string;
