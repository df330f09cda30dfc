export const NODE_MAJOR: number;
export function runtimeRefusal(version: string, execPath: string): string | null;
export function runtimeLine(root: string): string;
export function nodeHeadersDir(execPath?: string): string | null;
