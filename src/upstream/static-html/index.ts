import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Root, RootContent} from 'hast';

import {visit} from 'unist-util-visit';
import {expressionAttribute, program, type RawHtmlElement} from '../../plugins/mdx-html';

/**
 * Markup a page's HTML already holds, kept out of its JavaScript: our
 * plugins put KaTeX's formulas, glossary terms and lists in the page as plain
 * elements holding their HTML (`rawHtmlElement()`, src/plugins/mdx-html.ts).
 * This plugin, the last rehype plugin of every docs area, replaces each with
 * an element that refers to it by position, writes the page's markup to a
 * JSON file and makes the page's module load it:
 *
 *   import {loadStaticHtmlSet, StaticHtml as HinataStaticHtml} from '@site/src/upstream/static-html/StaticHtml';
 *   export const hinataStaticHtml = await loadStaticHtmlSet(id, () => import(file));
 *
 * The browser downloads that file only for a client-side navigation; on the
 * page the reader opened, React keeps the server's HTML (StaticHtml.tsx).
 */

/** The page-module constant the elements refer to. */
export const staticHtmlSet = 'hinataStaticHtml';
/** The component the elements render with. */
export const staticHtmlComponent = 'HinataStaticHtml';

/**
 * The element that shows stored markup `index` in the page: a
 * `<HinataStaticHtml set={hinataStaticHtml} index={n} as className>`.
 */
export function staticHtmlElement(index: number, element: RawHtmlElement) {
  const className = element.attributes.find(
    (attribute) => (attribute as {name?: string}).name === 'className',
  );
  return {
    type: element.type,
    name: staticHtmlComponent,
    attributes: [
      expressionAttribute('set', staticHtmlSet),
      expressionAttribute('index', String(index)),
      {type: 'mdxJsxAttribute', name: 'as', value: element.name},
      className,
    ],
    children: [],
  };
}

function isRawHtml(node: unknown): node is RawHtmlElement {
  return typeof (node as {data?: {rawHtml?: unknown}}).data?.rawHtml === 'string';
}

function moduleHeader(id: string, file: string): RootContent {
  const code = [
    `import {loadStaticHtmlSet, StaticHtml as ${staticHtmlComponent}} from '@site/src/upstream/static-html/StaticHtml';`,
    `export const ${staticHtmlSet} = await loadStaticHtmlSet(${JSON.stringify(id)}, () => import(${JSON.stringify(file)}));`,
  ].join('\n');
  return {type: 'mdxjsEsm', value: code, data: {estree: program(code)}} as unknown as RootContent;
}

/**
 * Per-page files of static markup, beside the bundler's cache, which holds
 * the pages that import them. A default rather than a plugin option: every
 * option is serialized into the site config the browser downloads.
 */
const cacheDirectory = fileURLToPath(
  new URL('../../../node_modules/.cache/hinata-static-html', import.meta.url),
);

type Options = {
  /** Where the per-page files are written (a build cache folder; tests pass their own). */
  directory?: string;
};

export default function rehypeStaticHtml({directory = cacheDirectory}: Options = {}) {
  return (tree: Root): void => {
    const markup: string[] = [];
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined || !isRawHtml(node)) return;
      markup.push(node.data.rawHtml);
      parent.children[index] = staticHtmlElement(
        markup.length - 1,
        node,
      ) as unknown as (typeof parent.children)[number];
    });
    if (markup.length === 0) return;
    const json = JSON.stringify(markup);
    // Named by content: the bundler's persistent cache never serves a stale file.
    const id = createHash('sha256').update(json).digest('hex').slice(0, 16);
    const file = join(directory, `${id}.json`);
    mkdirSync(directory, {recursive: true});
    writeFileSync(file, json);
    tree.children.unshift(moduleHeader(id, file));
  };
}
