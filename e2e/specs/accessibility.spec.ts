import type {Page} from '@playwright/test';
import {
  expect,
  locales,
  localized,
  runsSharedBehaviour,
  test,
  waitForHydration,
  type Locale,
} from '../support/fixtures';
import {axe} from '../support/axe';

type Visit = {
  name: string;
  path: string;
  /** What the visitor does before the scan, so that what opens is checked open. */
  prepare?: (page: Page) => Promise<void>;
};

/** One page of every kind a visitor meets. */
const pages: Visit[] = [
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
  {name: 'glossary', path: '/reference/glossary'},
  {
    name: 'Reference page with a glossary definition open',
    path: '/reference/balancing-operations/introduction',
    prepare: async (page) => {
      await page.locator('article .glossary-term > a').first().hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
    },
  },
];

/**
 * The colour modes differ in colours only: the same markup, the same names and
 * roles. So each page is visited once: light mode runs every WCAG 2.2 A/AA
 * rule, then the page follows the system into dark mode and the rules that
 * read colours run again (the structural rules gave the same answer twice and
 * cost a fifth of the suite's scans; a second visit per mode cost a quarter).
 * The colours come from one stylesheet for both languages, and the twins share
 * their components (check:translations keeps their sections in step), so the
 * colour rules run on the Japanese page of each kind, in both modes
 * (sharedBehaviourLocales in ../support/fixtures.ts). The English page gets
 * every other rule: its names, labels, language and structure are its own.
 * The colour rules are about 60 % of a light scan (battery explainer 7.3 s of
 * which 4.2 s, guide 4.1 s of which 2.6 s, glossary 3.1 s of which 1.7 s, on a
 * 2-core machine); the English dark scans went first (13 scans, 45 s of the
 * suite), the English light ones' colour rules after them.
 */
const modes = (locale: Locale) =>
  runsSharedBehaviour(locale)
    ? 'in light and dark mode'
    : 'in its names, roles and structure (colours: the Japanese twin)';
const rulesThatReadColours = ['color-contrast', 'link-in-text-block'];

/** Which rules a scan runs: every WCAG 2.2 A/AA rule, only those that read colours, or the rest. */
type Rules = 'all' | 'colours' | 'all but colours';
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(
  page: Page,
  colorScheme: 'light' | 'dark',
  rules: Rules,
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  const scan = axe(page);
  // Code tokens reach 4.5:1 through src/config/prism-colours.ts; prism-react-renderer's own
  // colours do not (#36acaa on #f6f8fa: 2.58).
  const results = await (
    rules === 'colours'
      ? scan.withRules(rulesThatReadColours)
      : rules === 'all'
        ? scan.withTags(wcagTags)
        : scan.withTags(wcagTags).disableRules(rulesThatReadColours)
  ).analyze();
  if (rules === 'colours') {
    expect(
      results.passes.length + results.violations.length,
      'the colour rules ran',
    ).toBeGreaterThan(0);
  }
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    targets: v.nodes
      .slice(0, 5)
      .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`),
  }));
  expect(violations, `${colorScheme} mode`).toEqual([]);
}

/** Light mode, then dark: the site follows the system until the reader picks a mode. */
async function expectNoViolationsInEitherMode(page: Page, locale: Locale): Promise<void> {
  if (!runsSharedBehaviour(locale)) {
    await expectNoViolations(page, 'light', 'all but colours');
    return;
  }
  await expectNoViolations(page, 'light', 'all');
  await page.emulateMedia({colorScheme: 'dark'});
  // The site switches when it hears the media change: the fades start after that, not before.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Infima's buttons and links fade to their dark colours: scan the colours they settle on, not a
  // frame halfway (a primary button was once measured with light text on its dark background).
  await page.evaluate(async () => {
    // Two frames: the new colours are styled, so their transitions exist to be waited for.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        // A spinner runs forever; a fade ends.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    );
  });
  await expectNoViolations(page, 'dark', 'colours');
}

test.describe('Every kind of page', () => {
  // A full scan of the battery page takes 19 s on a loaded 2-core machine: twice that is the limit.
  test.describe.configure({timeout: 60_000});
  test.use({colorScheme: 'light'});
  for (const locale of locales) {
    for (const {name, path, prepare} of pages) {
      test(`the ${name} meets WCAG 2.2 AA ${modes(locale)} (${locale})`, async ({page}) => {
        if (path === '/no-such-page') {
          test.info().annotations.push({type: 'expected-problem', description: 'status of 404'});
        }
        await page.goto(localized(locale, path));
        await waitForHydration(page);
        if (path.startsWith('/search'))
          await expect(page.locator('main article').first()).toBeVisible();
        // Code blocks and the zoom attach after their chunks arrive: scan the settled page.
        await page.waitForLoadState('networkidle');
        await prepare?.(page);
        await expectNoViolationsInEitherMode(page, locale);
      });
    }
  }
});

for (const locale of locales) {
  test.describe('To a visitor who prefers the other language', () => {
    test.use({
      colorScheme: 'light',
      offerLanguage: true,
      locale: locale === 'ja' ? 'en-US' : 'ja-JP',
    });
    test(`the page offering its twin meets WCAG 2.2 AA ${modes(locale)} (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized(locale, '/reference/assets/asset-list'));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(
        page.getByRole('complementary', {name: /^(Language|言語の案内)$/}),
      ).toBeVisible();
      await expectNoViolationsInEitherMode(page, locale);
    });
  });
}
