export function sameSecret(given: string | null | undefined, expected: string): boolean;
