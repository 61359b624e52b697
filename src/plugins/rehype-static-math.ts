import type {Element, ElementContent, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {SKIP, visit} from 'unist-util-visit';

/**
 * Hands each formula KaTeX rendered to React as one static HTML string
 * (`dangerouslySetInnerHTML`) instead of a tree of elements. A formula is a
 * few dozen nested spans plus its MathML twin: as React elements they weigh
 * on the page's JavaScript and every one of them is hydrated, for markup that
 * never changes. The HTML is the same; the browser just gets it as a string.
 */
function isFormula(node: Element): boolean {
  const classes = node.properties?.className;
  return Array.isArray(classes) && (classes.includes('katex-display') || classes.includes('katex'));
}

function staticHtmlElement(node: Element, tagName: string): ElementContent {
  const html = toHtml(node.children);
  const className = (node.properties.className as string[]).join(' ');
  return {
    type: tagName === 'div' ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: tagName,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: className},
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `{__html: ${JSON.stringify(html)}}`,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [
                {
                  type: 'ExpressionStatement',
                  expression: {
                    type: 'ObjectExpression',
                    properties: [
                      {
                        type: 'Property',
                        kind: 'init',
                        method: false,
                        shorthand: false,
                        computed: false,
                        key: {type: 'Identifier', name: '__html'},
                        value: {type: 'Literal', value: html},
                      },
                    ],
                  },
                },
              ],
            },
          },
        },
      },
    ],
    children: [],
  } as unknown as ElementContent;
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
      const isDisplay = (node.properties.className as string[]).includes('katex-display');
      parent.children[index] = staticHtmlElement(node, isDisplay && !inParagraph ? 'div' : node.tagName);
      return SKIP;
    });
  };
}
