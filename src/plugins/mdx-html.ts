import {parse} from 'acorn';

/**
 * Markup our Markdown plugins render at build time (KaTeX's formulas,
 * glossary terms and lists, translation notices), put in a page as plain MDX:
 * an element whose `dangerouslySetInnerHTML` holds the HTML. Docusaurus
 * compiles it as it is; the static-html customisation (src/upstream/), when
 * on, finds these elements by `data.rawHtml` and moves their HTML out of the
 * page's script.
 */
export type RawHtmlElement = {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: 'div' | 'span';
  attributes: unknown[];
  children: [];
  data: {rawHtml: string};
};

/** An estree Program holding one JavaScript snippet, as MDX expects it on its nodes. */
export function program(code: string) {
  return parse(code, {ecmaVersion: 'latest', sourceType: 'module'});
}

/** An MDX JSX attribute whose value is the JavaScript expression `code`. */
export function expressionAttribute(name: string, code: string) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: code, data: {estree: program(code)}},
  };
}

/** `<div|span className dangerouslySetInnerHTML={{__html}}>`: a block for `div`, inline for `span`. Valid in mdast and hast alike. */
export function rawHtmlElement(
  html: string,
  as: 'div' | 'span',
  className: string,
): RawHtmlElement {
  return {
    type: as === 'div' ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: as,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: className},
      expressionAttribute('dangerouslySetInnerHTML', `({__html: ${JSON.stringify(html)}})`),
    ],
    children: [],
    data: {rawHtml: html},
  };
}
