import type {Footer} from '@docusaurus/theme-common';
import {appUrl, statusUrl, supportEmail} from './site';

/**
 * Labels are the Japanese source strings; English comes from
 * `i18n/en/docusaurus-theme-classic/footer.json`.
 */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'ドキュメント',
      items: [
        {label: 'リファレンス', to: '/reference/getting-started/overview'},
        {label: 'ガイド', to: '/guides/user-guides/introduction'},
        {label: 'テクノロジー', to: '/technology/simulations/introduction'},
        {label: 'API', to: '/api/introduction'},
      ],
    },
    {
      title: 'プロダクト',
      items: [
        {label: 'リリースノート', to: '/releases'},
        {label: '稼働状況', href: statusUrl},
        {label: 'ログイン', href: appUrl},
      ],
    },
    {
      title: 'サポート',
      items: [
        {label: 'ヘルプ・お問い合わせ', to: '/reference/get-help'},
        {label: supportEmail, href: `mailto:${supportEmail}`},
      ],
    },
    {
      title: '規約・ポリシー',
      items: [
        {label: '利用規約', to: '/legal/terms-of-use'},
        {label: 'プライバシーポリシー', to: '/legal/privacy-policy'},
        {label: '情報セキュリティ基本方針', to: '/legal/information-security'},
        {label: '料金プラン', to: '/legal/pricing'},
      ],
    },
  ],
  copyright: '© 2026 株式会社ひなたエナジー',
} satisfies Footer;
