import type {Footer} from '@docusaurus/theme-common';
import {siteArea} from '../facts/areas';
import {appUrl, statusUrl, supportEmail} from '../facts/site';

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
        {label: siteArea('reference').label.ja, to: '/reference/getting-started/overview'},
        {label: siteArea('guides').label.ja, to: '/guides/user-guides/introduction'},
        {label: siteArea('technology').label.ja, to: '/technology/simulations/introduction'},
        {label: siteArea('api').label.ja, to: '/api/introduction'},
      ],
    },
    {
      title: 'プロダクト',
      items: [
        {label: siteArea('releases').label.ja, to: '/releases'},
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
      title: siteArea('legal').label.ja,
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
