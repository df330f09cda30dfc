/** The shortest question suggestions are asked for: the site search's own minimum. */
export const MIN_SUGGEST = 2;
export const MAX_SUGGEST = 100;

export const SUGGESTION_KINDS = ['products', 'surfaces', 'producers'] as const;

export interface SuggestOption {
  id: string;
  label: string;
  detail?: string;
  href: string;
}

/** What /api/search/suggest answers and the header's search field reads: a few names of each kind, with where each leads. */
export interface SuggestAnswer {
  query: string;
  groups: { kind: (typeof SUGGESTION_KINDS)[number]; options: SuggestOption[] }[];
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Whether a parsed answer has that shape. By hand, not with zod: the field is on every page,
 * and zod would add its weight to every page's JavaScript and, in the browser, probe `eval`,
 * which the pages' policy refuses and reports.
 */
export function isSuggestAnswer(value: unknown): value is SuggestAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { query, groups } = value as Record<string, unknown>;
  return (
    isString(query) &&
    Array.isArray(groups) &&
    groups.every(
      (group: { kind?: unknown; options?: unknown }) =>
        SUGGESTION_KINDS.includes(group?.kind as SuggestAnswer['groups'][number]['kind']) &&
        Array.isArray(group.options) &&
        group.options.every(
          (o: Partial<Record<keyof SuggestOption, unknown>>) =>
            isString(o?.id) && isString(o.label) && isString(o.href) && o.href.startsWith('/') && (o.detail === undefined || isString(o.detail)),
        ),
    )
  );
}
