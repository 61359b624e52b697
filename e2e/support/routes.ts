/**
 * The documented routes of spec §2 with their final titles (pages.md), without
 * locale prefix: each exists at `/path` (Japanese) and `/en/path` (English).
 */
export type DocumentedRoute = {path: string; ja: string; en: string};

export const documentedRoutes: DocumentedRoute[] = [
  {
    path: '/reference/getting-started/overview',
    ja: 'Hinata Cloudの概要',
    en: 'Hinata Cloud overview',
  },
  {path: '/reference/getting-started/navigate', ja: '画面構成と基本操作', en: 'Navigating the app'},
  {
    path: '/reference/workspaces/about-workspaces',
    ja: 'ワークスペースについて',
    en: 'About workspaces',
  },
  {path: '/reference/assets/asset-list', ja: 'アセット一覧', en: 'Asset list'},
  {path: '/reference/assets/asset-map', ja: 'アセットマップ', en: 'Asset map'},
  {path: '/reference/assets/asset-view', ja: 'アセット詳細画面', en: 'Asset page'},
  {path: '/reference/assets/asset-overview', ja: 'アセットの概要タブ', en: 'Asset overview tab'},
  {path: '/reference/assets/asset-settings', ja: 'アセット設定', en: 'Asset settings'},
  {path: '/reference/assets/data-coverage', ja: 'データカバレッジ', en: 'Data coverage'},
  {
    path: '/reference/data-uploads/generation-data',
    ja: '発電実績データのアップロード',
    en: 'Uploading generation data',
  },
  {path: '/reference/forecasting/forecasts', ja: '予測画面', en: 'Forecasts screen'},
  {
    path: '/reference/balancing/balancing-groups',
    ja: 'バランシンググループ（BG）',
    en: 'Balancing groups',
  },
  {
    path: '/reference/balancing-operations/introduction',
    ja: '需給管理業務の概要',
    en: 'Balancing operations overview',
  },
  {
    path: '/reference/balancing-operations/submitting-plans',
    ja: '発電販売計画の作成と提出',
    en: 'Submitting plans',
  },
  {
    path: '/reference/simulations/introduction',
    ja: 'シミュレーションの概要',
    en: 'Simulations overview',
  },
  {
    path: '/reference/simulations/creating-simulations',
    ja: 'シミュレーションの作成',
    en: 'Creating a simulation',
  },
  {
    path: '/reference/simulations/simulation-page',
    ja: 'シミュレーション結果画面',
    en: 'Simulation results page',
  },
  {
    path: '/reference/simulations/sharing-simulations',
    ja: 'シミュレーションの共有とエクスポート',
    en: 'Sharing and exporting simulations',
  },
  {path: '/reference/ppas/introduction', ja: 'PPA（電力購入契約）の概要', en: 'PPAs overview'},
  {path: '/reference/ppas/ppa-settings', ja: 'PPAの設定', en: 'PPA settings'},
  {path: '/reference/ppas/ppa-view', ja: 'PPA詳細画面', en: 'PPA page'},
  {path: '/reference/spvs/introduction', ja: 'SPV（特別目的会社）の概要', en: 'SPVs overview'},
  {path: '/reference/spvs/spv-settings', ja: 'SPVの設定', en: 'SPV settings'},
  {path: '/reference/library/capex', ja: '資本費（Capex）ライブラリ', en: 'Capex library'},
  {path: '/reference/library/opex', ja: '運転維持費（Opex）ライブラリ', en: 'Opex library'},
  {
    path: '/reference/library/scenarios/introduction',
    ja: 'シナリオの概要',
    en: 'Scenarios overview',
  },
  {
    path: '/reference/library/scenarios/scenario-settings',
    ja: 'シナリオの設定項目',
    en: 'Scenario settings',
  },
  {path: '/reference/settings/account-settings', ja: 'アカウント設定', en: 'Account settings'},
  {
    path: '/reference/settings/workspace-settings',
    ja: 'ワークスペース設定',
    en: 'Workspace settings',
  },
  {
    path: '/reference/security-privacy',
    ja: 'セキュリティとプライバシー',
    en: 'Security and privacy',
  },
  {path: '/reference/get-help', ja: 'サポート・お問い合わせ', en: 'Getting help'},
  {path: '/guides/user-guides/introduction', ja: 'ユーザーガイド', en: 'User guides'},
  {
    path: '/guides/user-guides/scenario-guides',
    ja: 'シナリオ別ガイド',
    en: 'Scenario guides: end-to-end walkthroughs',
  },
  {
    path: '/technology/operations/solar-forecasts',
    ja: '太陽光発電量予測の手法',
    en: 'Solar generation forecasts',
  },
  {
    path: '/technology/operations/price-forecasts',
    ja: 'JEPXスポット価格予測の手法',
    en: 'Day-ahead price forecasts',
  },
  {
    path: '/technology/operations/battery-optimization',
    ja: '蓄電池運用最適化の手法',
    en: 'Battery dispatch optimisation',
  },
  {
    path: '/technology/simulations/introduction',
    ja: 'シミュレーションの仕組み',
    en: 'How simulations work',
  },
  {path: '/technology/simulations/weather-model', ja: '気象モデル', en: 'Weather model'},
  {path: '/technology/simulations/solar', ja: '太陽光発電モデル', en: 'Solar production model'},
  {path: '/technology/simulations/curtailment', ja: '出力制御モデル', en: 'Curtailment model'},
  {
    path: '/technology/simulations/price-forward-curves',
    ja: '価格フォワードカーブ',
    en: 'Price forward curves',
  },
  {path: '/technology/simulations/fip', ja: 'FIP収入の計算方法', en: 'FIP revenue model'},
  {path: '/technology/simulations/battery', ja: '蓄電池モデル', en: 'Battery model'},
  {path: '/technology/simulations/financial', ja: '財務モデル', en: 'Financial model'},
  {path: '/api/introduction', ja: 'APIの概要', en: 'API introduction'},
  {path: '/api/integration-guide', ja: 'API連携ガイド', en: 'Integration guide'},
  {path: '/api/get-assets', ja: 'アセット一覧の取得', en: 'List assets'},
  {path: '/api/search-assets', ja: 'アセットの検索', en: 'Search assets'},
  {path: '/api/get-asset', ja: 'アセットの取得', en: 'Get an asset'},
  {path: '/api/get-asset-actuals', ja: '発電実績の取得', en: 'Get asset actuals'},
  {path: '/api/add-asset-actuals', ja: '発電実績の登録', en: 'Add asset actuals'},
  {path: '/api/get-asset-forecasts', ja: 'アセット予測の取得', en: 'Get asset forecasts'},
  {
    path: '/api/get-balancing-group-forecasts',
    ja: 'バランシンググループ予測の取得',
    en: 'Get balancing group forecasts',
  },
  {
    path: '/api/get-workspace-forecasts',
    ja: 'ワークスペース予測の取得',
    en: 'Get workspace forecasts',
  },
  {path: '/api/price-forecasts', ja: '価格予測の取得', en: 'Get price forecasts'},
  {
    path: '/api/battery-optimization-specs',
    ja: '蓄電池最適化設定の取得と更新',
    en: 'Battery optimization specs',
  },
  {path: '/legal/terms-of-use', ja: '利用規約', en: 'Terms of Use'},
  {path: '/legal/privacy-policy', ja: 'プライバシーポリシー', en: 'Privacy Policy'},
  {
    path: '/legal/information-security',
    ja: '情報セキュリティ基本方針',
    en: 'Information Security Policy',
  },
  {path: '/legal/pricing', ja: '料金プラン', en: 'Pricing and plans'},
  {
    path: '/legal/annex-7f3a9c2e',
    ja: 'エンタープライズ契約付属書',
    en: 'Enterprise Customer Annex',
  },
];
