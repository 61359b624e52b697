import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import {fold, queryPhrases} from '@site/src/search/tokenize';

/** Navigation state set by the search box when a reader picks a result. */
export type SearchNavigationState = {searchHighlight?: string};

const highlightName = 'search-match';

function findRanges(root: Element, phrases: string[]): Range[] {
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
    const phrases = query ? queryPhrases(query).filter((phrase) => phrase.length > 1 || /[^\x00-\x7f]/.test(phrase)) : [];
    if (phrases.length === 0) return undefined;
    // The new page's content may still be loading: look again for a moment.
    let attempts = 0;
    const timer = window.setInterval(() => {
      attempts += 1;
      const article = document.querySelector('article .markdown, article');
      const ranges = article ? findRanges(article, phrases) : [];
      if (ranges.length > 0 || attempts > 30) {
        window.clearInterval(timer);
        if (ranges.length > 0) registry.set(highlightName, new Highlight(...ranges));
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [location.key, query]);

  return null;
}
