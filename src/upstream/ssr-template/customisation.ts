import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'ssr-template',
  title:
    "Docusaurus's SSR template copied, with its `<script defer>` block replaced by preload links and an inline script that runs them after the first contentful paint (main bundle last); the same script removes the base-URL banner's container once the app runs",
  reliesOn: [
    {
      package: '@docusaurus/core',
      range: '3.10.2',
      what: 'the template in lib/ssg/ssgTemplate.html.js and its variables (`it.scripts`, `it.baseUrl`, …) rendered by eta in ssgTemplate.js; the main bundle named `main.<hash>.js`; the base-URL banner container `__docusaurus-base-url-issue-banner-container`',
    },
  ],
  buys: "no script runs before the first paint: TBT 42–95 ms (120–520 ms with `defer`); main bundle +0.1 KiB (the template ships inside the site config). Not yet measured: what it buys on a phone profile beyond preloading the route's chunks (issue 24, item 3)",
  guards: [
    {
      kind: 'unit',
      name: '"our page template is Docusaurus\'s own, except for how the scripts load"; "the app starts after the first paint, but never on a half-parsed page"',
      file: 'src/upstream/ssr-template/index.test.ts',
    },
    {
      kind: 'build',
      name: 'route-scripts\' postBuild checkBuiltPage(): "… was not rendered with src/upstream/ssr-template/index.ts", "the last script … is not the main bundle"',
      file: 'src/upstream/route-scripts/index.ts',
    },
    {
      kind: 'e2e',
      name: '"carries the base-URL check only on the home page, and shows nothing when the site loads"',
      file: 'e2e/specs/site-shell.spec.ts',
    },
  ],
  removeWhen:
    "Docusaurus starts the page's scripts after the first paint itself, or a measurement on a phone profile shows preloading alone (route-scripts) is as fast",
  upstream: {
    none: 'None open: facebook/docusaurus#3237 (a "defer mode" pull request, open since 2020) is about `defer`, which the template now uses; nothing asks to start the scripts after the first paint. Worth proposing, once a phone-profile measurement shows it beats preloading alone: a template option that preloads the scripts and runs them after the first contentful paint',
  },
  switchOff: 'HINATA_WITHOUT_SSR_TEMPLATE',
};
