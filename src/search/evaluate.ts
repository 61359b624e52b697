import {searchBuiltSite} from './node';
import type {SearchCase} from './queries';

/** What the metrics need of a case. */
type Case = Pick<SearchCase, 'query' | 'expected'> & Partial<Pick<SearchCase, 'section'>>;

/**
 * Ranking metrics of a query suite against a built site: the share of
 * queries whose expected page is first (R@1), in the first three (R@3) and
 * five (R@5), and the mean reciprocal rank over the first ten (MRR, 0 when
 * the page is not there). A page counts once, whichever of its sections
 * ranked. Used by `npm run tools -- search:eval` and the built-site test.
 */
export type Evaluation = {
  count: number;
  recall1: number;
  recall3: number;
  recall5: number;
  mrr: number;
  /**
   * Share of the cases with a section whose section is one of the first five
   * results (the page itself for a whole-page answer): the result list leads
   * to the part that answers, not only to the page.
   */
  sectionRecall5: number;
  /** Queries whose page is not in the first five, with what came instead. */
  misses: {query: string; expected: string; got: string[]}[];
  ranks: {query: string; expected: string; rank: number}[];
};

/** The page of a hit URL, without locale prefix or anchor; bench:scale's copies count as the page. */
export function pageOfUrl(url: string): string {
  return url
    .replace(/#.*$/, '')
    .replace(/^\/en(?=\/)/, '')
    .replace(/^\/reference\/copy-\d+\//, '/reference/');
}

export async function evaluateSuite(
  buildDir: string,
  locale: string,
  cases: readonly Case[],
): Promise<Evaluation> {
  const ranks: Evaluation['ranks'] = [];
  const misses: Evaluation['misses'] = [];
  let withSection = 0;
  let sectionsFound = 0;
  for (const {query, expected, section} of cases) {
    const hits = await searchBuiltSite({buildDir, locale, query, limit: 10});
    if (section !== undefined) {
      withSection += 1;
      const wanted = `${expected}${section ? `#${section}` : ''}`;
      const urls = hits.slice(0, 5).map((hit) => hit.url.replace(/^\/en(?=\/)/, ''));
      if (urls.includes(wanted)) sectionsFound += 1;
    }
    const pages = [...new Set(hits.map((hit) => pageOfUrl(hit.url)))];
    const rank = pages.indexOf(expected) + 1;
    ranks.push({query, expected, rank});
    if (rank === 0 || rank > 5) misses.push({query, expected, got: pages.slice(0, 5)});
  }
  const share = (n: number) =>
    ranks.filter(({rank}) => rank > 0 && rank <= n).length / ranks.length;
  return {
    count: ranks.length,
    recall1: share(1),
    recall3: share(3),
    recall5: share(5),
    mrr: ranks.reduce((sum, {rank}) => sum + (rank > 0 ? 1 / rank : 0), 0) / ranks.length,
    sectionRecall5: sectionsFound / Math.max(1, withSection),
    misses,
    ranks,
  };
}
