export function withPortOffset<T extends Record<string, number>>(ports: T, value: string | undefined): T;
export function pagesArgument(argv: string[], keys: string[]): string[];
export function listArgument(argv: string[], flag: string, keys: string[]): string[];
export const DEFAULT_GZIP_LEVELS: number[];
export function gzipLevelsArgument(argv: string[]): number[] | null;
