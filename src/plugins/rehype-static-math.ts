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

function staticHtmlElement(node: Element): ElementContent {
  const html = toHtml(node.children);
  const className = (node.properties.className as string[]).join(' ');
  return {
    type: 'mdxJsxTextElement',
    name: node.tagName,
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
      parent.children[index] = staticHtmlElement(node);
      return SKIP;
    });
  };
}
