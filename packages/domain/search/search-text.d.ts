export function foldSearchText(text: string): string;
