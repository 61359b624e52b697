import React, {useEffect, useState, type ReactNode} from 'react';
import {useIsHydrating} from '../server-html/useIsHydrating';

/**
 * Markup that never changes and arrives in the page's HTML: formulas rendered
 * as MathML by KaTeX at build time (`src/plugins/rehype-static-math.ts`) and
 * glossary definitions
 * (`src/plugins/remark-glossary.ts`). It is kept out of the page's
 * JavaScript: each page's markup is a separate file
 * (`index.ts`), which the browser downloads only when React
 * has to render the page itself (a client-side navigation). On the page the
 * reader opened, React keeps the server's HTML and never needs the file.
 */

type LoadMarkup = () => Promise<{default: string[]}>;

export class StaticHtmlSet {
  private loaded: string[] | undefined;
  private loading: Promise<void> | undefined;
  /** The elements the server rendered, on the page the reader opened. */
  private readonly serverRendered = new Map<number, Element>();

  constructor(
    readonly id: string,
    private readonly load: LoadMarkup,
  ) {}

  /**
   * One element's HTML: from the file, or read back from the server-rendered
   * element (still readable once React has removed it from the page, so a
   * reader who comes back to the first page sees its formulas at once).
   */
  html(index: number): string | undefined {
    return this.loaded?.[index] ?? this.serverRendered.get(index)?.innerHTML;
  }

  keepServerRendered(index: number, element: Element): void {
    this.serverRendered.set(index, element);
  }

  ensureLoaded(): Promise<void> {
    this.loading ??= this.load().then((module) => {
      this.loaded = module.default;
    });
    return this.loading;
  }
}

const sets = new Map<string, StaticHtmlSet>();

/**
 * Called once, when a page's module is evaluated (top-level `await`, so a
 * client-side navigation shows the page with its formulas in place). When the
 * page's markup is already in the document, the reader opened this very page
 * and React will keep the server's HTML: nothing to download.
 */
export async function loadStaticHtmlSet(id: string, load: LoadMarkup): Promise<StaticHtmlSet> {
  let set = sets.get(id);
  if (!set) {
    set = new StaticHtmlSet(id, load);
    sets.set(id, set);
  }
  const inDocument =
    typeof document !== 'undefined' &&
    document.querySelector(`[data-static-html-set="${id}"]`) !== null;
  if (!inDocument) {
    await set.ensureLoaded();
  }
  return set;
}

type Props = {
  set: StaticHtmlSet;
  index: number;
  as: 'span' | 'div';
  className: string;
};

export function StaticHtml({set, index, as: Tag, className}: Props): ReactNode {
  const hydrating = useIsHydrating();
  const [html, setHtml] = useState(() => set.html(index));
  // Decided once, at mount: later renders must not drop the server's HTML.
  // (The server itself renders with the file loaded.)
  const [keepServerHtml] = useState(() => hydrating && html === undefined);
  const missing = !keepServerHtml && html === undefined;

  // Only when neither the file nor the server's element is at hand (say, a
  // remount after hydration failed): fetch the file and fill the element in.
  useEffect(() => {
    if (!missing) return undefined;
    let mounted = true;
    set.ensureLoaded().then(
      () => mounted && setHtml(set.html(index)),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [missing, set, index]);

  // The first element names the set, so the page's module can tell that its
  // markup is already in the document.
  const marker = index === 0 ? set.id : undefined;
  if (keepServerHtml) {
    return (
      <Tag
        ref={(element: HTMLElement | null) => {
          if (element) set.keepServerRendered(index, element);
        }}
        className={className}
        data-static-html-set={marker}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Tag
      className={className}
      data-static-html-set={marker}
      dangerouslySetInnerHTML={{__html: html ?? ''}}
    />
  );
}
