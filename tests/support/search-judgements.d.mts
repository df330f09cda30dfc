export interface JudgedQuery {
  locale: 'sv' | 'en';
  q: string;
  kind: 'product' | 'surface' | 'producer' | 'page';
  top5: string[];
  never: string[];
}
export interface Judged {
  query: JudgedQuery;
  names: string[];
  ok: boolean;
  missing: string[];
  unwanted: string[];
  reciprocal: number;
}
export const JUDGEMENTS: { about: string; queries: JudgedQuery[] };
export const SUCCESS_AT_5_FLOOR: number;
export function judgementPath(query: JudgedQuery): string;
export function namesOf(body: unknown, kind: JudgedQuery['kind']): string[];
export function judge(
  ask: (query: JudgedQuery) => Promise<string[]>,
  queries?: JudgedQuery[],
): Promise<{ queries: number; successAt5: number; mrr: number; failures: Judged[] }>;
