// The judged queries (tests/cms/search-judgements.json) and how a search engine is scored on
// them, shared by the cms suite (tests/cms/search-judgements.test.ts) and npm run bench.
import { readFileSync } from 'node:fs';

/** { about, queries: [{ locale, q, kind, top5: [name], never: [name] }] } */
export const JUDGEMENTS = JSON.parse(readFileSync(new URL('../cms/search-judgements.json', import.meta.url), 'utf8'));

/** The share of judged queries the search must get right in its first five hits. */
export const SUCCESS_AT_5_FLOOR = 0.95;

/** The hits asked for: the most the cms gives, so a must-not is looked for among all a visitor could page to. */
const HITS = 50;

/** The cms's site-search path for one judged query (below /api). */
export const judgementPath = ({ q, locale, kind }) => `/site-search?${new URLSearchParams({ locale, q, kinds: kind, limit: String(HITS), counts: 'false' })}`;

/** The hit names of one kind in a site-search answer's body, best first. */
export const namesOf = (body, kind) => (body?.data?.[kind]?.data ?? []).map((hit) => hit.name ?? hit.title);

/**
 * Scores `ask(query)` → hit names, best first, on every judged query. success@5: the share of
 * queries whose must-haves are all in the first five and none of whose must-nots is anywhere.
 * MRR: over the queries with must-haves, the mean of 1 / the rank of the first must-have found.
 */
export async function judge(ask, queries = JUDGEMENTS.queries) {
  const results = [];
  for (const query of queries) {
    const names = await ask(query);
    const first = names.slice(0, 5);
    const missing = query.top5.filter((name) => !first.includes(name));
    const unwanted = query.never.filter((name) => names.includes(name));
    const ranks = query.top5.map((name) => names.indexOf(name)).filter((rank) => rank >= 0);
    results.push({
      query,
      names,
      ok: missing.length === 0 && unwanted.length === 0,
      missing,
      unwanted,
      reciprocal: ranks.length > 0 ? 1 / (Math.min(...ranks) + 1) : 0,
    });
  }
  const ranked = results.filter((result) => result.query.top5.length > 0);
  return {
    queries: results.length,
    successAt5: results.filter((result) => result.ok).length / results.length,
    mrr: ranked.reduce((sum, result) => sum + result.reciprocal, 0) / Math.max(1, ranked.length),
    failures: results.filter((result) => !result.ok),
  };
}
