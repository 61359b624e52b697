import React, {useEffect, useState, type ReactNode} from 'react';
import {useIsHydrating} from '@site/src/hooks/useIsHydrating';

/**
 * Formulas are rendered by KaTeX at build time (`src/plugins/rehype-static-math.ts`)
 * and arrive in the page's HTML. Their markup is long (a formula is dozens of
 * nested spans plus a MathML twin) and never changes, so it is kept out of the
 * page's JavaScript: each page's formulas are a separate file, which the
 * browser downloads only when React has to render the page itself (a
 * client-side navigation). On the page the reader opened, React keeps the
 * server's HTML and never needs the file.
 */

type LoadFormulas = () => Promise<{default: string[]}>;

export class FormulaSet {
  private loaded: string[] | undefined;
  private loading: Promise<void> | undefined;
  /** The formulas the server rendered, on the page the reader opened. */
  private readonly serverRendered = new Map<number, Element>();

  constructor(
    readonly id: string,
    private readonly load: LoadFormulas,
  ) {}

  /**
   * A formula's HTML: from the file, or read back from the server-rendered
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

const formulaSets = new Map<string, FormulaSet>();

/**
 * Called once, when a page's module is evaluated (top-level `await`, so a
 * client-side navigation shows the page with its formulas in place). When the
 * page's formulas are already in the document, the reader opened this very
 * page and React will keep the server's HTML: nothing to download.
 */
export async function loadFormulaSet(id: string, load: LoadFormulas): Promise<FormulaSet> {
  let set = formulaSets.get(id);
  if (!set) {
    set = new FormulaSet(id, load);
    formulaSets.set(id, set);
  }
  const inDocument =
    typeof document !== 'undefined' &&
    document.querySelector(`[data-formula-set="${id}"]`) !== null;
  if (!inDocument) {
    await set.ensureLoaded();
  }
  return set;
}

type Props = {
  set: FormulaSet;
  index: number;
  as: 'span' | 'div';
  className: string;
};

export function StaticFormula({set, index, as: Tag, className}: Props): ReactNode {
  const hydrating = useIsHydrating();
  const [html, setHtml] = useState(() => set.html(index));
  // Decided once, at mount: later renders must not drop the server's HTML.
  // (The server itself renders with the file loaded.)
  const [keepServerHtml] = useState(() => hydrating && html === undefined);
  const missing = !keepServerHtml && html === undefined;

  // Only when neither the file nor the server's element is at hand (say, a
  // remount after hydration failed): fetch the file and fill the formula in.
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

  // The first formula names the set, so the page's module can tell that its
  // formulas are already in the document.
  const marker = index === 0 ? set.id : undefined;
  if (keepServerHtml) {
    return (
      <Tag
        ref={(element: HTMLElement | null) => {
          if (element) set.keepServerRendered(index, element);
        }}
        className={className}
        data-formula-set={marker}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Tag
      className={className}
      data-formula-set={marker}
      dangerouslySetInnerHTML={{__html: html ?? ''}}
    />
  );
}
