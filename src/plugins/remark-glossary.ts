import type {Nodes, Parent, PhrasingContent, Root, Text} from 'mdast';
import {toHtml} from 'hast-util-to-html';
import type {VFile} from 'vfile';
import {
  glossary,
  glossaryByCategory,
  glossaryLinkLabels,
  type GlossaryEntry,
  type GlossaryLocale,
} from '../data/glossary';
import {rawHtmlElement} from './mdx-html';

/**
 * Links the first use of each glossary term in a docs page to its entry on
 * the glossary page, with the definition beside the link as a tooltip:
 *
 *   <span class="glossary-term">
 *     <a href="/reference/glossary#fip" aria-describedby="glossary-tip-fip">FIP</a>
 *     <span role="tooltip" id="glossary-tip-fip" class="glossary-term__tip" hidden>…</span>
 *   </span>
 *
 * The term is one element holding its HTML, like a formula (`mdx-html.ts`):
 * no component per term; with the static-html customisation on, the page's
 * JavaScript refers to it by position, so a guide linking 24 terms carries
 * no definitions either. The link is a plain `<a>`: a
 * Docusaurus `<Link>` per term prefetched the glossary once per term (its
 * prefetcher tells targets apart by their `#anchor`); following it loads the
 * glossary page. The tooltip needs no script: CSS shows it while the term is
 * pointed at or focused (and while the pointer is on the tooltip itself,
 * which sits inside the same span), and
 * `src/clientModules/glossaryTooltips.ts` hides it on Escape. `hidden` keeps
 * the definitions out of the search index (its HTML scanner skips hidden
 * elements, as browsers' innerText does) and out of reader modes; the
 * stylesheet overrides the attribute's `display: none`.
 *
 * What is never linked: headings, links, code, math, JSX and expressions,
 * tables (their scroll box would clip the tooltip), bold text (our UI
 * labels) and the glossary page itself. Longer aliases win at a position, and
 * an alias never matches inside a longer word: a Latin alias not next to a
 * Latin letter or digit (no `BG` in `BGM`), a katakana alias not next to
 * katakana (no `コマ` in `コマンド`), a kanji alias not right after a kanji
 * (no `高圧` in `特別高圧`). A kanji alias may be followed by a kanji, since
 * Japanese compounds a term with a suffix (`出力制御量`).
 *
 * On the glossary page itself, each `<GlossaryList category>` becomes the
 * category's entries as static markup in the same way, so the page carries
 * no glossary data in its script either. Its dt ids are the anchors terms
 * link to; they are plain HTML, so Docusaurus's anchor check does not know
 * them (the glossary's e2e test and the unit tests check them instead).
 */

export type RemarkGlossaryOptions = {
  locale: GlossaryLocale;
  /** The glossary page's URL path in this locale (`/reference/glossary`, `/en/reference/glossary`). */
  glossaryPath: string;
  /** A site path (`/technology/simulations/fip`) as this locale's URL path. */
  localizePath: (path: string) => string;
  /** Source files never linked (the glossary page itself, whose lists it renders instead). */
  exclude?: RegExp;
  /** The entries; the site's glossary by default (tests pass their own). */
  entries?: GlossaryEntry[];
};

type Alias = {
  text: string;
  /** Compare in lowercase: the alias is written all in lowercase (`imbalance`, not `SoC`). */
  anyCase: boolean;
  entry: GlossaryEntry;
};

type CharClass = 'latin' | 'katakana' | 'kanji' | 'other';

function charClass(char: string | undefined): CharClass {
  if (char === undefined) return 'other';
  if (/[A-Za-z0-9]/.test(char)) return 'latin';
  // Katakana, the prolonged sound mark and half-width katakana; not the middle dot.
  if (/[\u30A1-\u30FA\u30FC-\u30FF\uFF66-\uFF9F]/.test(char)) return 'katakana';
  if (/[\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u3005]/.test(char)) return 'kanji';
  return 'other';
}

/** Whether `alias` at `start` in `text` stands on its own rather than inside a longer word. */
export function isWholeMatch(text: string, start: number, length: number): boolean {
  const first = charClass(text[start]);
  const last = charClass(text[start + length - 1]);
  const before = charClass(text[start - 1]);
  const after = charClass(text[start + length]);
  if (first !== 'other' && before === first) return false;
  if ((last === 'latin' || last === 'katakana') && after === last) return false;
  return true;
}

const skippedTypes = new Set<string>([
  'heading',
  'link',
  'linkReference',
  'definition',
  'footnoteDefinition',
  'code',
  'inlineCode',
  'math',
  'inlineMath',
  'html',
  'image',
  'imageReference',
  'yaml',
  'toml',
  'table',
  'strong',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
]);

function aliasesFor(entries: GlossaryEntry[], locale: GlossaryLocale): Alias[] {
  const aliases: Alias[] = [];
  for (const entry of entries) {
    for (const text of entry[locale].aliases) {
      aliases.push({text, anyCase: /[a-z]/.test(text) && text === text.toLowerCase(), entry});
    }
  }
  // Longest first, so `インバランス料金` wins over `インバランス` at the same place.
  return aliases.sort((a, b) => b.text.length - a.text.length);
}

function matchAt(text: string, lower: string, index: number, aliases: Alias[]): Alias | undefined {
  for (const alias of aliases) {
    const source = alias.anyCase ? lower : text;
    const wanted = alias.anyCase ? alias.text.toLowerCase() : alias.text;
    if (source.startsWith(wanted, index) && isWholeMatch(text, index, wanted.length)) {
      return alias;
    }
  }
  return undefined;
}

/** The term's markup: its link and the definition's tooltip, as the reader's browser gets it. */
export function termHtml(
  entry: GlossaryEntry,
  locale: GlossaryLocale,
  glossaryPath: string,
  surface: string,
): string {
  const tipId = `glossary-tip-${entry.id}`;
  return toHtml([
    {
      type: 'element',
      tagName: 'a',
      properties: {href: `${glossaryPath}#${entry.id}`, ariaDescribedBy: [tipId]},
      children: [{type: 'text', value: surface}],
    },
    {
      type: 'element',
      tagName: 'span',
      properties: {role: 'tooltip', id: tipId, className: ['glossary-term__tip'], hidden: true},
      children: [{type: 'text', value: entry[locale].definition}],
    },
  ]);
}

function termNode(html: string) {
  return rawHtmlElement(html, 'span', 'glossary-term') as unknown as PhrasingContent;
}

/** A category of the glossary page: its entries as a definition list, each linking to the page that explains it. */
export function glossaryListHtml(
  entries: GlossaryEntry[],
  locale: GlossaryLocale,
  localizePath: (path: string) => string,
): string {
  const labels = glossaryLinkLabels[locale];
  const element = (tagName: string, properties: Record<string, unknown>, children: unknown[]) => ({
    type: 'element' as const,
    tagName,
    properties,
    children,
  });
  const text = (value: string) => ({type: 'text' as const, value});
  return toHtml(
    element(
      'dl',
      {className: ['glossary']},
      entries.map((entry) =>
        element('div', {className: ['glossary__entry']}, [
          element('dt', {id: entry.id}, [text(entry[locale].term)]),
          element('dd', {}, [
            text(`${entry[locale].definition} `),
            element('a', {href: localizePath(entry.path)}, [
              text(labels.text),
              element('span', {className: ['sr-only']}, [
                text(`${labels.beforeTerm}${entry[locale].term}`),
              ]),
            ]),
          ]),
        ]),
      ),
    ) as Parameters<typeof toHtml>[0],
  );
}

/** Replaces each `<GlossaryList category>` of the glossary page with its entries as static markup. */
function renderGlossaryLists(
  tree: Root,
  file: VFile,
  locale: GlossaryLocale,
  entries: GlossaryEntry[],
  localizePath: (path: string) => string,
): void {
  const sections = glossaryByCategory(locale, entries);
  let rendered = 0;
  const visit = (parent: Parent) => {
    parent.children.forEach((child, index) => {
      const node = child as Nodes;
      if (node.type === 'mdxJsxFlowElement' && node.name === 'GlossaryList') {
        const value = node.attributes.find(
          (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'category',
        )?.value;
        // Only a plain string names a category (`category={x}` is an expression).
        const category = typeof value === 'string' ? value : '(not a string)';
        const section = sections.find((candidate) => candidate.category === category);
        if (!section || section.entries.length === 0) {
          throw new Error(
            `remark-glossary: <GlossaryList category="${category}"> in ${file.path} names no category with entries`,
          );
        }
        parent.children[index] = rawHtmlElement(
          glossaryListHtml(section.entries, locale, localizePath),
          'div',
          'glossary-section',
        ) as unknown as Parent['children'][number];
        rendered += 1;
      } else if ('children' in node) {
        visit(node);
      }
    });
  };
  visit(tree);
  if (rendered === 0) {
    throw new Error(
      `remark-glossary: the glossary page ${file.path} has no <GlossaryList category>`,
    );
  }
}

/** Splits one text node around the first uses it holds; returns the replacement nodes or undefined. */
function linkText(
  node: Text,
  aliases: Alias[],
  linked: Set<string>,
  term: (entry: GlossaryEntry, surface: string) => string,
): PhrasingContent[] | undefined {
  const text = node.value;
  const lower = text.toLowerCase();
  const result: PhrasingContent[] = [];
  let copiedUpTo = 0;
  let index = 0;
  while (index < text.length) {
    const alias = matchAt(text, lower, index, aliases);
    if (!alias) {
      index += 1;
      continue;
    }
    const end = index + alias.text.length;
    if (!linked.has(alias.entry.id)) {
      linked.add(alias.entry.id);
      if (index > copiedUpTo) result.push({type: 'text', value: text.slice(copiedUpTo, index)});
      result.push(termNode(term(alias.entry, text.slice(index, end))));
      copiedUpTo = end;
    }
    // A later use, or a term already linked: its words are not searched for shorter terms.
    index = end;
  }
  if (copiedUpTo === 0) return undefined;
  if (copiedUpTo < text.length) result.push({type: 'text', value: text.slice(copiedUpTo)});
  return result;
}

function walk(
  parent: Parent,
  aliases: Alias[],
  linked: Set<string>,
  term: (entry: GlossaryEntry, surface: string) => string,
): void {
  for (let i = 0; i < parent.children.length; i += 1) {
    const child = parent.children[i] as Nodes;
    if (skippedTypes.has(child.type)) continue;
    if (child.type === 'text') {
      const replacement = linkText(child, aliases, linked, term);
      if (replacement) {
        parent.children.splice(i, 1, ...(replacement as Parent['children']));
        i += replacement.length - 1;
      }
    } else if ('children' in child) {
      walk(child, aliases, linked, term);
    }
  }
}

export default function remarkGlossary(options: RemarkGlossaryOptions) {
  const {
    locale,
    glossaryPath,
    localizePath,
    exclude = /(^|[\\/])glossary\.mdx?$/,
    entries = glossary,
  } = options;
  if (locale !== 'ja' && locale !== 'en') {
    throw new Error(`remark-glossary: unknown locale ${String(locale)}`);
  }
  const aliases = aliasesFor(entries, locale);
  return (tree: Root, file: VFile) => {
    if (file.path && exclude.test(file.path)) {
      renderGlossaryLists(tree, file, locale, entries, localizePath);
      return;
    }
    const linked = new Set<string>();
    const term = (entry: GlossaryEntry, surface: string) =>
      termHtml(entry, locale, glossaryPath, surface);
    walk(tree, aliases, linked, term);
  };
}
