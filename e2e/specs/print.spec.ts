import {execFileSync} from 'node:child_process';
import {existsSync, writeFileSync} from 'node:fs';
import {
  expect,
  localized,
  runsSharedBehaviour,
  test,
  waitForHydration,
  locales,
} from '../support/fixtures';

/** Readers print pages for approval files: the content, whole, and nothing else. */
const technologyPage = '/technology/simulations/fip';

for (const locale of locales) {
  test.describe(`Printing a page (${locale})`, () => {
    test('leaves out the navbar, sidebar, table of contents, announcement, page actions and footer', async ({
      page,
    }) => {
      await page.goto(localized(locale, technologyPage));
      await waitForHydration(page);
      // The page actions' class names are a contract with their component: stand one in.
      await page.locator('article h1').evaluate((title) => {
        const actions = document.createElement('div');
        actions.className = 'pageActions_test';
        actions.textContent = 'Copy page';
        title.after(actions);
      });
      const chrome = [
        '.navbar',
        '.theme-doc-sidebar-container',
        '.theme-doc-toc-desktop',
        '.theme-announcement-bar',
        '[class*="pageActions"]',
        '.pagination-nav',
        '.footer',
      ];
      for (const selector of chrome) await expect(page.locator(selector).first()).toBeVisible();
      await page.emulateMedia({media: 'print'});
      for (const selector of chrome) {
        await expect(page.locator(selector).first(), `${selector} is not printed`).toBeHidden();
      }
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('article .katex-display').first()).toBeVisible();
    });

    // One print stylesheet serves both languages: what it does to formulas, tables, diagrams
    // and code is checked on the Japanese page; each language checks what it leaves out.
    if (!runsSharedBehaviour(locale)) return;

    test('prints formulas and tables whole, and external addresses after their links', async ({
      page,
    }) => {
      await page.goto(localized(locale, technologyPage));
      await waitForHydration(page);
      await page.emulateMedia({media: 'print'});
      const style = (selector: string, property: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);
      expect(await style('.markdown table', 'display')).toBe('table');
      expect(await style('.markdown table', 'overflow-x')).toBe('visible');
      expect(await style('.markdown table', 'break-inside')).toBe('avoid');
      expect(await style('.katex-display', 'overflow-x')).toBe('visible');
      expect(await style('.katex-display', 'break-inside')).toBe('avoid');

      const external = page.locator('.markdown a[href^="http"]').first();
      const href = (await external.getAttribute('href'))!;
      expect(
        await external.evaluate((node) => getComputedStyle(node, '::after').content),
      ).toContain(href);
      const internal = page.locator('.markdown a[href^="/"]').first();
      expect(await internal.evaluate((node) => getComputedStyle(node, '::after').content)).toBe(
        'none',
      );
    });

    test('keeps a diagram on one page', async ({page}) => {
      await page.goto(localized(locale, '/reference/balancing-operations/introduction'));
      await page.emulateMedia({media: 'print'});
      const diagram = page.locator('.markdown img').first();
      expect(await diagram.evaluate((node) => getComputedStyle(node).breakInside)).toBe('avoid');
    });

    test('wraps code instead of cutting it off', async ({page}) => {
      await page.goto(localized(locale, '/api/get-assets'));
      await waitForHydration(page);
      await page.emulateMedia({media: 'print'});
      const code = page.locator('.markdown pre').first();
      expect(await code.evaluate((node) => getComputedStyle(node).whiteSpace)).toBe('pre-wrap');
      expect(await code.evaluate((node) => getComputedStyle(node).overflowX)).toBe('visible');
      expect(
        await code.evaluate((node) => node.scrollWidth <= node.clientWidth + 1),
        'no line runs past the edge',
      ).toBe(true);
    });
  });
}

test('a Technology page prints to a PDF of several pages', async ({page}, testInfo) => {
  await page.goto(technologyPage);
  await waitForHydration(page);
  const pdf = await page.pdf({format: 'A4', printBackground: false});
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThan(1);
  const file = testInfo.outputPath('fip.pdf');
  writeFileSync(file, pdf);
  await testInfo.attach('fip.pdf', {path: file, contentType: 'application/pdf'});
  // Where poppler is installed, keep the first page as an image to look at.
  if (existsSync('/usr/bin/pdftoppm')) {
    execFileSync('/usr/bin/pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      file,
      testInfo.outputPath('page'),
    ]);
  }
});
