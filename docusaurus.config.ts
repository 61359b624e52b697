import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {releaseNotes} from './src/config/blog';
import {translationNotices} from './src/config/translation-drift';
import {darkCodeTheme, lightCodeTheme} from './src/config/prism-colours';
import {areaDocs, hasGitHistory, sourceNotes} from './src/config/docs';
import {footer} from './src/config/footer';
import {navbar} from './src/config/navbar';
import {staticHostOptions, tagManagerContainerId} from './src/config/hosting';
import staticHostPlugin from './src/plugins/static-host';
import {withBuildOnlyOptions} from './src/config/build-only-options';
import {bundlerCacheWanted} from './src/config/bundler-cache';
import {docusaurusMajor} from './src/config/docusaurus-version';
import {algoliaThemeConfig, searchPlugins, searchProvider} from './src/config/search';
import {localeConfigs, localizedPath, locales} from './src/facts/areas';
import {configString, currentLocale, defaultLocale, siteUrl, supportEmail} from './src/facts/site';
import {docsRepositoryUrl} from './src/facts/product';
import {feedbackEndpointIn} from './src/config/services';
// Customisations of code we do not own: the one import of src/upstream/, each switched off by
// HINATA_WITHOUT_<NAME>=1 and all of them by HINATA_PLAIN_DOCUSAURUS=1 (UPSTREAM.md).
import {upstreamMarkdown, upstreamPlugins} from './src/upstream';

const feedbackEndpoint = feedbackEndpointIn(process.env);
const {referenceDocs, areaDocsPlugins} = areaDocs(upstreamMarkdown());

export default {
  title: configString('siteTitle'),
  tagline: configString('tagline'),
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  // baseUrlIssueBanner stays on (the default, spec §8): its inline script is on
  // the two home pages only.
  trailingSlash: false,

  future: {
    v4: {
      // Docusaurus 4 no longer has the legacy attribute, nor the flag (it rejects unknown keys).
      ...(docusaurusMajor < 4 && {removeLegacyPostBuildHeadAttribute: true}),
      siteStorageNamespacing: true,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
      // Off: with Rspack's browser targets the layers are emulated by raising
      // Infima's specificity (`:root:not(#\#):not(#\#)`), and then our own
      // palette and CSS modules lose to it.
      useCssCascadeLayers: false,
    },
    // Every `faster` option, as fasterByDefault gives them; the persistent cache only where it is read again.
    faster: {rspackPersistentCache: bundlerCacheWanted()},
  },
  // One site per origin: plain storage keys such as `theme` and
  // `docs-preferred-version-api` are what readers and tests expect.
  storage: {type: 'localStorage', namespace: false},

  staticDirectories: ['static'],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale,
    locales: [...locales],
    localeConfigs,
  },

  customFields: {
    searchProvider,
    // The feedback box (src/components/PageFeedback): where a reader's report goes.
    feedback: {
      repositoryUrl: docsRepositoryUrl,
      supportEmail,
      ...(feedbackEndpoint && {endpoint: feedbackEndpoint}),
    },
  },
  clientModules: [
    './src/clientModules/scrollableBoxes.ts',
    './src/clientModules/glossaryTooltips.ts',
    './src/clientModules/sourceNotes.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: referenceDocs,
        // Release notes flag their stale English sections too (kept out of blog.ts, which the e2e suite imports).
        // Release notes cite regulatory figures too (`<Source>`, src/config/docs.ts).
        blog: {...releaseNotes(), remarkPlugins: [sourceNotes, translationNotices]},
        theme: {customCss: './src/css/custom.css'},
        // The debug plugin (/__docusaurus/debug, development server only) rewrote a JSON of all
        // loaded content on every save (0.2 MB at 1×, 2 MB at 10×) and recompiled it; no writer uses it.
        debug: false,
        sitemap: {
          // From Git history; none in a source archive (src/config/last-update.ts).
          lastmod: hasGitHistory ? 'date' : null,
          // Search results, tag lists and authors are not landing pages.
          ignorePatterns: ['/search', '/en/search', '/**/tags/**', '/**/authors'],
        },
        ...(tagManagerContainerId && {googleTagManager: {containerId: tagManagerContainerId}}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ...areaDocsPlugins,
    ...upstreamPlugins(),
    './src/plugins/home-page.ts',
    './src/plugins/markdown-pages.ts',
    './src/plugins/translation-drift/index.ts',
    withBuildOnlyOptions(staticHostPlugin, staticHostOptions()),
    ...searchPlugins(),
  ],

  themeConfig: {
    image: 'img/og-image.png',
    metadata: [{name: 'theme-color', content: '#0b5c56'}],
    announcementBar: {
      id: 'api-v1-sunset-2027',
      content: configString('announcement').replace(
        '{href}',
        localizedPath(currentLocale(), '/api/introduction#migrating-from-v1'),
      ),
      isCloseable: true,
    },
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    ...(algoliaThemeConfig && {algolia: algoliaThemeConfig}),
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // json, python, typescript and yaml are built into prism-react-renderer.
      additionalLanguages: ['bash', 'csv', 'http'],
    },
    zoom: {
      selector: '.markdown img',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'},
      config: {},
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
