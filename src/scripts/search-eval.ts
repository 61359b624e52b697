/**
 * The ranking suite's figures on a built site (`npm run build` first):
 * R@1, R@3, R@5 and MRR per language, as a Markdown table for
 * PERFORMANCE.md, for the public suite and, apart, the held-out sets
 * (src/search/holdout-queries.ts, src/search/holdout-questions.ts), then the
 * queries whose page is not in the first five. Section R@5: the share whose
 * answering section (or, for a whole-page answer, the page) is one of the
 * first five results.
 *
 * Usage: npm run tools -- search:eval [--dir build]
 */
import {join, resolve} from 'node:path';
import {englishQueries, japaneseQueries} from '../search/queries';
import {evaluateSuite} from '../search/evaluate';
import {
  englishHoldout,
  englishHoldout2,
  japaneseHoldout,
  japaneseHoldout2,
} from '../search/holdout-queries';
import {englishQuestions, japaneseQuestions} from '../search/holdout-questions';

const dirIndex = process.argv.indexOf('--dir');
const buildDir = resolve(
  dirIndex > 0 ? process.argv[dirIndex + 1] : join(__dirname, '..', '..', 'build'),
);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

async function main(): Promise<void> {
  const results = [];
  console.log('| Suite | Locale | Queries | R@1 | R@3 | R@5 | MRR | Section R@5 |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [suite, locale, cases] of [
    ['public', 'ja', japaneseQueries],
    ['public', 'en', englishQueries],
    ['held-out', 'ja', japaneseHoldout],
    ['held-out', 'en', englishHoldout],
    ['held-out 2', 'ja', japaneseHoldout2],
    ['held-out 2', 'en', englishHoldout2],
    ['questions', 'ja', japaneseQuestions],
    ['questions', 'en', englishQuestions],
  ] as const) {
    const result = await evaluateSuite(buildDir, locale, cases);
    results.push({suite, locale, result});
    console.log(
      `| ${suite} | ${locale} | ${result.count} | ${percent(result.recall1)} | ${percent(result.recall3)} | ${percent(result.recall5)} | ${result.mrr.toFixed(3)} | ${percent(result.sectionRecall5)} |`,
    );
  }
  for (const {suite, locale, result} of results) {
    for (const {query, expected, got} of result.misses) {
      console.log(
        `- ${suite} ${locale} miss: 「${query}」 → ${expected}; top five: ${got.join(', ') || 'nothing'}`,
      );
    }
  }
  if (process.argv.includes('--ranks')) {
    for (const {suite, locale, result} of results) {
      for (const {query, expected, rank} of result.ranks)
        console.log(`${suite}\t${locale}\t${rank}\t${query}\t${expected}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
