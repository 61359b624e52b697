import type {Navbar} from '@docusaurus/theme-common';
import {appUrl} from './site';

/**
 * Labels are the Japanese source strings; English comes from
 * `i18n/en/docusaurus-theme-classic/navbar.json`.
 */
export const navbar = {
  title: 'Hinata Cloud',
  hideOnScroll: false,
  logo: {
    // Decorative: the title next to it already names the site.
    alt: '',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'docSidebar', sidebarId: 'reference', label: 'リファレンス', position: 'left'},
    {
      type: 'docSidebar',
      sidebarId: 'guides',
      docsPluginId: 'guides',
      label: 'ガイド',
      position: 'left',
    },
    {
      type: 'docSidebar',
      sidebarId: 'technology',
      docsPluginId: 'technology',
      label: 'テクノロジー',
      position: 'left',
    },
    {type: 'docSidebar', sidebarId: 'api', docsPluginId: 'api', label: 'API', position: 'left'},
    {
      type: 'docSidebar',
      sidebarId: 'legal',
      docsPluginId: 'legal',
      label: '規約・ポリシー',
      position: 'left',
    },
    {type: 'search', position: 'left'},
    // Rendered on API pages only: see src/theme/NavbarItem/DocsVersionDropdownNavbarItem.
    {type: 'docsVersionDropdown', docsPluginId: 'api', position: 'right'},
    {href: appUrl, label: 'ログイン', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
  ],
} satisfies Omit<Navbar, 'style'>;
