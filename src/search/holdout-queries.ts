/**
 * The held-out ranking suite: queries that tuning must not see. Written on
 * 2026-11-27 from the pages alone (their headings and text), for pages the
 * public suite (src/search/queries.ts) asks little or nothing about,
 * before the ranking was run on them. `npm run tools -- search:eval` reports them
 * apart from the public suite, and src/search/built-site.test.ts holds them
 * to a floor, so a change that fits the public suite at the expense of other
 * queries shows here. Do not edit a query, an expected page or the engine
 * to make one of these pass: when one misses, fix the ranking against the
 * public suite (add a public query of the same kind) and write fresh
 * held-out queries for pages not yet covered.
 */
import type {SearchCase} from './queries';

type Row = [query: string, expected: string, section: string, kind: SearchCase['kind']];
const rows = (list: Row[]): SearchCase[] =>
  list.map(([query, expected, section, kind]) => ({query, expected, section, kind}));

const assetMap = '/reference/assets/asset-map';
const assetList = '/reference/assets/asset-list';
const creating = '/reference/simulations/creating-simulations';
const simulationPage = '/reference/simulations/simulation-page';
const spvs = '/reference/spvs/introduction';
const ppaSettings = '/reference/ppas/ppa-settings';
const security = '/reference/security-privacy';
const priceForecasts = '/technology/operations/price-forecasts';
const solarForecasts = '/technology/operations/solar-forecasts';
const scenarioSettings = '/reference/library/scenarios/scenario-settings';
const infoSecurity = '/legal/information-security';
const terms = '/legal/terms-of-use';
const integration = '/api/integration-guide';
const workspaceForecasts = '/api/get-workspace-forecasts';
const forecastScreen = '/reference/forecasting/forecasts';
const assetOverview = '/reference/assets/asset-overview';

export const japaneseHoldout: SearchCase[] = rows([
  ['マーカーのクラスター', assetMap, 'markers-and-clusters', 'particle'],
  ['マップで所在地を編集', assetMap, 'editing-locations', 'particle'],
  ['2024年度の出力制御率', assetMap, 'curtailment-rate-layer', 'number'],
  ['保存したビュー', assetList, 'saved-views', 'term'],
  ['アセットを一括で操作', assetList, 'bulk-actions', 'particle'],
  ['シミュレーションのウィザード', creating, 'wizard-steps', 'particle'],
  ['シミュレーション結果の収入タブ', simulationPage, 'revenue-tab', 'particle'],
  ['GK-TKスキーム', spvs, 'gk-tk-and-project-finance', 'term'],
  ['SPVをシミュレーションに紐付けるには', spvs, 'attaching-an-spv', 'question'],
  ['PPAの契約期間', ppaSettings, 'term', 'particle'],
  ['脆弱性を報告したい', security, 'reporting-a-vulnerability', 'question'],
  ['スポット価格予測の説明変数', priceForecasts, 'drivers', 'particle'],
  ['傾斜面日射量', solarForecasts, 'transposition', 'term'],
  ['シナリオの税務', scenarioSettings, 'tax', 'particle'],
  ['従業者のアクセス', infoSecurity, 'staff-access', 'particle'],
  ['利用規約の禁止事項', terms, 'article-6', 'particle'],
  ['APIの疎通確認', integration, 'smoke-test', 'particle'],
  ['エリアごとの合計', workspaceForecasts, 'by-grid-area', 'particle'],
  ['分位点の意味', forecastScreen, 'quantiles', 'particle'],
  ['設備利用率', assetOverview, 'capacity-factor', 'term'],
  ['nMAE', assetOverview, 'nmae', 'abbreviation'],
  ['solar forecast', solarForecasts, '', 'otherLanguage'],
]);

export const englishHoldout: SearchCase[] = rows([
  ['marker clusters', assetMap, 'markers-and-clusters', 'term'],
  ['edit the location of an asset on the map', assetMap, 'editing-locations', 'question'],
  ['curtailment rate FY2024', assetMap, 'curtailment-rate-layer', 'number'],
  ['saved views', assetList, 'saved-views', 'term'],
  ['bulk actions', assetList, 'bulk-actions', 'term'],
  ['simulation wizard steps', creating, 'wizard-steps', 'term'],
  ['simulation revenue tab', simulationPage, 'revenue-tab', 'term'],
  ['GK-TK scheme', spvs, 'gk-tk-and-project-finance', 'term'],
  ['how do I attach an SPV to a simulation', spvs, 'attaching-an-spv', 'question'],
  ['PPA contract term', ppaSettings, 'term', 'term'],
  ['how to report a vulnerability', security, 'reporting-a-vulnerability', 'question'],
  ['spot price forecast drivers', priceForecasts, 'drivers', 'term'],
  ['transposition to the module plane', solarForecasts, 'transposition', 'term'],
  ['scenario tax settings', scenarioSettings, 'tax', 'term'],
  ['access by our staff', infoSecurity, 'staff-access', 'term'],
  ['acceptable use', terms, 'article-6', 'term'],
  ['API smoke test', integration, 'smoke-test', 'term'],
  ['workspace forecast totals by grid area', workspaceForecasts, 'by-grid-area', 'term'],
  ['what do the quantiles mean', forecastScreen, 'quantiles', 'question'],
  ['capacity factor', assetOverview, 'capacity-factor', 'term'],
  ['nMAE', assetOverview, 'nmae', 'abbreviation'],
  ['太陽光発電量予測', solarForecasts, '', 'otherLanguage'],
]);

/**
 * The least the held-out suite must reach in the top five, per language. It
 * scored ja 18/22, en 20/22 when written (2026-11-27; the misses are in
 * PERFORMANCE.md, Search) and 22/22 in both after the issue 25 changes,
 * which raised the floor. Raise a floor when the ranking earns it (improved
 * against the public suite, not against these queries); never lower it to
 * let a change through.
 */
export const holdoutFloor = {ja: 22 / 22, en: 22 / 22} as const;

/*
 * The second held-out set, written on 2026-11-27 after the issue 25 changes
 * (particles after Latin words, compounds written apart, an h3 with its h2,
 * the other language's titles and headings, partial matches when few match
 * all), from pages neither suite asked about: the PPA page, the balancing
 * group forecasts and battery optimization specs endpoints, asset search,
 * the asset actuals endpoint, the scenario guides and the overview. All
 * twenty were written before any was run. The first set above was seen
 * while those changes were made; this one was not.
 */
const ppaView = '/reference/ppas/ppa-view';
const bgForecasts = '/api/get-balancing-group-forecasts';
const batterySpecs = '/api/battery-optimization-specs';
const searchAssets = '/api/search-assets';
const assetActuals = '/api/get-asset-actuals';
const scenarioGuides = '/guides/user-guides/scenario-guides';
const overview = '/reference/getting-started/overview';

export const japaneseHoldout2: SearchCase[] = rows([
  ['失われるPPA収入', ppaView, 'curtailment-impact', 'term'],
  ['BG予測の合算ルール', bgForecasts, 'pooling-rules', 'particle'],
  ['アセット検索の部分一致', searchAssets, 'matching-rules', 'particle'],
  ['12時の期限に間に合わなかった', scenarioGuides, 'a-missed-deadline', 'question'],
  ['コマ25は何時', overview, 'time-and-slots', 'question'],
  ['最適化設定の412エラー', batterySpecs, 'stale-etag', 'number'],
  ['蓄電池の充電と放電の実績', assetActuals, 'battery', 'particle'],
  ['PPA詳細画面の関連シミュレーション', ppaView, 'linked-simulations', 'particle'],
  ['balancing group forecast', bgForecasts, '', 'otherLanguage'],
  ['SoC範囲を狭める', batterySpecs, 'patch-example', 'particle'],
]);

export const englishHoldout2: SearchCase[] = rows([
  ['lost PPA revenue from curtailment', ppaView, 'curtailment-impact', 'term'],
  ['how are BG forecast quantiles pooled', bgForecasts, 'pooling-rules', 'question'],
  ['asset search partial name match', searchAssets, 'matching-rules', 'term'],
  ['missed the 12:00 deadline', scenarioGuides, 'a-missed-deadline', 'question'],
  ['what time is slot 25', overview, 'time-and-slots', 'question'],
  ['412 when updating battery optimization spec', batterySpecs, 'stale-etag', 'number'],
  ['battery charging actuals API', assetActuals, 'battery', 'term'],
  ['simulations linked to a PPA', ppaView, 'linked-simulations', 'term'],
  ['バランシンググループ予測', bgForecasts, '', 'otherLanguage'],
  ['SoC window', batterySpecs, 'patch-example', 'term'],
]);

/** What the second set scored when written (2026-11-27): every query in the top five. */
export const holdoutFloor2 = {ja: 10 / 10, en: 10 / 10} as const;
