import test from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {englishQueries, japaneseQueries, type SearchCase} from './queries';
import {evaluateSuite} from './evaluate';
import {
  englishHoldout,
  englishHoldout2,
  holdoutFloor,
  holdoutFloor2,
  japaneseHoldout,
  japaneseHoldout2,
} from './holdout-queries';
import {englishQuestions, japaneseQuestions} from './holdout-questions';
import {searchBuiltSite, searchDirectory} from './node';

/**
 * The ranking suite against the real index of the built site, read from
 * disk the way the browser fetches it (src/search/node.ts). Needs
 * `npm run build` first; `npm test` builds before the
 * browser suite, and `npm run tools -- test:unit` after a build runs these too.
 */
const buildDir = process.env.HINATA_SEARCH_BUILD_DIR ?? join(__dirname, '..', '..', 'build');
const hasIndex = (locale: string) => {
  const dir = searchDirectory(buildDir, locale);
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith('entry.'));
};
const missing = `no search index in ${buildDir}: run \`npm run build\` to rank against the real site`;
if (process.env.HINATA_REQUIRE_BUILD && !(hasIndex('ja') && hasIndex('en')))
  throw new Error(missing);
const skip = hasIndex('ja') && hasIndex('en') ? false : missing;

/** Beyond the public suite: typos and folding, which the suite's readers do not make. */
type Case = Pick<SearchCase, 'query' | 'expected'>;
const moreJapanese: Case[] = [
  {query: 'パラメーター', expected: '/api/get-assets'},
  {query: 'インバランス', expected: '/reference/balancing-operations/introduction'},
  {query: 'ＡＰＩキー', expected: '/reference/settings/workspace-settings'},
];
const moreEnglish: Case[] = [
  {query: 'balancng', expected: '/reference/balancing/balancing-groups'},
  {query: 'curtailmnt', expected: '/technology/simulations/curtailment'},
  {query: 'irradiance forcast', expected: '/technology/simulations/weather-model'},
  {query: 'state of charge', expected: '/technology/operations/battery-optimization'},
];

for (const [locale, cases] of [
  ['ja', [...japaneseQueries, ...moreJapanese]],
  ['en', [...englishQueries, ...moreEnglish]],
] as const) {
  test(
    `on the built ${locale} site, every query of the ranking suite finds its page in the top five`,
    {skip},
    async () => {
      const {misses} = await evaluateSuite(buildDir, locale, cases);
      assert.deepEqual(
        misses.map(({query, got}) => `${query} → ${got.join(', ') || 'nothing'}`),
        [],
        `expected pages missing from the top five`,
      );
    },
  );
}

for (const [set, locale, cases, floor] of [
  ['held-out', 'ja', japaneseHoldout, holdoutFloor.ja],
  ['held-out', 'en', englishHoldout, holdoutFloor.en],
  ['second held-out', 'ja', japaneseHoldout2, holdoutFloor2.ja],
  ['second held-out', 'en', englishHoldout2, holdoutFloor2.en],
] as const) {
  test(
    `on the built ${locale} site, the ${set} queries (never tuned on) find their page in the top five at least as often as the floor`,
    {skip},
    async () => {
      const {recall5, misses} = await evaluateSuite(buildDir, locale, cases);
      assert.ok(
        recall5 >= floor,
        `${set} R@5 ${(recall5 * 100).toFixed(1)} % is below its floor of ${(floor * 100).toFixed(1)} % (src/search/holdout-queries.ts): a ranking change fitted the public suite at the expense of other queries. Misses: ${misses.map(({query, got}) => `${query} → ${got.join(', ') || 'nothing'}`).join('; ')}`,
      );
    },
  );
}

/*
 * The questions readers wrote on 2026-11-28 from the pages alone
 * (holdout-questions.ts): R@5 and MRR as measured after the question,
 * synonym and sentence changes of issue 35 (PERFORMANCE.md, Search). One
 * question per language can never pass: it asks about the enterprise
 * annex, which is unlisted and kept out of search (src/config/search.ts).
 * Raise a floor when the ranking earns it; never lower one to let a ranking
 * change through. Pages change too: the floors were re-measured on 2026-11-28
 * after the day's content reviews (en MRR 0.816 → 0.810 with longer pages).
 */
const questionFloors = {
  ja: {recall5: 76 / 77, mrr: 0.779},
  en: {recall5: 75 / 77, mrr: 0.809},
} as const;

for (const [locale, cases] of [
  ['ja', japaneseQuestions],
  ['en', englishQuestions],
] as const) {
  test(
    `on the built ${locale} site, readers' questions (never tuned on) keep their top-five recall and MRR`,
    {skip},
    async () => {
      const {recall5, mrr, misses} = await evaluateSuite(buildDir, locale, cases);
      const floor = questionFloors[locale];
      assert.ok(
        recall5 >= floor.recall5 && mrr >= floor.mrr,
        `questions R@5 ${(recall5 * 100).toFixed(1)} % and MRR ${mrr.toFixed(3)}, floors ${(floor.recall5 * 100).toFixed(1)} % and ${floor.mrr} (src/search/built-site.test.ts). Misses: ${misses.map(({query, got}) => `${query} → ${got.join(', ') || 'nothing'}`).join('; ')}`,
      );
    },
  );
}

test(
  'on the built site, インバランス lists no section about incremental sync (差分同期 is not imbalance)',
  {skip},
  async () => {
    const hits = await searchBuiltSite({buildDir, locale: 'ja', query: 'インバランス', limit: 10});
    assert.deepEqual(
      hits.filter((hit) => hit.url.includes('incremental-sync')).map((hit) => hit.url),
      [],
    );
  },
);

test(
  'on the built site, インバランス ranks pages about imbalance above the balancing-cost section',
  {skip},
  async () => {
    const hits = await searchBuiltSite({buildDir, locale: 'ja', query: 'インバランス', limit: 10});
    assert.match(hits[0].title, /インバランス/);
    const balancingCost = hits.findIndex((hit) => hit.title.startsWith('バランシングコスト'));
    const aboutImbalance = hits.filter((hit) => hit.title.includes('インバランス')).length;
    assert.ok(
      balancingCost === -1 || balancingCost >= Math.min(aboutImbalance, 5),
      `at ${balancingCost}`,
    );
  },
);

test(
  'on the built site, hits carry title, url, snippet, area, version and score; filters apply',
  {skip},
  async () => {
    const hits = await searchBuiltSite({
      buildDir,
      locale: 'en',
      query: 'assets',
      area: 'api',
      version: 'v1',
      limit: 5,
    });
    assert.ok(hits.length > 0);
    for (const hit of hits) {
      assert.equal(hit.area, 'api');
      assert.equal(hit.version, 'v1');
      assert.match(hit.url, /^\/en\/api\/v1\//);
      assert.ok(hit.title && typeof hit.snippet === 'string' && hit.score > 0);
    }
  },
);
