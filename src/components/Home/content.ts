import {translate} from '@docusaurus/Translate';
import {currentApiVersion, siteArea, type Locale} from '@site/src/facts/areas';

/**
 * What the home page links to. Labels are translated with `translate()` so
 * they land in `i18n/en/code.json` with every other UI string.
 */
export type HomeLink = {label: string; to: string};
export type AreaCard = {title: string; description: string; to: string; links: HomeLink[]};

/** The area cards; their titles are the area labels of src/facts/areas.ts in the page's locale. */
export function areaCards(locale: Locale): AreaCard[] {
  return [
    {
      title: siteArea('reference').label[locale],
      description: translate({
        id: 'home.areas.reference.description',
        message: 'アプリの各画面と項目、ルール、権限を画面ごとに説明します。',
      }),
      to: '/reference/getting-started/overview',
      links: [
        {
          label: translate({id: 'home.areas.reference.assetList', message: 'アセット一覧'}),
          to: '/reference/assets/asset-list',
        },
        {
          label: translate({
            id: 'home.areas.reference.submittingPlans',
            message: '発電販売計画の作成と提出',
          }),
          to: '/reference/balancing-operations/submitting-plans',
        },
        {
          label: translate({
            id: 'home.areas.reference.workspaceSettings',
            message: 'ワークスペース設定',
          }),
          to: '/reference/settings/workspace-settings',
        },
      ],
    },
    {
      title: siteArea('guides').label[locale],
      description: translate({
        id: 'home.areas.guides.description',
        message: '導入から日々の業務まで、作業の流れに沿って通しで説明します。',
      }),
      to: '/guides/user-guides/introduction',
      links: [
        {
          label: translate({id: 'home.areas.guides.introduction', message: 'ユーザーガイド'}),
          to: '/guides/user-guides/introduction',
        },
        {
          label: translate({id: 'home.areas.guides.scenarioGuides', message: 'シナリオ別ガイド'}),
          to: '/guides/user-guides/scenario-guides',
        },
      ],
    },
    {
      title: siteArea('technology').label[locale],
      description: translate({
        id: 'home.areas.technology.description',
        message: '予測、最適化、シミュレーションの手法と計算式を説明します。',
      }),
      to: '/technology/simulations/introduction',
      links: [
        {
          label: translate({
            id: 'home.areas.technology.solarForecasts',
            message: '太陽光発電量予測の手法',
          }),
          to: '/technology/operations/solar-forecasts',
        },
        {
          label: translate({id: 'home.areas.technology.fip', message: 'FIP収入の計算方法'}),
          to: '/technology/simulations/fip',
        },
        {
          label: translate({id: 'home.areas.technology.financial', message: '財務モデル'}),
          to: '/technology/simulations/financial',
        },
      ],
    },
    {
      title: `${siteArea('api').label[locale]} ${currentApiVersion}`,
      description: translate({
        id: 'home.areas.api.description',
        message: 'HTTP APIで実績を登録し、予測や設定を取得・更新します。',
      }),
      to: '/api/introduction',
      links: [
        {
          label: translate({id: 'home.areas.api.introduction', message: 'APIの概要'}),
          to: '/api/introduction',
        },
        {
          label: translate({id: 'home.areas.api.integrationGuide', message: 'API連携ガイド'}),
          to: '/api/integration-guide',
        },
        {
          label: translate({id: 'home.areas.api.addActuals', message: '発電実績の登録'}),
          to: '/api/add-asset-actuals',
        },
      ],
    },
  ];
}

export function popularTasks(): HomeLink[] {
  return [
    {
      label: translate({id: 'home.tasks.upload', message: '発電実績データをアップロードする'}),
      to: '/reference/data-uploads/generation-data',
    },
    {
      label: translate({id: 'home.tasks.submitPlan', message: '翌日計画を提出する'}),
      to: '/reference/balancing-operations/submitting-plans',
    },
    {
      label: translate({id: 'home.tasks.createSimulation', message: 'シミュレーションを作成する'}),
      to: '/reference/simulations/creating-simulations',
    },
    {
      label: translate({id: 'home.tasks.apiKey', message: 'APIキーを作成する'}),
      to: '/reference/settings/workspace-settings#api-keys',
    },
    {
      label: translate({id: 'home.tasks.quantiles', message: '予測の分位点を読み解く'}),
      to: '/reference/forecasting/forecasts',
    },
    {
      label: translate({id: 'home.tasks.share', message: 'シミュレーションを共有する'}),
      to: '/reference/simulations/sharing-simulations',
    },
  ];
}

export type TimelinePoint = {time: string; label: string; anchor: string};

/** The balancing desk's day; anchors are fixed ids on the operations overview. */
export function balancingDay(): TimelinePoint[] {
  return [
    {
      time: '08:30',
      label: translate({id: 'home.day.forecastIssue', message: '翌日分の予測を発行（前日発行分）'}),
      anchor: 'forecast-issue',
    },
    {
      time: '09:00',
      label: translate({id: 'home.day.battery', message: '蓄電池の運用最適化'}),
      anchor: 'battery-optimisation',
    },
    {
      time: '10:00',
      label: translate({id: 'home.day.jepx', message: 'JEPXスポット市場の入札締切'}),
      anchor: 'jepx-bids',
    },
    {
      time: '12:00',
      label: translate({id: 'home.day.dayAhead', message: '翌日計画の提出期限'}),
      anchor: 'day-ahead-plan',
    },
    {
      time: '17:00',
      label: translate({id: 'home.day.intraday', message: '当日計画の受付開始'}),
      anchor: 'intraday',
    },
    {
      time: 'GC',
      label: translate({
        id: 'home.day.gateClosure',
        message: '各コマの開始1時間前にゲートクローズ',
      }),
      anchor: 'intraday',
    },
    {
      time: 'D+1',
      label: translate({id: 'home.day.review', message: '発電実績の取り込みとインバランス確認'}),
      anchor: 'actuals-review',
    },
  ];
}
