import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from 'acorn';
import type {Root, RootContent} from 'hast';

/**
 * Markup a page's HTML already holds, kept out of its JavaScript: KaTeX's
 * formulas (`rehype-static-math.ts`) and glossary definitions
 * (`remark-glossary.ts`). Each plugin hands its markup to `keepOutOfScript()`
 * and puts an element in the page that refers to it by position; this
 * plugin, the last rehype plugin of every docs area, writes the page's
 * markup to a JSON file and makes the page's module load it:
 *
 *   import {loadStaticHtmlSet, StaticHtml as HinataStaticHtml} from '@site/src/components/StaticHtml';
 *   export const hinataStaticHtml = await loadStaticHtmlSet(id, () => import(file));
 *
 * The browser downloads that file only for a client-side navigation; on the
 * page the reader opened, React keeps the server's HTML
 * (`src/components/StaticHtml`).
 */

/** The page-module constant the elements refer to. */
export const staticHtmlSet = 'hinataStaticHtml';
/** The component formulas render with (glossary terms import it themselves). */
export const staticHtmlComponent = 'HinataStaticHtml';

const collected = 'hinataStaticHtml';
const written = 'hinataStaticHtmlWritten';

type PageFile = {path?: string; data: Record<string, unknown>};

/** Stores one piece of markup for the page; returns its position in the page's file. */
export function keepOutOfScript(page: PageFile, html: string): number {
  if (page.data[written]) {
    throw new Error(
      `static-html: ${page.path ?? 'a page'} handed over markup after its file was written: rehypeStaticHtml must be the last rehype plugin (src/config/docs.ts).`,
    );
  }
  const list = (page.data[collected] ??= []) as string[];
  list.push(html);
  return list.length - 1;
}

/** An estree Program holding one JavaScript snippet, as MDX expects it on its nodes. */
function program(code: string) {
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

/**
 * The element that shows stored markup `index` in the page: a
 * `<HinataStaticHtml set={hinataStaticHtml} index={n} as className>`, a
 * block for `div`, inline for `span`. Valid in mdast and hast alike.
 */
export function staticHtmlElement(index: number, as: 'div' | 'span', className: string) {
  return {
    type: as === 'div' ? ('mdxJsxFlowElement' as const) : ('mdxJsxTextElement' as const),
    name: staticHtmlComponent,
    attributes: [
      expressionAttribute('set', staticHtmlSet),
      expressionAttribute('index', String(index)),
      {type: 'mdxJsxAttribute', name: 'as', value: as},
      {type: 'mdxJsxAttribute', name: 'className', value: className},
    ],
    children: [],
  };
}

function moduleHeader(id: string, file: string): RootContent {
  const code = [
    `import {loadStaticHtmlSet, StaticHtml as ${staticHtmlComponent}} from '@site/src/components/StaticHtml';`,
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
  return (tree: Root, page: PageFile): void => {
    page.data[written] = true;
    const markup = page.data[collected] as string[] | undefined;
    if (!markup?.length) return;
    const json = JSON.stringify(markup);
    // Named by content: the bundler's persistent cache never serves a stale file.
    const id = createHash('sha256').update(json).digest('hex').slice(0, 16);
    const file = join(directory, `${id}.json`);
    mkdirSync(directory, {recursive: true});
    writeFileSync(file, json);
    tree.children.unshift(moduleHeader(id, file));
  };
}
