import type {Navbar} from '@docusaurus/theme-common';
import {areas, sidebarId} from '../facts/areas';
import {appUrl} from '../facts/site';

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
    // One entry per area; English labels from navbar.json (checked against areas.ts).
    ...areas.map((area) => ({
      type: 'docSidebar' as const,
      sidebarId,
      ...(area.id !== 'reference' && {docsPluginId: area.id}),
      label: area.label.ja,
      position: 'left' as const,
    })),
    {type: 'search', position: 'left'},
    // Rendered on API pages only: see src/theme/NavbarItem/DocsVersionDropdownNavbarItem.
    {type: 'docsVersionDropdown', docsPluginId: 'api', position: 'right'},
    {href: appUrl, label: 'ログイン', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
  ],
} satisfies Omit<Navbar, 'style'>;
