import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import type {Root} from 'hast';
import {rawHtmlElement} from '../../plugins/mdx-html';
import rehypeStaticHtml from '.';

test('the page’s raw HTML elements are written to one file, which the page’s module awaits', (t) => {
  const directory = mkdtempSync(join(tmpdir(), 'static-html-'));
  t.after(() => rmSync(directory, {recursive: true, force: true}));
  const tree = {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [rawHtmlElement('<span class="katex">x</span>', 'span', 'katex')],
      },
      rawHtmlElement('A definition.', 'div', 'glossary-section'),
    ],
  } as unknown as Root;
  rehypeStaticHtml({directory})(tree);

  const [header, paragraph, list] = tree.children as unknown as {
    type: string;
    value: string;
    name?: string;
    children: {name: string; attributes: {name: string; value: unknown}[]}[];
    attributes: {name: string; value: unknown}[];
  }[];
  assert.equal(header.type, 'mdxjsEsm');
  const [, id, path] = /loadStaticHtmlSet\("([0-9a-f]{16})", \(\) => import\("([^"]+)"\)\)/.exec(
    header.value,
  )!;
  assert.equal(path, join(directory, `${id}.json`));
  assert.deepEqual(JSON.parse(readFileSync(path, 'utf8')), [
    '<span class="katex">x</span>',
    'A definition.',
  ]);
  assert.equal(paragraph.children[0].name, 'HinataStaticHtml');
  assert.equal(list.name, 'HinataStaticHtml');
  assert.deepEqual(
    list.attributes.map((attribute) => attribute.name),
    ['set', 'index', 'as', 'className'],
  );
});

test('a page with no raw HTML element gets no file and no header', () => {
  const tree: Root = {type: 'root', children: []};
  rehypeStaticHtml({directory: '/nonexistent'})(tree);
  assert.deepEqual(tree.children, []);
});
