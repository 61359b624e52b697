import type {Page} from '@playwright/test';
import {expect, type Locale} from './fixtures';

/** The navbar search box, found the way a screen-reader user would find it. */
export function searchBox(page: Page, locale: Locale) {
  return page.getByRole('combobox', {
    name: locale === 'ja' ? 'ドキュメントを検索' : 'Search the documentation',
  });
}

export function searchResults(page: Page, locale: Locale) {
  return page
    .getByRole('listbox', {name: locale === 'ja' ? '検索結果' : 'Search results'})
    .getByRole('option');
}

/** Types a query and waits until the dropdown shows results or says there are none. */
export async function search(page: Page, locale: Locale, query: string): Promise<void> {
  const box = searchBox(page, locale);
  await box.click();
  await box.fill(query);
  const noResults =
    locale === 'ja' ? '該当するページは見つかりませんでした' : 'No results were found';
  // The list is busy while the engine or the query's index files load
  // (earlier results stay on screen meanwhile).
  await expect(page.locator('.navbar [role="listbox"][aria-busy="true"]')).toHaveCount(0);
  // Results, "no results", or why the query cannot be searched.
  await expect(
    searchResults(page, locale)
      .first()
      .or(page.getByText(noResults))
      .or(page.locator('.navbar [role="search"] p'))
      .first(),
  ).toBeVisible();
}

/** URLs of the first `count` hits, in order (the "see all" row excluded). */
export async function topHitUrls(page: Page, locale: Locale, count = 5): Promise<string[]> {
  const options = searchResults(page, locale);
  const names = await options.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-url')).filter((url): url is string => Boolean(url)),
  );
  return names.slice(0, count);
}

/** Matches a page URL ending in `path` (which may carry an #anchor). */
export function endsWithPath(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
