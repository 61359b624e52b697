import type {Element, ElementContent, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {SKIP, visit} from 'unist-util-visit';
import {katexStylesheetLinked} from '../upstream/katex-static/katex';
import {keepOutOfScript, staticHtmlElement} from '../upstream/static-html';

/**
 * Takes the formulas KaTeX rendered out of the page's JavaScript. A formula is
 * a few dozen nested spans plus its MathML twin; as React elements they made
 * up more than half of a long Technology page's script, all of it to recreate
 * markup the HTML already holds. Each formula becomes a `StaticHtml`
 * (`src/components/StaticHtml`) that refers to its place in a JSON file of
 * the page's static markup (`static-html.ts`), which the browser loads only
 * for a client-side navigation. The HTML the server renders is the same as
 * before.
 */

function isFormula(node: Element): boolean {
  const classes = node.properties?.className;
  return Array.isArray(classes) && (classes.includes('katex-display') || classes.includes('katex'));
}

function formulaElement(index: number, tagName: 'div' | 'span', className: string): ElementContent {
  return staticHtmlElement(index, tagName, className) as unknown as ElementContent;
}

/**
 * remark-math finds the formulas (and remarkKatexStylesheet links the
 * stylesheet when it sees its node types), rehype-katex renders them (this
 * plugin finds them by KaTeX's class names). If any of those packages changed
 * what it produces, one side would silently find nothing: formulas unstyled,
 * or back in the page's JavaScript. Either way the page fails to build.
 */
export function checkMathPipeline(
  file: {path?: string; data: Record<string, unknown>},
  formulaCount: number,
): void {
  const linked = file.data[katexStylesheetLinked] === true;
  const page = file.path ?? 'a page';
  if (linked && formulaCount === 0) {
    throw new Error(
      `rehype-static-math: ${page} has math (remark-math nodes) but no element with KaTeX's class "katex" or "katex-display": rehype-katex changed its output (or failed), so the formulas would stay in the page's JavaScript. Update isFormula() in src/plugins/rehype-static-math.ts (see ARCHITECTURE.md).`,
    );
  }
  if (!linked && formulaCount > 0) {
    throw new Error(
      `rehype-static-math: ${page} has KaTeX output but remarkKatexStylesheet (src/upstream/katex-static/katex.ts) found no remark-math node ("math" / "inlineMath"), so the page would not link KaTeX's stylesheet. remark-math renamed its node types: update the pattern in remarkKatexStylesheet() (see ARCHITECTURE.md).`,
    );
  }
}

export default function rehypeStaticMath() {
  return (tree: Root, page: {path?: string; data: Record<string, unknown>}): void => {
    let formulaCount = 0;
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined || !isFormula(node)) return undefined;
      // KaTeX wraps a display formula in a span. Outside a paragraph it becomes
      // a div: a block of its own, rather than loose inline content of the
      // page's container (which browsers then measure as one large text block
      // for Largest Contentful Paint, painted only once KaTeX's fonts arrive).
      const inParagraph = parent.type === 'element' && parent.tagName === 'p';
      const classes = node.properties.className as string[];
      const isDisplay = classes.includes('katex-display');
      parent.children[index] = formulaElement(
        keepOutOfScript(page, toHtml(node.children)),
        isDisplay && !inParagraph ? 'div' : 'span',
        classes.join(' '),
      );
      formulaCount += 1;
      return SKIP;
    });
    checkMathPipeline(page, formulaCount);
  };
}
