import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import yaml from 'js-yaml';
import type {CheckedFact} from '../../src/data/sources';
import {expect, localized, locales, test, waitForHydration} from '../support/fixtures';

/**
 * A regulatory figure's marker (src/plugins/remark-sources.ts) shows the fact's primary source
 * and check date to a pointer, to the keyboard and to a tap on a phone, and the page's Markdown
 * twin says the same in words.
 */
const curtailment = '/technology/simulations/curtailment';
// Read as the build reads it (src/data/sources.ts finds the file by import.meta, which this runner lacks).
const fact = (
  yaml.load(readFileSync('src/data/sources.yml', 'utf8'), {schema: yaml.JSON_SCHEMA}) as {
    checkedFacts: CheckedFact[];
  }
).checkedFacts.find(({id}) => id === 'tokyo-first-curtailment')!;
// Japanese writes the date as prose does (2026年11月27日確認), English as the ISO date.
const [year, month, day] = String(fact.checked).split('-').map(Number);
const checkedText = {ja: `${year}年${month}月${day}日確認`, en: `Checked ${fact.checked}`};

function marker(page: Page) {
  const note = page.locator('article .source-note').filter({
    has: page.locator(`a[data-source-fact="${fact.id}"]`),
  });
  return {
    button: note.getByRole('button').first(),
    panel: note.locator('.source-note__panel').first(),
  };
}

for (const locale of locales) {
  test.describe(`Source markers (${locale})`, () => {
    test('pointing at a marker shows the source, linked, and the check date; moving away hides them', async ({
      page,
    }) => {
      await page.goto(localized(locale, curtailment));
      const {button, panel} = marker(page);
      await expect(panel).toBeHidden();
      await button.hover();
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link', {name: fact.title[locale]})).toHaveAttribute(
        'href',
        fact.source,
      );
      await expect(panel).toContainText(checkedText[locale]);
      await page.mouse.move(0, 0);
      await expect(panel).toBeHidden();
    });

    test('the keyboard reaches the marker, its name says source and date, Tab reaches the link and Escape closes', async ({
      page,
    }) => {
      await page.goto(localized(locale, curtailment));
      await waitForHydration(page);
      const {button, panel} = marker(page);
      await expect(button).toHaveAccessibleName(
        new RegExp(`^${locale === 'ja' ? '出典' : 'Source'}.*${checkedText[locale]}`, 'i'),
      );
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // Focus the element before the marker, then Tab onto it, as a keyboard user would.
      await button.evaluate((element) => {
        const before = document.createElement('button');
        before.id = 'before-marker';
        element.parentElement!.before(before);
        before.focus();
      });
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link')).toBeFocused();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });

    test.describe('on a phone', () => {
      test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

      test('a tap opens the marker inside the screen and a second tap closes it', async ({
        page,
      }) => {
        await page.goto(localized(locale, curtailment));
        await waitForHydration(page);
        const {button, panel} = marker(page);
        await button.tap();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(panel).toBeVisible();
        const box = (await panel.boundingBox())!;
        const width = await page.evaluate(() => window.innerWidth);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await button.tap();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(panel).toBeHidden();
      });
    });

    test('the Markdown twin states the source and check date after the figure', async ({
      request,
    }) => {
      const markdown = await (await request.get(localized(locale, `${curtailment}.md`))).text();
      expect(markdown).toContain(
        locale === 'ja'
          ? `（出典：[${fact.title.ja}](${fact.source})、${checkedText.ja}）`
          : ` (source: [${fact.title.en}](${fact.source}), checked ${fact.checked})`,
      );
    });
  });
}
