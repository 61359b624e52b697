import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {Root} from 'mdast';
import {localizedPath} from './site';

/**
 * KaTeX's stylesheet and fonts are self-hosted, and only pages with math ask
 * for them. Docusaurus merges every imported stylesheet into one global CSS
 * file (and inlines small fonts into it), so instead the stylesheet and its
 * woff2 fonts are served as static files and linked from the pages that need
 * them. After the build, the fonts keep only the characters our formulas use
 * (src/plugins/katex-font-subset.ts).
 */
const require = createRequire(import.meta.url);
const katexDist = dirname(require.resolve('katex/dist/katex.min.css'));
const katexVersion = (
  JSON.parse(readFileSync(join(katexDist, '..', 'package.json'), 'utf8')) as {version: string}
).version;

/** A static directory holding `katex/katex.min.css` and `katex/fonts/*.woff2`. */
export function katexStaticDirectory(): string {
  const root = join(katexDist, '..', '..', '.cache', 'hinata-katex-static', `${katexVersion}-swap`);
  const target = join(root, 'katex');
  if (!existsSync(join(target, 'katex.min.css'))) {
    mkdirSync(join(target, 'fonts'), {recursive: true});
    // KaTeX hides formula text until its fonts arrive (`font-display: block`);
    // on a slow connection that delays the page's largest paint by seconds.
    // Show the text at once and swap the fonts in.
    const css = readFileSync(join(katexDist, 'katex.min.css'), 'utf8').replace(
      /font-display:block/g,
      'font-display:swap',
    );
    writeFileSync(join(target, 'katex.min.css'), css);
    for (const font of readdirSync(join(katexDist, 'fonts')).filter((f) => f.endsWith('.woff2'))) {
      cpSync(join(katexDist, 'fonts', font), join(target, 'fonts', font));
    }
    writeFileSync(join(root, '.version'), katexVersion);
  }
  return root;
}

/**
 * Remark plugin: pages containing math get a `<link>` to the stylesheet, at
 * the top of their content. Not through `<Head>`: react-helmet flushes head
 * tags while React is still hydrating the page, and it would remove the
 * server-rendered stylesheet and add it back, so the browser laid out every
 * formula unstyled and then styled again. A stylesheet link is allowed in the
 * body, and the browser holds back the content after it until it has loaded.
 */
export function remarkKatexStylesheet() {
  const href = localizedPath('/katex/katex.min.css');
  return (tree: Root): void => {
    if (!/"type":"(math|inlineMath)"/.test(JSON.stringify(tree))) {
      return;
    }
    const firstContent = tree.children.findIndex((node) => node.type !== 'mdxjsEsm');
    tree.children.splice(firstContent < 0 ? tree.children.length : firstContent, 0, {
      type: 'mdxJsxFlowElement',
      name: 'link',
      attributes: [
        {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
        {type: 'mdxJsxAttribute', name: 'href', value: href},
      ],
      children: [],
    } as Root['children'][number]);
  };
}
