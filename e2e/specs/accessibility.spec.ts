import AxeBuilder from '@axe-core/playwright';
import {expect, locales, localized, test, waitForHydration} from '../support/fixtures';

/** One page of every kind a visitor meets. */
const pages = [
  {name: 'home', path: '/'},
  {name: 'Reference page with tables', path: '/reference/assets/asset-settings'},
  {name: 'Guides walkthrough', path: '/guides/user-guides/scenario-guides'},
  {name: 'Technology page with math and an explainer', path: '/technology/simulations/fip'},
  {name: 'battery optimisation explainer', path: '/technology/operations/battery-optimization'},
  {name: 'API endpoint with code tabs', path: '/api/add-asset-actuals'},
  {name: 'API v1 page with the unmaintained banner', path: '/api/v1/get-assets'},
  {name: 'Legal page', path: '/legal/pricing'},
  {name: 'release notes', path: '/releases'},
  {name: 'search results', path: '/search?q=API'},
  {name: 'not-found page', path: '/no-such-page'},
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`In ${colorScheme} mode`, () => {
    test.use({colorScheme});
    for (const locale of locales) {
      for (const {name, path} of pages) {
        test(`the ${name} meets WCAG 2.2 AA (${locale})`, async ({page}) => {
          if (path === '/no-such-page') {
            test.info().annotations.push({type: 'expected-problem', description: 'status of 404'});
          }
          await page.goto(localized(locale, path));
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          if (path.startsWith('/search'))
            await expect(page.locator('main article').first()).toBeVisible();
          // Code blocks and the zoom attach after their chunks arrive: scan the settled page.
          await page.waitForLoadState('networkidle');
          const results = await new AxeBuilder({page})
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .analyze();
          const violations = results.violations.map((v) => ({
            rule: v.id,
            impact: v.impact,
            targets: v.nodes
              .slice(0, 5)
              .map(
                (node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`,
              ),
          }));
          expect(violations).toEqual([]);
        });
      }
    }
  });
}
