import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkMathPipeline, checkSameKatex, katexStylesheetLinked, withFontsSwapped} from './katex';

test("KaTeX's fonts swap in, and a stylesheet without font-display:block stops the build", () => {
  assert.equal(
    withFontsSwapped('@font-face{font-family:KaTeX_Main;font-display:block;src:url(a.woff2)}'),
    '@font-face{font-family:KaTeX_Main;font-display:swap;src:url(a.woff2)}',
  );
  assert.throws(
    () => withFontsSwapped('@font-face{font-family:KaTeX_Main;font-display:optional}'),
    /no longer contains "font-display:block"/,
  );
});

test('a page with math must have both the stylesheet link and KaTeX output', () => {
  const page = (linked: boolean) => ({
    path: 'technology/fip.mdx',
    data: linked ? {[katexStylesheetLinked]: true} : {},
  });
  assert.doesNotThrow(() => checkMathPipeline(page(true), 3));
  assert.doesNotThrow(() => checkMathPipeline(page(false), 0));
  assert.throws(() => checkMathPipeline(page(true), 0), /rehype-katex changed its output/);
  assert.throws(() => checkMathPipeline(page(false), 3), /remark-math renamed its node types/);
});

test('the KaTeX whose stylesheet we serve is the one rehype-katex renders with', () => {
  assert.doesNotThrow(() =>
    checkSameKatex('/n/katex/dist/katex.min.css', '/n/katex/dist/katex.min.css'),
  );
  assert.throws(
    () =>
      checkSameKatex(
        '/n/rehype-katex/node_modules/katex/dist/katex.min.css',
        '/n/katex/dist/katex.min.css',
      ),
    /rehype-katex renders formulas with the KaTeX in/,
  );
});
