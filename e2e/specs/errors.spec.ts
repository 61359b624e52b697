import type {Page} from '@playwright/test';
import {areas, expect, localized, test, waitForHydration} from '../support/fixtures';

/**
 * A page whose content fails while rendering, as a real bug would, on the
 * build that is deployed (no test-only pages): the browser gets the site's
 * own JavaScript with one wrapper around it. Every bundle that arrives is
 * prefixed with a few lines that wrap the page-content modules it registers
 * (an MDX page exports `frontMatter`, `toc` and its component as `default`),
 * so their component throws while `window.simulatedRenderingFailure` is on.
 */
const failureMessage = 'Simulated rendering failure';

// Runs in the browser before each bundle's own code; no syntax newer than the bundles'.
const wrapPageContentModules = `(function () {
  var name = Object.keys(self).filter(function (key) { return key.indexOf('webpackChunk') === 0; })[0];
  if (!name) return;
  var chunks = self[name];
  var push = chunks.push;
  chunks.push = function (data) {
    chunks.push = push;
    var modules = data[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module, exports, require) {
        factory.call(this, module, exports, require);
        var loaded = module.exports;
        // A page whose markup is kept out of its script awaits it at the top
        // level, so webpack hands out a promise of its exports instead.
        module.exports = loaded && typeof loaded.then === 'function' ? loaded.then(wrap) : wrap(loaded);
      };
    });
    return push.call(chunks, data);
  };
  function wrap(loaded) {
    if (!loaded || typeof loaded.default !== 'function' || !('frontMatter' in loaded) || !('toc' in loaded)) return loaded;
    var Content = loaded.default;
    var wrapped = {};
    Object.keys(loaded).forEach(function (key) { wrapped[key] = loaded[key]; });
    Object.defineProperty(wrapped, '__esModule', {value: true});
    wrapped.default = function PageContent(props) {
      if (window.simulatedRenderingFailure) throw new Error(${JSON.stringify(failureMessage)});
      return Content(props);
    };
    return wrapped;
  }
})();
`;

async function breakPageContent(page: Page): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    try {
      const response = await route.fetch();
      await route.fulfill({response, body: wrapPageContentModules + (await response.text())});
    } catch (error) {
      // A request the page no longer wants (it navigated or closed, or the test ended while a
      // link prefetch was in flight) has nothing left to fulfil.
      if (!/disposed|closed|test ended/i.test(String(error))) throw error;
    }
  });
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

    // The failure was transient: "Try again" renders the page.
    await page.evaluate(() => Object.assign(window, {simulatedRenderingFailure: false}));
    await page.getByRole('button', {name: tryAgain}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle);
    await expect(page.getByRole('heading', {name: crashed})).toBeHidden();
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
}
