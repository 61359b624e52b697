/**
 * The ranking suite's figures on a built site (`npm run build` first):
 * R@1, R@3, R@5 and MRR per language, as a Markdown table for
 * PERFORMANCE.md, then the queries whose page is not in the first five.
 *
 * Usage: npm run search:eval [-- --dir build]
 */
import {join, resolve} from 'node:path';
import {englishQueries, japaneseQueries} from '../../e2e/support/search-queries';
import {evaluateSuite} from '../search/evaluate';

const dirIndex = process.argv.indexOf('--dir');
const buildDir = resolve(
  dirIndex > 0 ? process.argv[dirIndex + 1] : join(__dirname, '..', '..', 'build'),
);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

async function main(): Promise<void> {
  const results = [];
  console.log('| Locale | Queries | R@1 | R@3 | R@5 | MRR |');
  console.log('|---|---|---|---|---|---|');
  for (const [locale, cases] of [
    ['ja', japaneseQueries],
    ['en', englishQueries],
  ] as const) {
    const result = await evaluateSuite(buildDir, locale, cases);
    results.push({locale, result});
    console.log(
      `| ${locale} | ${result.count} | ${percent(result.recall1)} | ${percent(result.recall3)} | ${percent(result.recall5)} | ${result.mrr.toFixed(3)} |`,
    );
  }
  for (const {locale, result} of results) {
    for (const {query, expected, got} of result.misses) {
      console.log(
        `- ${locale} miss: 「${query}」 → ${expected}; top five: ${got.join(', ') || 'nothing'}`,
      );
    }
  }
  if (process.argv.includes('--ranks')) {
    for (const {locale, result} of results) {
      for (const {query, expected, rank} of result.ranks)
        console.log(`${locale}\t${rank}\t${query}\t${expected}`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
