import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import type {Root} from 'hast';
import rehypeStaticHtml, {keepOutOfScript} from '.';

function page() {
  return {path: 'docs/page.mdx', data: {} as Record<string, unknown>};
}

test('the page’s kept markup is written to one file, which the page’s module awaits', (t) => {
  const directory = mkdtempSync(join(tmpdir(), 'static-html-'));
  t.after(() => rmSync(directory, {recursive: true, force: true}));
  const file = page();
  assert.equal(keepOutOfScript(file, '<span class="katex">x</span>'), 0);
  assert.equal(keepOutOfScript(file, 'A definition.'), 1);
  const tree: Root = {type: 'root', children: []};
  rehypeStaticHtml({directory})(tree, file);

  const header = tree.children[0] as unknown as {type: string; value: string};
  assert.equal(header.type, 'mdxjsEsm');
  const [, id, path] = /loadStaticHtmlSet\("([0-9a-f]{16})", \(\) => import\("([^"]+)"\)\)/.exec(
    header.value,
  )!;
  assert.equal(path, join(directory, `${id}.json`));
  assert.deepEqual(JSON.parse(readFileSync(path, 'utf8')), [
    '<span class="katex">x</span>',
    'A definition.',
  ]);
});

test('a page with nothing kept gets no file and no header', () => {
  const tree: Root = {type: 'root', children: []};
  rehypeStaticHtml({directory: '/nonexistent'})(tree, page());
  assert.deepEqual(tree.children, []);
});

test('markup handed over after the file is written fails the build, naming the fix', () => {
  const file = page();
  rehypeStaticHtml({directory: '/nonexistent'})({type: 'root', children: []}, file);
  assert.throws(() => keepOutOfScript(file, 'late'), /must be the last rehype plugin/);
});
