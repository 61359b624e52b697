/**
 * The held-out ranking suite: queries that tuning must not see. Written on
 * 2026-11-27 from the pages alone (their headings and text), for pages the
 * public suite (e2e/support/search-queries.ts) asks little or nothing about,
 * before the ranking was run on them. `npm run search:eval` reports them
 * apart from the public suite, and src/search/built-site.test.ts holds them
 * to a floor, so a change that fits the public suite at the expense of other
 * queries shows here. Do not edit a query, an expected page or the engine
 * to make one of these pass: when one misses, fix the ranking against the
 * public suite (add a public query of the same kind) and write fresh
 * held-out queries for pages not yet covered.
 */
import type {SearchCase} from '../../e2e/support/search-queries';

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
 * The least the held-out suite must reach in the top five, per language: what
 * it scored when it was written (2026-11-27: ja 18/22, en 20/22; the misses
 * are in PERFORMANCE.md, Search). The goal is every query in the top five.
 * Raise a floor when the ranking earns it (improved against the public
 * suite, not against these queries); never lower it to let a change through.
 */
export const holdoutFloor = {ja: 18 / 22, en: 20 / 22} as const;
