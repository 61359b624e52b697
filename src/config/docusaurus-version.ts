import {createRequire} from 'node:module';

/**
 * The installed Docusaurus's major version. The site builds on the release
 * (3.x) and on the next major's canary (`npm run tools -- canary:switch`); where the two
 * need different config, the config asks this rather than carrying two copies.
 */
export const docusaurusMajor = Number(
  (createRequire(__filename)('@docusaurus/core/package.json') as {version: string}).version.split(
    '.',
  )[0],
);

/** The installed React's major: 18 beside Docusaurus 3.x, 19 beside the 4 canary. */
export const reactMajor = Number(
  (createRequire(__filename)('react/package.json') as {version: string}).version.split('.')[0],
);

/**
 * First-visit JavaScript budgets, KiB of compressed scripts (e2e/specs/performance-budget.spec.ts;
 * PERFORMANCE.md). On React 18 a docs page gets 150 and the home page 125. React 19's
 * react-dom/client is 63.8 KiB gzip in main.js against 18.3's 41.1 (4.0.0-canary-6808 with
 * React 19.3.1, 2026-11-28; everything else in main.js is the same module for module), and
 * every page loads it: on React 19 both budgets grow by those 23 KiB and nothing more, so our
 * own code has the same headroom on both versions.
 */
export const reactDom19ExtraKiB = 23;

export function firstVisitBudgetsKiB(major: number): {home: number; docsPage: number} {
  const extra = major >= 19 ? reactDom19ExtraKiB : 0;
  return {home: 125 + extra, docsPage: 150 + extra};
}

/** The budgets for the React installed now. */
export const firstVisitBudgetKiB = firstVisitBudgetsKiB(reactMajor);
