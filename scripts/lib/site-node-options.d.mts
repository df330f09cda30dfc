export function siteNodeOptions(existing?: string): string;
