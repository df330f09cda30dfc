// The judged queries (tests/cms/search-judgements.json) asked of a bench stack's cms, one at a
// time: how well the search ranks, printed beside how fast it answers.
import { SUCCESS_AT_5_FLOOR, judge, judgementPath, namesOf } from '../../../tests/support/search-judgements.mjs';
import { verdict } from './report.mjs';

export async function judgeSearch(stack) {
  const scored = await judge(async (query) => {
    const answer = await fetch(`${stack.cmsUrl}/api${judgementPath(query)}`, { headers: { Authorization: `Bearer ${stack.cmsToken}` } });
    if (!answer.ok) throw new Error(`site-search "${query.q}" answered ${answer.status}`);
    return namesOf(await answer.json(), query.kind);
  });
  const round = (value) => Math.round(value * 1000) / 1000;
  return {
    queries: scored.queries,
    successAt5: round(scored.successAt5),
    mrr: round(scored.mrr),
    missed: scored.failures.map(({ query }) => `${query.locale}: ${query.q}`),
  };
}

/** One table row: the judged queries' success@5 against its floor, and their MRR. */
export const judgementRow = (judged) => [
  `judged searches (${judged.queries} queries, demo catalogue)`,
  `success@5 ${judged.successAt5}, MRR ${judged.mrr}`,
  `success@5 ≥ ${SUCCESS_AT_5_FLOOR}`,
  verdict(judged.successAt5 >= SUCCESS_AT_5_FLOOR),
];
