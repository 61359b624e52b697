/**
 * The public ranking suite: what readers type, and the page and section
 * that answer it. Each query was written from a page (its headings and
 * text), not from the ranking's output. `npm run tools -- search:eval` reports
 * recall at 1, 3 and 5 and the mean reciprocal rank on the build, and
 * src/search/built-site.test.ts requires every page in the first five; the
 * browser story (e2e/specs/search-queries.spec.ts) types one query of each
 * kind, enough to show that the box ranks as Node does.
 *
 * Kinds: `term`, a word of the docs (parts of compounds such as 充放電 in
 * 充放電効率, mixed scripts such as APIキー); `particle`, terms joined by
 * particles (計画を提出); `question`, a question as typed (…はいつまで,
 * "how do I …"); `number`, a number with its unit; `everyday`, a reader's
 * word for the docs' term (バッテリー for 蓄電池); `abbreviation`; and
 * `otherLanguage`, the other language's term.
 */
export type SearchKind =
  'term' | 'particle' | 'question' | 'number' | 'everyday' | 'abbreviation' | 'otherLanguage';

export type SearchCase = {
  query: string;
  /** The page that answers, site path without locale. */
  expected: string;
  /** Anchor of the section of `expected` that answers; '' when the page as a whole does. */
  section: string;
  kind: SearchKind;
};

type Row = [query: string, expected: string, section: string, kind: SearchKind];
const rows = (list: Row[]): SearchCase[] =>
  list.map(([query, expected, section, kind]) => ({query, expected, section, kind}));

const battery = '/technology/simulations/battery';
const financial = '/technology/simulations/financial';
const submitting = '/reference/balancing-operations/submitting-plans';
const operations = '/reference/balancing-operations/introduction';
const uploads = '/reference/data-uploads/generation-data';
const account = '/reference/settings/account-settings';
const workspace = '/reference/settings/workspace-settings';
const sharing = '/reference/simulations/sharing-simulations';
const assetSettings = '/reference/assets/asset-settings';
const coverage = '/reference/assets/data-coverage';
const forecasts = '/reference/forecasting/forecasts';
const curtailment = '/technology/simulations/curtailment';
const fip = '/technology/simulations/fip';
const solar = '/technology/simulations/solar';
const weather = '/technology/simulations/weather-model';
const optimisation = '/technology/operations/battery-optimization';
const help = '/reference/get-help';
const navigate = '/reference/getting-started/navigate';
const actualsApi = '/api/add-asset-actuals';
const ppas = '/reference/ppas/introduction';
const firstSteps = '/guides/user-guides/introduction';
const assetView = '/reference/assets/asset-view';
const balancingGroups = '/reference/balancing/balancing-groups';
const spvIntroduction = '/reference/spvs/introduction';

export const japaneseQueries: SearchCase[] = rows([
  ['充放電', battery, 'efficiency-and-cycling', 'term'],
  ['充放電効率', battery, 'efficiency-and-cycling', 'term'],
  ['効率', battery, 'efficiency-and-cycling', 'term'],
  ['APIキー', workspace, 'api-keys', 'term'],
  ['オフサイトPPA', ppas, 'ppa-types', 'term'],
  ['インバランス料金', operations, 'imbalance-price', 'term'],
  ['ゲートクローズ', submitting, 'submission-timeline', 'term'],
  ['データカバレッジ', coverage, '', 'term'],
  ['Shift_JIS', uploads, 'file-requirements', 'term'],
  ['過積載率', assetSettings, 'pv-system', 'term'],
  ['参照価格', fip, 'reference-price-and-premium', 'term'],
  ['価格フォワードカーブ', '/technology/simulations/price-forward-curves', '', 'term'],
  ['冪等', actualsApi, 'idempotency', 'term'],
  ['共有リンク', sharing, 'creating-a-link', 'term'],
  ['日射量', weather, '', 'term'],
  ['2段階認証', account, 'two-step-verification', 'term'],
  ['料金プラン', '/legal/pricing', 'article-2', 'term'],
  ['蓄電池 最適化', optimisation, '', 'term'],
  ['優先給電ルール', curtailment, 'priority-dispatch-order', 'term'],
  ['財務制限条項', '/reference/spvs/spv-settings', 'covenants', 'term'],
  ['撤去費用', '/reference/library/opex', 'decommissioning-reserve', 'term'],
  ['横持ち形式', uploads, 'wide-layout', 'term'],
  ['キーボードショートカット', navigate, 'keyboard-shortcuts', 'term'],
  ['減価償却', financial, 'tax-and-depreciation', 'term'],
  ['投資回収年', financial, 'payback', 'term'],
  ['計画を提出', submitting, 'day-ahead-steps', 'particle'],
  ['アセットを削除', assetSettings, 'permissions-archive-and-delete', 'particle'],
  ['共有リンクを失効', sharing, 'managing-links', 'particle'],
  ['APIキーを失効', workspace, 'managing-keys', 'particle'],
  [
    'ワークスペースを削除',
    '/reference/workspaces/about-workspaces',
    'deleting-a-workspace',
    'particle',
  ],
  [
    'シナリオを比較',
    '/reference/library/scenarios/introduction',
    'comparing-scenarios',
    'particle',
  ],
  ['蓄電池の資本費', '/reference/library/capex', 'battery-capex', 'particle'],
  ['PPAの種類', ppas, 'ppa-types', 'particle'],
  ['アップロードを取り消す', uploads, 'upload-history-and-revert', 'particle'],
  ['プレミアムの計算式', fip, 'premium-formula', 'particle'],
  ['翌日計画の提出はいつまで', operations, 'day-ahead-plan', 'question'],
  ['2段階認証を設定したい', account, 'two-step-verification', 'question'],
  ['同僚を招待するには', firstSteps, 'invite-a-colleague', 'question'],
  ['冪等キーを使い回すとどうなる', actualsApi, 'key-reused', 'question'],
  ['アクセス解析を拒否するには', '/legal/privacy-policy', 'refusing-analytics', 'question'],
  ['サポートの受付時間は', help, 'support-hours', 'question'],
  ['計画が却下されたら', submitting, 'rejections-and-audit-trail', 'question'],
  ['カバレッジ率はどう計算する', coverage, 'coverage-calculation', 'question'],
  ['20MB', uploads, 'file-requirements', 'number'],
  ['0.01円/kWh', fip, 'zero-premium-slots', 'number'],
  ['12時間でログアウト', account, 'sessions', 'number'],
  ['バッテリーの劣化', battery, 'degradation', 'everyday'],
  ['バッテリー', battery, '', 'everyday'],
  ['パワコン', solar, 'clipping-and-overloading', 'everyday'],
  ['ソーラー', solar, '', 'everyday'],
  ['出力抑制', curtailment, '', 'everyday'],
  ['ピークカット', solar, 'clipping-and-overloading', 'everyday'],
  ['BG', '/reference/balancing/balancing-groups', '', 'abbreviation'],
  ['DSCR', financial, 'dscr', 'abbreviation'],
  ['EPRX', battery, 'balancing-market', 'abbreviation'],
  ['IRR', financial, 'irr', 'abbreviation'],
  ['SoC', optimisation, 'soc-dynamics', 'abbreviation'],
  ['curtailment', curtailment, '', 'otherLanguage'],
  ['imbalance price', operations, 'imbalance-price', 'otherLanguage'],
  ['balancing group', '/reference/balancing/balancing-groups', '', 'otherLanguage'],
  // Added 2026-11-27 (issue 25): a tab or field label with a particle, an h3 under its h2.
  ['蓄電池タブの最適化設定', assetView, 'optimization-spec', 'particle'],
  ['BGのメンバータブ', balancingGroups, 'members-tab', 'particle'],
  // A noun and its suru verb written as one compound (the page says メンバーを招待する).
  ['メンバー招待', workspace, 'members', 'term'],
  ['メールアドレス変更', account, 'profile', 'term'],
  // The English name of a section, typed on the Japanese site.
  ['danger zone', workspace, 'danger-zone', 'otherLanguage'],
  ['membership rules', balancingGroups, 'membership-rules', 'otherLanguage'],
  // Hyphenated, reversed or spelt-out abbreviations.
  ['TK-GK', spvIntroduction, 'gk-tk-and-project-finance', 'abbreviation'],
  ['合同会社・匿名組合', spvIntroduction, 'gk-tk-and-project-finance', 'abbreviation'],
]);

export const englishQueries: SearchCase[] = rows([
  ['round-trip efficiency', battery, 'efficiency-and-cycling', 'term'],
  ['API key', workspace, 'api-keys', 'term'],
  ['off-site PPA', ppas, 'ppa-types', 'term'],
  ['imbalance price', operations, 'imbalance-price', 'term'],
  ['gate closure', submitting, 'submission-timeline', 'term'],
  ['data coverage', coverage, '', 'term'],
  ['Shift_JIS', uploads, 'file-requirements', 'term'],
  ['reference price', fip, 'reference-price-and-premium', 'term'],
  ['forward curve', '/technology/simulations/price-forward-curves', '', 'term'],
  ['idempotency key', actualsApi, 'idempotency', 'term'],
  ['share link', sharing, 'creating-a-link', 'term'],
  ['floor probability', '/technology/operations/price-forecasts', 'floor-handling', 'term'],
  ['irradiance', weather, '', 'term'],
  ['privacy policy', '/legal/privacy-policy', '', 'term'],
  ['two-step verification', account, 'two-step-verification', 'term'],
  ['forecasts', forecasts, '', 'term'],
  ['priority dispatch', curtailment, 'priority-dispatch-order', 'term'],
  ['covenants', '/reference/spvs/spv-settings', 'covenants', 'term'],
  ['decommissioning reserve', '/reference/library/opex', 'decommissioning-reserve', 'term'],
  ['wide layout', uploads, 'wide-layout', 'term'],
  ['keyboard shortcuts', navigate, 'keyboard-shortcuts', 'term'],
  ['depreciation', financial, 'tax-and-depreciation', 'term'],
  ['payback', financial, 'payback', 'term'],
  ['free trial', '/legal/pricing', 'article-5', 'term'],
  ['virtual PPA settlement', ppas, 'virtual-settlement', 'term'],
  ['submit a day-ahead plan', submitting, 'day-ahead-steps', 'question'],
  ['how do I delete an asset', assetSettings, 'permissions-archive-and-delete', 'question'],
  ['how to revoke a share link', sharing, 'managing-links', 'question'],
  ['revoke an API key', workspace, 'managing-keys', 'question'],
  [
    'how do I delete a workspace',
    '/reference/workspaces/about-workspaces',
    'deleting-a-workspace',
    'question',
  ],
  [
    'compare scenarios',
    '/reference/library/scenarios/introduction',
    'comparing-scenarios',
    'question',
  ],
  ['when is the day-ahead plan due', operations, 'day-ahead-plan', 'question'],
  ['how do I invite a colleague', firstSteps, 'invite-a-colleague', 'question'],
  ['what happens if I reuse an idempotency key', actualsApi, 'key-reused', 'question'],
  ['how to refuse analytics', '/legal/privacy-policy', 'refusing-analytics', 'question'],
  ['what are the support hours', help, 'support-hours', 'question'],
  ['what if my plan is rejected', submitting, 'rejections-and-audit-trail', 'question'],
  ['how is coverage calculated', coverage, 'coverage-calculation', 'question'],
  ['how do I undo an upload', uploads, 'upload-history-and-revert', 'question'],
  ['20MB', uploads, 'file-requirements', 'number'],
  ['0.01 JPY/kWh', fip, 'zero-premium-slots', 'number'],
  ['logged out after 12 hours', account, 'sessions', 'number'],
  ['battery capex', '/reference/library/capex', 'battery-capex', 'term'],
  ['battery wear', battery, 'degradation', 'everyday'],
  ['solar generation model', solar, '', 'everyday'],
  ['inverter limit', solar, 'clipping-and-overloading', 'everyday'],
  ['PV', solar, '', 'everyday'],
  ['2FA', account, 'two-step-verification', 'everyday'],
  ['BESS', battery, '', 'everyday'],
  ['LCOE', financial, 'lcoe', 'abbreviation'],
  ['BG', '/reference/balancing/balancing-groups', '', 'abbreviation'],
  ['DSCR', financial, 'dscr', 'abbreviation'],
  ['EPRX', battery, 'balancing-market', 'abbreviation'],
  ['IRR', financial, 'irr', 'abbreviation'],
  ['SoC limits', optimisation, 'soc-limits-and-end-of-day', 'abbreviation'],
  ['OCCTO', operations, '', 'abbreviation'],
  ['出力制御', curtailment, '', 'otherLanguage'],
  ['インバランス料金', operations, 'imbalance-price', 'otherLanguage'],
  ['蓄電池', battery, '', 'otherLanguage'],
  ['減価償却', financial, 'tax-and-depreciation', 'otherLanguage'],
  // Added 2026-11-27 (issue 25): a tab or field label, an h3 under its h2.
  ['battery tab optimization spec', assetView, 'optimization-spec', 'term'],
  ['BG members tab', balancingGroups, 'members-tab', 'term'],
  // A verb and its noun, as the Japanese compound's readers type them.
  ['invite members', workspace, 'members', 'question'],
  ['change email address', account, 'profile', 'question'],
  // The Japanese name of a section, typed on the English site.
  ['危険な操作', workspace, 'danger-zone', 'otherLanguage'],
  ['メンバーのルール', balancingGroups, 'membership-rules', 'otherLanguage'],
  // Hyphenated, reversed or slashed abbreviations.
  ['TK-GK structure', spvIntroduction, 'gk-tk-and-project-finance', 'abbreviation'],
  ['DC/AC ratio', '/reference/assets/asset-settings', 'derived-values', 'abbreviation'],
]);
