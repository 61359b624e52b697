import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import rehypeKatex from 'rehype-katex';
import type {RawHtmlElement} from './mdx-html';
import rehypeStaticMath from './rehype-static-math';

/** A page's tree after remark-math's HTML, rehype-katex (MathML only) and this plugin. */
function rendered(html: string): Root {
  const tree = fromHtml(html, {fragment: true});
  rehypeKatex({output: 'mathml'})(tree, {message() {}} as never);
  rehypeStaticMath()(tree, {path: 'fip.mdx'});
  return tree;
}

test('a display formula becomes a block holding its MathML, an inline one a span', () => {
  const tree = rendered(
    '<div class="math math-display">\\frac{a}{b}</div><p>with <code class="math math-inline">x^2</code></p>',
  );
  const display = tree.children[0] as unknown as RawHtmlElement;
  assert.equal(display.name, 'div');
  assert.deepEqual(display.attributes[0], {
    type: 'mdxJsxAttribute',
    name: 'className',
    value: 'katex-display',
  });
  assert.match(display.data.rawHtml, /^<span class="katex"><math [^>]*display="block"/);
  const paragraph = tree.children[1] as unknown as {children: RawHtmlElement[]};
  const inline = paragraph.children[1];
  assert.equal(inline.name, 'span');
  assert.match(inline.data.rawHtml, /^<math /);
});

test('a formula KaTeX cannot render, or MathML outside KaTeX’s wrapper, stops the build', () => {
  assert.throws(
    () => rendered('<div class="math math-display">\\frac{a}{</div>'),
    /KaTeX cannot render a formula on fip.mdx/,
  );
  assert.throws(
    () => rehypeStaticMath()(fromHtml('<p><math><mi>x</mi></math></p>', {fragment: true}), {}),
    /outside an element with KaTeX's class "katex"/,
  );
});
