import {test as base, expect, type Page} from '@playwright/test';

import {localizedPath} from '../../src/facts/areas';
import {isConfiguredServiceUrl} from '../../src/config/services';

/** The site's locales and areas: the one list in src/facts/areas.ts. */
export {areas, locales, type Locale} from '../../src/facts/areas';

/**
 * Where a story is about behaviour both languages share (the same component,
 * stylesheet and script; only the strings differ), it runs on the Japanese
 * page, the source. The English twin keeps every story whose outcome its text
 * can change: accessible names, lengths and layout, links under /en/, term
 * matching, search. Running the shared ones twice cost about a minute of the
 * suite on 2 cores and had never failed in one language only.
 */
export const sharedBehaviourLocales = ['ja'] as const;

/** Whether a locale's page runs the stories of behaviour both languages share. */
export const runsSharedBehaviour = (locale: string) =>
  (sharedBehaviourLocales as readonly string[]).includes(locale);

/** Site path of a page in a locale: Japanese has no prefix, English lives under /en/. */
export const localized = localizedPath;

type Fixtures = {
  /** Problems the visitor would never see but that mean something is broken. */
  pageProblems: string[];
};

type Options = {
  /**
   * Whether the browser's language may bring up the notice offering the page
   * in the other language. Off by default: the visitor has already chosen
   * (the choice the notice itself stores), so other stories see the page alone.
   */
  offerLanguage: boolean;
};

/** The localStorage key of src/components/LanguageSuggestion. */
export const languageChoiceKey = 'hinata-language-choice';

/**
 * Every test fails when the page throws, logs an error, breaks the
 * Content-Security-Policy or asks any host other than the site for anything:
 * by default the site makes no request to another host. Only the build of the
 * configured services (CI's `services` job, built with the same variables the
 * tests run with) may call the hosts src/config/services.ts lists for them.
 */
export const test = base.extend<Fixtures & Options>({
  offerLanguage: [false, {option: true}],
  page: async ({page, offerLanguage}, use) => {
    if (!offerLanguage) {
      await page.addInitScript((key) => {
        try {
          window.localStorage.setItem(key, 'chosen');
        } catch {
          // about:blank and other opaque origins have no storage.
        }
      }, languageChoiceKey);
    }
    await use(page);
  },
  pageProblems: [
    async ({page, baseURL}, use, testInfo) => {
      const problems: string[] = [];
      const siteOrigin = new URL(baseURL!).origin;
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (
          !['data:', 'blob:'].includes(url.protocol) &&
          url.origin !== siteOrigin &&
          !isConfiguredServiceUrl(url, process.env)
        ) {
          problems.push(`request to another host: ${request.url()}`);
        }
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      const expected = testInfo.annotations
        .filter((a) => a.type === 'expected-problem')
        .map((a) => a.description ?? '');
      const unexpected = problems.filter(
        (problem) => !expected.some((text) => problem.includes(text)),
      );
      expect(unexpected, 'the page logged errors, broke the CSP or called another host').toEqual(
        [],
      );
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
