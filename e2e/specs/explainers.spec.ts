import type {Page} from '@playwright/test';
import {
  expect,
  locales,
  localized,
  sharedBehaviourLocales,
  test,
  waitForHydration,
} from '../support/fixtures';
import {guardOf} from '../support/switches';

/**
 * The explainer is server-rendered and becomes interactive when the reader
 * scrolls to it: scroll there and wait for it, as a reader would.
 */
async function scrollToExplainer(page: Page) {
  const explainer = page.locator('section[data-interactive]');
  await explainer.scrollIntoViewIfNeeded();
  await expect(explainer).toHaveAttribute('data-interactive', 'true');
  return explainer;
}

const battery = {
  ja: {
    result: '計算結果',
    power: '出力（kW）',
    flat: '価格が一定の日',
    spring: '九州の春の日',
    revenue: '1日の収益',
    cycles: '等価サイクル数',
    cycleLimit: '1日の最大サイクル数',
    endSoc: '終了時のSoC目標（%）',
  },
  en: {
    result: 'Result',
    power: 'Power (kW)',
    flat: 'Flat day',
    spring: 'Kyushu spring day',
    revenue: 'Revenue for the day',
    cycles: 'Equivalent full cycles',
    cycleLimit: 'Maximum cycles per day',
    endSoc: 'End-of-day SoC target (%)',
  },
};
const fip = {
  ja: {result: '計算結果', basePrice: '基準価格（円/kWh）', shift: '夕方に移す割合（%）'},
  en: {
    result: 'Result',
    basePrice: 'Base price (JPY/kWh)',
    shift: 'Share moved to the evening (%)',
  },
};

// The battery solver and its form are one component: its stories run on the Japanese page.
// The FIP story below keeps both languages: its result reads numbers in each language's format.
for (const locale of sharedBehaviourLocales) {
  test(`the battery explainer re-optimises when the reader changes prices or power (${locale})`, async ({
    page,
  }) => {
    const t = battery[locale];
    await page.goto(localized(locale, '/technology/operations/battery-optimization'));
    await waitForHydration(page);
    await scrollToExplainer(page);
    const result = page.getByRole('status', {name: t.result});
    await expect(result).toContainText(t.revenue);

    await page.getByRole('button', {name: t.spring, exact: true}).click();
    const springDay = (await result.textContent())!;
    await page.getByRole('button', {name: t.flat, exact: true}).click();
    await expect(result).not.toHaveText(springDay);

    await page.getByRole('button', {name: t.spring, exact: true}).click();
    await expect(result).toHaveText(springDay);
    const power = page.getByLabel(t.power, {exact: true});
    await power.fill('500');
    await power.press('Tab');
    await expect(result).not.toHaveText(springDay);
  });

  test(`the battery explainer keeps ast-004's one cycle a day until the reader clears the limit (${locale})`, async ({
    page,
  }) => {
    const t = battery[locale];
    await page.goto(localized(locale, '/technology/operations/battery-optimization'));
    await waitForHydration(page);
    await scrollToExplainer(page);
    const result = page.getByRole('status', {name: t.result});
    const cycles = result.locator('div').filter({has: page.getByText(t.cycles, {exact: true})});
    await expect(cycles.locator('dd')).toHaveText('1.00');

    // An empty field means "no limit": the spring day then cycles 1.38 times.
    const limit = page.getByLabel(t.cycleLimit, {exact: true});
    await limit.fill('');
    await limit.press('Tab');
    await expect(cycles.locator('dd')).toHaveText('1.38');

    // An empty end-of-day target means "no target", not an error.
    const endSoc = page.getByLabel(t.endSoc, {exact: true});
    await endSoc.fill('');
    await endSoc.press('Tab');
    await expect(endSoc).not.toHaveAttribute('aria-invalid', 'true');
    await expect(result.locator('dl')).toBeVisible();
  });
}

for (const locale of locales) {
  test(`the FIP explainer recomputes the premium and the month's revenue (${locale})`, async ({
    page,
  }) => {
    const t = fip[locale];
    await page.goto(localized(locale, '/technology/simulations/fip'));
    await waitForHydration(page);
    await scrollToExplainer(page);
    const result = page.getByRole('status', {name: t.result});
    const before = (await result.textContent())!;

    const basePrice = page.getByLabel(t.basePrice, {exact: true});
    await basePrice.fill('12');
    await basePrice.press('Tab');
    await expect(result).not.toHaveText(before);
    const higherBase = (await result.textContent())!;

    const shift = page.getByLabel(t.shift, {exact: true});
    await shift.fill('50');
    await shift.press('Tab');
    await expect(result).not.toHaveText(higherBase);
  });
}

test('explainer code loads only on its own page, when the reader reaches it', async ({page}) => {
  guardOf('server-html');
  // `valueAtStart` is a property of the solver's value functions: it survives
  // minification and appears in no other code.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  const solverLoaded = async () =>
    (await Promise.all(scripts)).some((code) => code.includes('valueAtStart'));
  const settle = async () => {
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  };

  await page.goto('/en/technology/simulations/solar');
  await settle();
  expect(await solverLoaded()).toBe(false);

  await page.goto('/en/technology/operations/battery-optimization');
  await settle();
  expect(await solverLoaded()).toBe(false);
  await scrollToExplainer(page);
  await page.waitForLoadState('networkidle');
  expect(await solverLoaded()).toBe(true);
});
