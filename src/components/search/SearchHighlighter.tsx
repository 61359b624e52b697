import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import type {HighlightTerms} from '@site/src/search/highlight';

/** Navigation state set by the search box and page when a reader picks a result. */
export type SearchNavigationState = {searchHighlight?: HighlightTerms};

const highlightName = 'search-match';

/**
 * Marks the terms a result matched on the page it led to: whole terms only,
 * as in the result list. Uses the CSS Custom Highlight API, so React's DOM is
 * never touched; browsers without it simply show no marks.
 */
export default function SearchHighlighter(): null {
  const location = useLocation<SearchNavigationState | undefined>();
  const terms = location.state?.searchHighlight;

  useEffect(() => {
    if (typeof CSS === 'undefined' || !('highlights' in CSS)) return undefined;
    // HighlightRegistry is a maplike the DOM typings do not spell out.
    const registry = CSS.highlights as unknown as Map<string, Highlight>;
    registry.delete(highlightName);
    if (!terms) return undefined;
    let timer: number | undefined;
    let cancelled = false;
    // The matcher comes with the search engine the reader has just used, not with every page.
    void import('@site/src/search/highlight').then(({highlightRanges}) => {
      if (cancelled) return;
      const find = (root: Element): Range[] => {
        const ranges: Range[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const [start, end] of highlightRanges(node.textContent ?? '', terms)) {
            const range = document.createRange();
            range.setStart(node, start);
            range.setEnd(node, end);
            ranges.push(range);
          }
        }
        return ranges;
      };
      // The new page's content may still be loading: look again for a moment.
      let attempts = 0;
      timer = window.setInterval(() => {
        attempts += 1;
        const article = document.querySelector('article .markdown, article');
        const ranges = article ? find(article) : [];
        if (ranges.length > 0 || attempts > 30) {
          window.clearInterval(timer);
          if (ranges.length > 0) registry.set(highlightName, new Highlight(...ranges));
        }
      }, 100);
    });
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [location.key, terms]);

  return null;
}
