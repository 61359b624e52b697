import type {Customisation} from '../types';

/**
 * The theme components we replace. They live in src/theme/ (where Docusaurus
 * looks for them); each is declared here with the safety theme-classic's own
 * swizzle config gives it (lib/getSwizzleConfig.js: a component not listed
 * there is "unsafe" to wrap). src/theme/README.md says why each exists.
 * Switched off (`HINATA_WITHOUT_SWIZZLES_<COMPONENT>=1`), the component
 * resolves to theme-classic's own (plugin.ts).
 */
const themeClassic = {package: '@docusaurus/theme-classic', range: '3.10.2 || 4.0.0-canary-6808'};
/** While a swizzle is off, this plugin resolves its components to theme-classic's own. */
const plainPlugin = './src/upstream/swizzles/plugin.ts';
const swizzleGuard = {
  kind: 'unit',
  name: '"every component we replace still exists in the theme it comes from"',
  file: 'src/theme/swizzles.test.ts',
} as const;

export const swizzles: readonly Customisation[] = [
  {
    id: 'swizzles/CodeBlock',
    switchOff: 'HINATA_WITHOUT_SWIZZLES_CODEBLOCK',
    plainPlugin,
    title:
      'CodeBlock replaced: the server-rendered block is kept until the highlighter loads, when a code block comes near the viewport',
    files: ['src/theme/CodeBlock/index.tsx', 'src/theme/CodeBlock/HighlightedCodeBlock.tsx'],
    swizzle: {component: 'CodeBlock', theme: '@docusaurus/theme-classic', safety: 'safe'},
    reliesOn: [{...themeClassic, what: 'CodeBlock and its Props ("safe" to wrap)'}],
    buys: "with deferred-prism: main bundle −33 KiB; Prism (25 KiB) off an API page's first load; TBT 337–413 → 117–140 ms on API pages",
    guards: [
      swizzleGuard,
      {kind: 'typecheck', name: 'Props of @theme-original/CodeBlock'},
      {
        kind: 'e2e',
        name: '"offers Copy on code blocks and confirms with Copied"',
        file: 'e2e/specs/site-shell.spec.ts',
      },
    ],
    removeWhen: 'theme-classic loads Prism lazily itself',
    upstream: {
      none: 'None filed: as for deferred-prism, no facebook/docusaurus issue asks for code blocks that keep their server-rendered HTML and load the highlighter near the viewport. Worth proposing: a lazily hydrated CodeBlock in theme-classic, with Prism in its own chunk',
    },
  },
  {
    id: 'swizzles/AnnouncementBar',
    switchOff: 'HINATA_WITHOUT_SWIZZLES_ANNOUNCEMENTBAR',
    plainPlugin,
    title:
      'AnnouncementBar wrapped: resets `data-announcement-bar-initially-dismissed` when the announcement id changed',
    files: ['src/theme/AnnouncementBar/index.tsx'],
    swizzle: {component: 'AnnouncementBar', theme: '@docusaurus/theme-classic', safety: 'unsafe'},
    reliesOn: [
      {
        ...themeClassic,
        what: 'the attribute set by lib/inlineScripts.js (AnnouncementBarDismissDataAttribute)',
      },
      {
        package: '@docusaurus/theme-common',
        range: '3.10.2 || 4.0.0-canary-6808',
        what: 'useAnnouncementBar() from ./internal (unstable API)',
      },
    ],
    buys: 'a new announcement shows at once instead of on the next page load',
    guards: [
      swizzleGuard,
      {
        kind: 'unit',
        name: '"the announcement bar wrapper resets the attribute theme-classic\'s inline script sets"',
        file: 'src/theme/swizzles.test.ts',
      },
      {kind: 'typecheck', name: 'TS2305 when useAnnouncementBar leaves theme-common/internal'},
    ],
    removeWhen: 'theme-classic compares the announcement id in its inline script',
    upstream: {
      none: "None filed: no facebook/docusaurus issue reports that theme-classic's inline script (lib/inlineScripts.js) hides a new announcement because the previous one was dismissed. Worth proposing: the inline script compares the stored announcement id with the configured one before it hides the bar",
    },
  },
  {
    id: 'swizzles/Navbar-MobileSidebar',
    switchOff: 'HINATA_WITHOUT_SWIZZLES_NAVBAR_MOBILESIDEBAR',
    plainPlugin,
    title: 'Navbar/MobileSidebar wrapped: the mobile menu renders the first time it opens',
    files: ['src/theme/Navbar/MobileSidebar/index.tsx'],
    swizzle: {
      component: 'Navbar/MobileSidebar',
      theme: '@docusaurus/theme-classic',
      safety: 'unsafe',
    },
    reliesOn: [
      {...themeClassic, what: 'Navbar/MobileSidebar'},
      {
        package: '@docusaurus/theme-common',
        range: '3.10.2 || 4.0.0-canary-6808',
        what: 'useNavbarMobileSidebar().shown from ./internal (unstable API)',
      },
    ],
    buys: 'a docs page on a phone no longer prefetches its whole area: 190 prefetches → 3 on the FIP page, 449 → 283 KiB transferred',
    guards: [
      swizzleGuard,
      {kind: 'typecheck', name: 'TS2305 when useNavbarMobileSidebar leaves theme-common/internal'},
      {
        kind: 'e2e',
        name: '"a page fetches the pages listed in the menu only once the menu opens"',
        file: 'e2e/specs/site-shell.spec.ts',
      },
    ],
    removeWhen: 'theme-classic renders the closed menu lazily',
    upstream: {
      none: 'None filed: no facebook/docusaurus issue reports that the closed mobile menu renders the whole sidebar at hydration and its links count as visible for prefetching. Worth proposing: Navbar/MobileSidebar rendered on first open, as collapsed sidebar categories have been since facebook/docusaurus#5136',
    },
  },
  {
    id: 'swizzles/NavbarItem-DocsVersionDropdownNavbarItem',
    switchOff: 'HINATA_WITHOUT_SWIZZLES_NAVBARITEM_DOCSVERSIONDROPDOWNNAVBARITEM',
    plainPlugin,
    title: 'NavbarItem/DocsVersionDropdownNavbarItem wrapped: renders on API pages only',
    files: ['src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx'],
    swizzle: {
      component: 'NavbarItem/DocsVersionDropdownNavbarItem',
      theme: '@docusaurus/theme-classic',
      safety: 'unsafe',
    },
    reliesOn: [
      {
        ...themeClassic,
        what: "the original's `docsPluginId` prop; useActivePlugin() from @docusaurus/plugin-content-docs/client (public)",
      },
    ],
    buys: 'no version dropdown outside the only versioned area',
    guards: [
      swizzleGuard,
      {
        kind: 'e2e',
        name: '"other areas have no version badge or dropdown"',
        file: 'e2e/specs/api-versions.spec.ts',
      },
    ],
    removeWhen: 'Docusaurus hides the dropdown outside its plugin',
    upstream: 'https://github.com/facebook/docusaurus/issues/4389',
  },
  {
    id: 'swizzles/DocItem-Content',
    switchOff: 'HINATA_WITHOUT_SWIZZLES_DOCITEM_CONTENT',
    plainPlugin,
    title:
      "DocItem/Content, BlogPostItem/Header and BlogPostItem/Footer wrapped: the page actions (Copy page, a lazy menu) float beside the title of a docs page and of a release note's own page, and the feedback box follows its content",
    files: [
      'src/theme/DocItem/Content/index.tsx',
      'src/theme/BlogPostItem/Header/index.tsx',
      'src/theme/BlogPostItem/Footer/index.tsx',
    ],
    swizzle: {
      component: 'DocItem/Content, BlogPostItem/Header, BlogPostItem/Footer',
      theme: '@docusaurus/theme-classic',
      safety: 'unsafe',
    },
    reliesOn: [
      {
        ...themeClassic,
        what: 'the originals rendering the title h1 right after our floated actions, and BlogPostItem/Footer closing the note',
      },
      {
        package: '@docusaurus/plugin-content-blog',
        range: '3.10.2 || 4.0.0-canary-6808',
        what: 'useBlogPost() from ./client (public): isBlogPostPage, metadata.permalink',
      },
    ],
    buys: "page actions beside the title; the menu's code is a lazy chunk (1,413 B); feedback on every docs page and release note, its form a lazy chunk",
    guards: [
      swizzleGuard,
      {
        kind: 'e2e',
        name: '"the actions sit beside the page title"',
        file: 'e2e/specs/page-actions.spec.ts',
      },
      {
        kind: 'e2e',
        name: '"a reader reports a wrong figure in the section they were reading"',
        file: 'e2e/specs/feedback.spec.ts',
      },
    ],
    removeWhen: 'the page actions go, or theme-classic offers a slot beside the title',
    upstream: {
      none: 'None open: facebook/docusaurus#5251 (an RFC for placeholder components after the title) and facebook/docusaurus#9588 (a component above the title) were closed, and theme-classic 3.10.2 has no slot beside a title. Worth proposing: a safe-to-wrap slot beside the title of docs pages and blog posts',
    },
  },
  {
    id: 'swizzles/Metadata',
    switchOff: 'HINATA_WITHOUT_SWIZZLES_METADATA',
    plainPlugin,
    title:
      'DocItem/Metadata and BlogPostPage/Metadata wrapped: `<link rel="alternate" type="text/markdown">` to the page\'s Markdown twin',
    files: ['src/theme/DocItem/Metadata/index.tsx', 'src/theme/BlogPostPage/Metadata/index.tsx'],
    swizzle: {
      component: 'DocItem/Metadata, BlogPostPage/Metadata',
      theme: '@docusaurus/theme-classic',
      safety: 'unsafe',
    },
    reliesOn: [{...themeClassic, what: 'useDoc() / useBlogPost() and their metadata.permalink'}],
    buys: 'assistants and crawlers find the Markdown twin of every docs page and release note',
    guards: [
      swizzleGuard,
      {
        kind: 'e2e',
        name: 'the alternate link on docs pages and a release note, both locales',
        file: 'e2e/specs/markdown-pages.spec.ts',
      },
    ],
    removeWhen: 'the Markdown twins go, or Docusaurus adds alternate links itself',
    upstream: 'https://github.com/facebook/docusaurus/issues/10899',
  },
];
