/**
 * Words the Markdown pages use where the HTML shows a component. The ones
 * copied from a component or the theme are checked against their source by
 * strings.test.ts, so a changed label fails a test instead of drifting.
 */
import type {Locale} from '../facts/areas';

/** Labels of `<ApiEndpoint>` (src/components/api/ApiEndpoint.tsx), with their translation ids. */
export const apiEndpointMessages = {
  permission: {id: 'api.endpoint.permission', ja: '必要な権限'},
  rateLimit: {id: 'api.endpoint.rateLimit', ja: 'レート制限'},
  rateRead: {id: 'api.endpoint.rateLimit.read', ja: '読み取り（APIキーごとに300リクエスト/分）'},
  rateWrite: {id: 'api.endpoint.rateLimit.write', ja: '書き込み（APIキーごとに60リクエスト/分）'},
  rateV1: {
    id: 'api.endpoint.rateLimit.v1',
    ja: 'APIキーごとに60リクエスト/分（v1のすべてのエンドポイントで共通）',
  },
  plan: {id: 'api.endpoint.plan', ja: 'プラン'},
  planPro: {
    id: 'api.endpoint.plan.professional',
    ja: 'プロフェッショナル以上（スターターでは403）',
  },
  planAll: {id: 'api.endpoint.plan.all', ja: 'すべてのプラン'},
  deprecated: {id: 'api.endpoint.deprecated', ja: '非推奨（2027-03-31に提供終了）'},
} as const;

type EndpointKey = keyof typeof apiEndpointMessages | 'property' | 'value';
export type EndpointLabels = Record<EndpointKey, string>;

/** The English messages come from i18n/en/code.json, the file the HTML uses. */
export function apiEndpointStringsFor(
  codeJson: Record<string, {message: string}>,
): Record<Locale, EndpointLabels> {
  const ja = {property: '項目', value: '内容'} as Record<EndpointKey, string>;
  const en = {property: 'Property', value: 'Value'} as Record<EndpointKey, string>;
  for (const [key, {id, ja: message}] of Object.entries(apiEndpointMessages)) {
    const english = codeJson[id]?.message;
    if (!english) throw new Error(`i18n/en/code.json has no "${id}" (used by the Markdown pages)`);
    ja[key as EndpointKey] = message;
    en[key as EndpointKey] = english;
  }
  return {ja, en};
}

/** The admonition titles the theme shows (theme-translations' ja file, the English defaults). */
export const admonitionLabels = {
  ja: {note: '注記', tip: 'ヒント', info: '備考', warning: '警告', danger: '危険', caution: '注意'},
  en: {
    note: 'Note',
    tip: 'Tip',
    info: 'Info',
    warning: 'Warning',
    danger: 'Danger',
    caution: 'Caution',
  },
} as const;

export type ExplainerSentence = {text: string; link: string; after: string};

/**
 * What each explainer (src/components/explainers/<Name>) lets a reader do,
 * for the Markdown pages, which cannot run it.
 */
export const explainerSentences: Record<Locale, Record<string, ExplainerSentence>> = {
  ja: {
    FipPremium: {
      text: 'ここには対話型の計算ツール「FIPの月間収入を試算する」があります。基準価格、参照価格の内訳、1か月の発電カーブ、0.01円/kWhのコマを入力すると、このページの式でプレミアム、対象の電力量、その月の収入を計算します。',
      link: 'ブラウザでこのページを開く',
      after: 'と操作できます。',
    },
    BatteryOptimization: {
      text: 'ここには対話型の図解「充放電スケジュールの最適化を試す」があります。48コマの価格カーブや蓄電池の設定を変えると、1日の収益が最大になる充放電スケジュールを計算し直します。',
      link: 'ブラウザでこのページを開く',
      after: 'と操作できます。',
    },
  },
  en: {
    FipPremium: {
      text: 'The page has an interactive calculator here, "Estimate a month of FIP revenue": enter the base price, the parts of the reference price, a month of generation and the 0.01 JPY/kWh slots, and it computes the premium, the eligible energy and the month\'s revenue with the formulas of this page.',
      link: 'Open the page in a browser',
      after: ' to use it.',
    },
    BatteryOptimization: {
      text: 'The page has an interactive explainer here, "Try the schedule optimization": change the price curve of the 48 slots or the battery settings, and it recomputes the charge and discharge schedule that earns the most in the day.',
      link: 'Open the page in a browser',
      after: ' to use it.',
    },
  },
};
