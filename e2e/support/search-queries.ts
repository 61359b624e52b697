/**
 * What readers type, and the page they are looking for: each page must be
 * among the first five results. The words come from the pages themselves;
 * several Japanese ones are parts of compounds (充放電 in 充放電効率) or mix
 * scripts (APIキー, オフサイトPPA), which a space-splitting search misses.
 */
export type SearchCase = {query: string; expected: string};

export const japaneseQueries: SearchCase[] = [
  {query: '充放電', expected: '/technology/simulations/battery'},
  {query: '充放電効率', expected: '/technology/simulations/battery'},
  {query: '効率', expected: '/technology/simulations/battery'},
  {query: 'APIキー', expected: '/reference/settings/workspace-settings'},
  {query: 'オフサイトPPA', expected: '/reference/ppas/introduction'},
  {query: 'インバランス料金', expected: '/reference/balancing-operations/introduction'},
  {query: 'ゲートクローズ', expected: '/reference/balancing-operations/submitting-plans'},
  {query: 'データカバレッジ', expected: '/reference/assets/data-coverage'},
  {query: 'Shift_JIS', expected: '/reference/data-uploads/generation-data'},
  {query: '過積載率', expected: '/reference/assets/asset-settings'},
  {query: '参照価格', expected: '/technology/simulations/fip'},
  {query: '価格フォワードカーブ', expected: '/technology/simulations/price-forward-curves'},
  {query: '冪等', expected: '/api/add-asset-actuals'},
  {query: '共有リンク', expected: '/reference/simulations/sharing-simulations'},
  {query: '日射量', expected: '/technology/simulations/weather-model'},
  {query: '2段階認証', expected: '/reference/settings/account-settings'},
  {query: '料金プラン', expected: '/legal/pricing'},
  {query: '蓄電池 最適化', expected: '/technology/operations/battery-optimization'},
];

export const englishQueries: SearchCase[] = [
  {query: 'round-trip efficiency', expected: '/technology/simulations/battery'},
  {query: 'API key', expected: '/reference/settings/workspace-settings'},
  {query: 'off-site PPA', expected: '/reference/ppas/introduction'},
  {query: 'imbalance price', expected: '/reference/balancing-operations/introduction'},
  {query: 'gate closure', expected: '/reference/balancing-operations/submitting-plans'},
  {query: 'data coverage', expected: '/reference/assets/data-coverage'},
  {query: 'Shift_JIS', expected: '/reference/data-uploads/generation-data'},
  {query: 'reference price', expected: '/technology/simulations/fip'},
  {query: 'forward curve', expected: '/technology/simulations/price-forward-curves'},
  {query: 'idempotency key', expected: '/api/add-asset-actuals'},
  {query: 'share link', expected: '/reference/simulations/sharing-simulations'},
  {query: 'floor probability', expected: '/technology/operations/price-forecasts'},
  {query: 'irradiance', expected: '/technology/simulations/weather-model'},
  {query: 'privacy policy', expected: '/legal/privacy-policy'},
  {query: 'two-step verification', expected: '/reference/settings/account-settings'},
  {query: 'LCOE', expected: '/technology/simulations/financial'},
  {query: 'forecasts', expected: '/reference/forecasting/forecasts'},
];
