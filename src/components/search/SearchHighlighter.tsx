import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';

/** Navigation state set by the search box when a reader picks a result. */
export type SearchNavigationState = {searchHighlight?: string};

const highlightName = 'search-match';

function findRanges(root: Element, phrases: string[], fold: (text: string) => string): Range[] {
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = fold(node.textContent ?? '');
    for (const phrase of phrases) {
      for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + phrase.length)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + phrase.length);
        ranges.push(range);
      }
    }
  }
  return ranges;
}

/**
 * Marks the words a reader searched for on the page the result led to. Uses
 * the CSS Custom Highlight API, so React's DOM is never touched; browsers
 * without it simply show no marks.
 */
export default function SearchHighlighter(): null {
  const location = useLocation<SearchNavigationState | undefined>();
  const query = location.state?.searchHighlight;

  useEffect(() => {
    if (typeof CSS === 'undefined' || !('highlights' in CSS)) return undefined;
    // HighlightRegistry is a maplike the DOM typings do not spell out.
    const registry = CSS.highlights as unknown as Map<string, Highlight>;
    registry.delete(highlightName);
    if (!query) return undefined;
    let timer: number | undefined;
    let cancelled = false;
    // The tokenizer comes with the search engine the reader has just used, not with every page.
    void import('@site/src/search/tokenize').then(({fold, queryPhrases}) => {
      const phrases = queryPhrases(query).filter(
        (phrase) => phrase.length > 1 || /\P{ASCII}/u.test(phrase),
      );
      if (cancelled || phrases.length === 0) return;
      // The new page's content may still be loading: look again for a moment.
      let attempts = 0;
      timer = window.setInterval(() => {
        attempts += 1;
        const article = document.querySelector('article .markdown, article');
        const ranges = article ? findRanges(article, phrases, fold) : [];
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
  }, [location.key, query]);

  return null;
}
