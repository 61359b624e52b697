import type {Element, ElementContent, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {SKIP, visit} from 'unist-util-visit';
import {rawHtmlElement} from './mdx-html';

/**
 * Turns each formula KaTeX rendered into one element holding its HTML
 * (`mdx-html.ts`). A formula is a few dozen nested spans plus its MathML
 * twin; as React elements they made up more than half of a long Technology
 * page's script. The HTML the server renders is the same; the static-html
 * customisation, when on, also takes the string out of the script.
 */

export function isFormula(node: Element): boolean {
  const classes = node.properties?.className;
  return Array.isArray(classes) && (classes.includes('katex-display') || classes.includes('katex'));
}

function formulaElement(html: string, tagName: 'div' | 'span', className: string): ElementContent {
  return rawHtmlElement(html, tagName, className) as unknown as ElementContent;
}

export default function rehypeStaticMath() {
  return (tree: Root): void => {
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
        toHtml(node.children),
        isDisplay && !inParagraph ? 'div' : 'span',
        classes.join(' '),
      );
      return SKIP;
    });
  };
}
