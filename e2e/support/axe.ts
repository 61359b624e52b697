import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * Axe as every story runs it. Axe describes each node it checks (a unique
 * selector, its ancestry, an HTML snippet) for every result type it returns;
 * on a page of a thousand passing nodes that description was most of the
 * scan. Only violations matter to a story, so only they are described in
 * full: the other types keep one node each, enough to show a rule ran.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page}).options({resultTypes: ['violations']});
}
