import assert from 'node:assert/strict';
import {test} from 'node:test';
import {releaseNotes} from './blog';
import {cjkRemarkPlugins} from './cjk';
import {areaDocs, commonDocsOptions} from './docs';

/** The compiled JSX of one line of MDX, with the given remark plugins. */
async function jsx(line: string, remarkPlugins: typeof cjkRemarkPlugins = []) {
  // Imported dynamically: @mdx-js/mdx is ESM-only and this test runs as CommonJS under tsx.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile(line, {remarkPlugins, jsx: true}));
}

// A Japanese editor writes bold with no space around it. Plain CommonMark leaves `**` literal
// when the bold text ends in punctuation and Japanese follows; remark-cjk-friendly fixes that.
const boldBeforeJapanese =
  'パワコン容量は**「アセット設定」**の**パワコン容量（AC）**で入力します。';

test('bold that ends in full-width punctuation renders as bold before Japanese text', async () => {
  const out = await jsx(boldBeforeJapanese, cjkRemarkPlugins);
  assert.match(out, /<_components\.strong>\{"パワコン容量（AC）"\}<\/_components\.strong>/);
  assert.match(out, /<_components\.strong>\{"「アセット設定」"\}<\/_components\.strong>/);
  assert.doesNotMatch(out, /\*\*/);
});

test('without the plugin the same line keeps literal asterisks (remove the plugin when this fails)', async () => {
  assert.match(await jsx(boldBeforeJapanese), /\*\*/);
});

test('every docs area and the release notes parse with the CJK emphasis plugin', () => {
  const {referenceDocs, areaDocsPlugins} = areaDocs();
  const areaOptions = areaDocsPlugins.map(
    (plugin) => (plugin as [string, typeof referenceDocs])[1],
  );
  for (const options of [commonDocsOptions, referenceDocs, ...areaOptions, releaseNotes()]) {
    assert.ok(
      options.beforeDefaultRemarkPlugins?.includes(cjkRemarkPlugins[0]),
      'a content instance lost remark-cjk-friendly: **太字（AC）**の would render with asterisks',
    );
  }
});
