import {expect, localized, test, waitForHydration} from '../support/fixtures';

// The fixture page exists only in test builds (HINATA_E2E_FIXTURES=true):
// a component that fails once while rendering, as a real bug would.
for (const [locale, crashed, tryAgain] of [
  ['en', 'This page crashed.', 'Try again'],
  ['ja', 'このページでエラーが発生しました。', 'もう一度試す'],
] as const) {
  test(`a rendering failure shows the crash page and "Try again" recovers (${locale})`, async ({
    page,
  }) => {
    test
      .info()
      .annotations.push({type: 'expected-problem', description: 'Simulated rendering failure'});
    await page.goto(localized(locale, '/e2e-fixtures/crash'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: crashed})).toBeVisible();
    await expect(page.getByText('Simulated rendering failure (e2e fixture)')).toBeVisible();
    await page.getByRole('button', {name: tryAgain}).click();
    await expect(page.getByTestId('recovered')).toHaveText('Rendered after recovery.');
    await expect(page.getByRole('heading', {name: crashed})).toBeHidden();
  });
}
