export function escapeHtml(value: string | number | null | undefined): string;
