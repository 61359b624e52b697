import type {PluginConfig} from '@docusaurus/types';

/**
 * Pages that exist only so the e2e suite can exercise framework behaviour a
 * real page never triggers on purpose (a component that throws, for the crash
 * page). `npm test` builds with HINATA_E2E_FIXTURES=true; the deployed site
 * is built without it and never contains them.
 */
export const e2eFixtureRoute = '/e2e-fixtures';

export function testingPlugins(): PluginConfig[] {
  if (process.env.HINATA_E2E_FIXTURES !== 'true') {
    return [];
  }
  return [
    [
      '@docusaurus/plugin-content-pages',
      {id: 'e2e-fixtures', path: 'e2e/fixtures/pages', routeBasePath: e2eFixtureRoute},
    ],
  ];
}
