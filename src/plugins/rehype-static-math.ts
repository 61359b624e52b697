import type {Element, ElementContent, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {SKIP, visit} from 'unist-util-visit';
import {rawHtmlElement} from './mdx-html';

/**
 * Turns each formula rehype-katex rendered (MathML only: a `<math>` element in
 * a `span.katex`) into one element holding its HTML (`mdx-html.ts`). As React
 * elements, formulas made up more than half of a long Technology page's
 * script. The HTML the server renders is the same; the static-html
 * customisation, when on, also takes the string out of the script.
 */

export function isFormula(node: Element): boolean {
  const classes = node.properties?.className;
  return Array.isArray(classes) && classes.includes('katex');
}

function isDisplayFormula(node: Element): boolean {
  return node.children.some(
    (child) =>
      child.type === 'element' && child.tagName === 'math' && child.properties.display === 'block',
  );
}

function formulaElement(html: string, tagName: 'div' | 'span', className: string): ElementContent {
  return rawHtmlElement(html, tagName, className) as unknown as ElementContent;
}

type PageFile = {path?: string};

/**
 * A formula KaTeX cannot render (rehype-katex leaves a `katex-error` span), or
 * a `<math>` element this plugin does not recognise (rehype-katex changed its
 * wrapper, so the formula would stay in the page's script), fails the build.
 */
function checkEveryFormulaFound(tree: Root, file: PageFile): void {
  visit(tree, 'element', (node) => {
    const classes = node.properties.className;
    const page = file.path ?? 'a page';
    if (Array.isArray(classes) && classes.includes('katex-error')) {
      throw new Error(
        `rehype-static-math: KaTeX cannot render a formula on ${page}: ${String(node.properties.title)}`,
      );
    }
    if (node.tagName === 'math') {
      throw new Error(
        `rehype-static-math: ${page} has a <math> element outside an element with KaTeX's class "katex": rehype-katex changed its output. Update isFormula() in src/plugins/rehype-static-math.ts.`,
      );
    }
  });
}

export default function rehypeStaticMath() {
  return (tree: Root, file: PageFile): void => {
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined || !isFormula(node)) return undefined;
      // A display formula outside a paragraph becomes a div: a block of its
      // own, rather than loose inline content of the page's container (which
      // browsers then measure as one large text block for Largest Contentful
      // Paint). `katex-display` is the class the site's stylesheet lays out.
      const inParagraph = parent.type === 'element' && parent.tagName === 'p';
      parent.children[index] = isDisplayFormula(node)
        ? formulaElement(toHtml(node), inParagraph ? 'span' : 'div', 'katex-display')
        : formulaElement(toHtml(node.children), 'span', 'katex');
      return SKIP;
    });
    checkEveryFormulaFound(tree, file);
  };
}
