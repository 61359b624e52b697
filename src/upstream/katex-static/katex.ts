import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {Root as HastRoot} from 'hast';
import type {Root} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';
import {localizedPath} from '../../facts/areas';
import {currentLocale} from '../../facts/site';
import {isFormula} from '../../plugins/rehype-static-math';

/**
 * KaTeX's stylesheet and fonts are self-hosted, and only pages with math ask
 * for them. Docusaurus merges every imported stylesheet into one global CSS
 * file (and inlines small fonts into it), so instead the stylesheet and its
 * woff2 fonts are served as static files and linked from the pages that need
 * them. After the build, the fonts keep only the characters our formulas use
 * (src/upstream/katex-font-subset/index.ts).
 */
const require = createRequire(import.meta.url);
const katexDist = dirname(require.resolve('katex/dist/katex.min.css'));

/** The installed KaTeX's version (read when asked: loading the config reads and writes nothing). */
function katexVersion(): string {
  return (
    JSON.parse(readFileSync(join(katexDist, '..', 'package.json'), 'utf8')) as {version: string}
  ).version;
}

/**
 * The stylesheet and fonts must be those of the KaTeX that renders the
 * formulas, which is the one rehype-katex loads: a different version's CSS
 * silently mis-styles its markup. (Until this check, the site served KaTeX
 * 0.19's stylesheet for formulas rendered by rehype-katex's own 0.16.)
 */
export function checkSameKatex(renderer: string, served: string): void {
  if (renderer !== served) {
    throw new Error(
      `src/upstream/katex-static/katex.ts: rehype-katex renders formulas with the KaTeX in ${dirname(renderer)}, but the site serves the stylesheet and fonts of ${dirname(served)}. Make the "katex" dependency in package.json the version rehype-katex asks for, so npm installs one KaTeX (see UPSTREAM.md).`,
    );
  }
}

/**
 * KaTeX hides formula text until its fonts arrive (`font-display: block`);
 * on a slow connection that delays the page's largest paint by seconds.
 * Show the text at once and swap the fonts in. Throws when KaTeX's minified
 * stylesheet no longer says `font-display:block`, so the rewrite cannot
 * silently stop applying.
 */
export function withFontsSwapped(css: string): string {
  const declaration = /font-display:block/g;
  if (!declaration.test(css)) {
    throw new Error(
      `src/upstream/katex-static/katex.ts: katex/dist/katex.min.css (katex ${katexVersion()}) no longer contains "font-display:block", which it rewrites to "swap" so formulas show before their fonts arrive. See how this KaTeX version declares its @font-face rules and update withFontsSwapped(), or drop it if KaTeX now swaps by itself (see UPSTREAM.md).`,
    );
  }
  return css.replace(declaration, 'font-display:swap');
}

/**
 * The static directory that holds `katex/katex.min.css` and
 * `katex/fonts/*.woff2` (the config lists it in `staticDirectories`). Only a
 * path: the katex-static plugin (src/upstream/katex-static/index.ts) writes it when
 * the site loads, so loading the config has no side effects.
 */
export const katexStaticDirectory = join(
  katexDist,
  '..',
  '..',
  '.cache',
  'hinata-katex-static',
  'swap',
);

/**
 * Checks that the site serves the KaTeX that renders, and writes the
 * stylesheet (fonts swapped) and fonts into `katexStaticDirectory` when they
 * are not there for the installed KaTeX yet. Both checks run on every load,
 * also when the copy already exists.
 */
export function writeKatexStatic(): void {
  checkSameKatex(
    createRequire(require.resolve('rehype-katex')).resolve('katex/dist/katex.min.css'),
    join(katexDist, 'katex.min.css'),
  );
  const version = katexVersion();
  const target = join(katexStaticDirectory, 'katex');
  const css = withFontsSwapped(readFileSync(join(katexDist, 'katex.min.css'), 'utf8'));
  const versionFile = join(katexStaticDirectory, '.version');
  if (existsSync(versionFile) && readFileSync(versionFile, 'utf8') === version) return;
  rmSync(katexStaticDirectory, {recursive: true, force: true});
  mkdirSync(join(target, 'fonts'), {recursive: true});
  writeFileSync(join(target, 'katex.min.css'), css);
  for (const font of readdirSync(join(katexDist, 'fonts')).filter((f) => f.endsWith('.woff2'))) {
    cpSync(join(katexDist, 'fonts', font), join(target, 'fonts', font));
  }
  writeFileSync(versionFile, version);
}

/** Set on a page's file data when the stylesheet link was added. */
export const katexStylesheetLinked = 'hinataKatexStylesheet';

/**
 * Remark plugin: pages containing math get a `<link>` to the stylesheet, at
 * the top of their content. Not through `<Head>`: react-helmet flushes head
 * tags while React is still hydrating the page, and it would remove the
 * server-rendered stylesheet and add it back, so the browser laid out every
 * formula unstyled and then styled again. A stylesheet link is allowed in the
 * body, and the browser holds back the content after it until it has loaded.
 */
export function remarkKatexStylesheet() {
  const href = localizedPath(currentLocale(), '/katex/katex.min.css');
  return (tree: Root, file: {data: Record<string, unknown>}): void => {
    if (!/"type":"(math|inlineMath)"/.test(JSON.stringify(tree))) {
      return;
    }
    // rehypeKatexCheck checks that pages with this link have KaTeX output and vice versa.
    file.data[katexStylesheetLinked] = true;
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

type PageFile = {path?: string; data: Record<string, unknown>};

/**
 * remark-math finds the formulas (and remarkKatexStylesheet links the
 * stylesheet when it sees its node types), rehype-katex renders them (found
 * here by KaTeX's class names). If any of those packages changed what it
 * produces, one side would silently find nothing: formulas unstyled, or a
 * stylesheet linked for nothing. Either way the page fails to build.
 */
export function checkMathPipeline(file: PageFile, formulaCount: number): void {
  const linked = file.data[katexStylesheetLinked] === true;
  const page = file.path ?? 'a page';
  if (linked && formulaCount === 0) {
    throw new Error(
      `katex-static: ${page} has math (remark-math nodes) but no element with KaTeX's class "katex" or "katex-display": rehype-katex changed its output (or failed). Update isFormula() in src/plugins/rehype-static-math.ts (see UPSTREAM.md).`,
    );
  }
  if (!linked && formulaCount > 0) {
    throw new Error(
      `katex-static: ${page} has KaTeX output but remarkKatexStylesheet (src/upstream/katex-static/katex.ts) found no remark-math node ("math" / "inlineMath"), so the page would not link KaTeX's stylesheet. remark-math renamed its node types: update the pattern in remarkKatexStylesheet() (see UPSTREAM.md).`,
    );
  }
}

/** Rehype plugin, right after rehype-katex: checkMathPipeline() on every page. */
export function rehypeKatexCheck() {
  return (tree: HastRoot, file: PageFile): void => {
    let formulaCount = 0;
    visit(tree, 'element', (node) => {
      if (!isFormula(node)) return undefined;
      formulaCount += 1;
      return SKIP;
    });
    checkMathPipeline(file, formulaCount);
  };
}
