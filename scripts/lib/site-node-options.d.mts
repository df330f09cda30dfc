export const MAX_HTTP_HEADER_SIZE: number;
export function siteNodeOptions(existing?: string): string;
