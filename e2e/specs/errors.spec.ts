import type {Page} from '@playwright/test';
import {areas, expect, localized, test, waitForHydration} from '../support/fixtures';

/**
 * A page whose content fails while rendering, as a real bug would, on the
 * build that is deployed (no test-only pages), with nothing of the bundler's
 * own runtime touched: a browser API every page's links call while they mount
 * (IntersectionObserver, for prefetching) throws for elements of the page
 * content while `window.simulatedRenderingFailure` is on. The error reaches the
 * error boundary around the page content, as any rendering error would.
 *
 * (Aborting the page's chunk with page.route() does not reach it on Docusaurus
 * 3.10: a failed preload during navigation reloads the page, PendingNavigation.js.)
 */
const failureMessage = 'Simulated rendering failure';

async function breakPageContent(page: Page): Promise<void> {
  await page.addInitScript((message) => {
    const {prototype} = IntersectionObserver;
    const observe = Object.getOwnPropertyDescriptor(prototype, 'observe')!.value as (
      this: IntersectionObserver,
      target: Element,
    ) => void;
    prototype.observe = function (this: IntersectionObserver, target: Element) {
      const failing = (window as {simulatedRenderingFailure?: boolean}).simulatedRenderingFailure;
      if (failing && target.closest('main')) throw new Error(message);
      observe.call(this, target);
    };
  }, failureMessage);
}

for (const [locale, crashed, tryAgain, navigation, pageTitle] of [
  ['en', 'This page crashed.', 'Try again', 'Main', 'Hinata Cloud overview'],
  ['ja', 'このページでエラーが発生しました。', 'もう一度試す', 'メイン', 'Hinata Cloudの概要'],
] as const) {
  test(`a rendering failure shows the crash page and "Try again" recovers (${locale})`, async ({
    page,
  }) => {
    test.info().annotations.push({type: 'expected-problem', description: failureMessage});
    await breakPageContent(page);
    await page.goto(localized(locale, '/'));
    await waitForHydration(page);

    // The reader opens Reference; its page fails while rendering.
    await page.evaluate(() => Object.assign(window, {simulatedRenderingFailure: true}));
    const reference = areas.find((area) => area.id === 'reference')!.label[locale];
    await page
      .getByRole('navigation', {name: navigation})
      .getByRole('link', {name: reference, exact: true})
      .click();
    await expect(page.getByRole('heading', {name: crashed})).toBeVisible();
    await expect(page.getByText(failureMessage)).toBeVisible();
    // Only the page content: the site's navigation stays, so the reader can go elsewhere.
    await expect(page.getByRole('navigation', {name: navigation})).toBeVisible();

    // The failure was transient: "Try again" renders the page.
    await page.evaluate(() => Object.assign(window, {simulatedRenderingFailure: false}));
    await page.getByRole('button', {name: tryAgain}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle);
    await expect(page.getByRole('heading', {name: crashed})).toBeHidden();
  });
}
