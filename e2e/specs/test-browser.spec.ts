import {expect, test} from '../support/fixtures';

/**
 * The guard of src/tooling/chromium-features.mjs: each test's window opens
 * the page under test and nothing else. Chromium 156 preloads its address
 * bar's popup as a page of its own in every window; switched off, a test
 * costs about 0.4–1.0 s of CPU less. This fails when Chromium renames the
 * features and the popup's page comes back.
 */
test("the test browser's windows open no browser pages of their own", async ({page, browser}) => {
  await page.goto('/');
  const session = await browser.newBrowserCDPSession();
  const {targetInfos} = (await session.send('Target.getTargets', {filter: [{}]})) as {
    targetInfos: {type: string; url: string}[];
  };
  await session.detach();
  expect(
    targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url),
    'pages Chromium opened for its own interface: find the features that now open them (chrome://version lists none; `strings /usr/lib/chromium/chromium | grep -x "kWebUI.*"` does) and add them to browserUiFeatures in src/tooling/chromium-features.mjs',
  ).toEqual([]);
});
