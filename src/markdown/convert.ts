/**
 * Turns a page's MDX source into plain Markdown for readers' AI tools: the
 * same source the HTML is built from, parsed the way Docusaurus parses it
 * (MDX, GFM, math, directives), with everything only a browser can use
 * replaced by Markdown that says the same thing.
 *
 * Pure: no file system, no Docusaurus. Links and images go through the
 * `resolveUrl` callback (src/markdown/links.ts builds the real one).
 *
 * Every construct it does not know (a component, an expression that is not
 * a comment, a directive that is not an admonition) throws with the file
 * name: a new kind of content must get a Markdown form, not vanish.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkMath from 'remark-math';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import type {
  Blockquote,
  List,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableRow,
} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {ContainerDirective} from 'mdast-util-directive';
import {admonitionLabels, explainerSentences, type EndpointLabels} from './strings';
import {glossaryByCategory, glossaryLinkLabels} from '../data/glossary';
import {checkedOn, factFor, sourceLabels} from '../data/sources';
import type {Locale} from '../facts/areas';

export type {Locale};

export type PageToConvert = {
  locale: Locale;
  title: string;
  description?: string;
  /** Release notes: the publication date, `YYYY-MM-DD`. */
  date?: string;
  /** Absolute URL of the HTML page (explainer sentences and `#anchor` links point to it). */
  pageUrl: string;
  /** For error messages. */
  sourceName: string;
  /** Absolute URL for a link or image target as written in the source. */
  resolveUrl: (url: string, kind: 'link' | 'image') => string;
  /** The labels of `<ApiEndpoint>` in the page's language (`apiEndpointStringsFor`). */
  endpointLabels: EndpointLabels;
};

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

class ConversionError extends Error {
  constructor(page: PageToConvert, message: string) {
    super(`${page.sourceName}: ${message} (src/markdown/convert.ts has no Markdown form for it)`);
  }
}

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkDirective);

const stringifier = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkMath)
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    resourceLink: true,
  });

const text = (value: string) => ({type: 'text' as const, value});
const strong = (children: PhrasingContent[]) => ({type: 'strong' as const, children});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const inlineCode = (value: string) => ({type: 'inlineCode' as const, value});

function attribute(node: Jsx, name: string): string | undefined {
  const found = node.attributes.find(
    (attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === name,
  );
  if (!found) return undefined;
  if (found.value === null || found.value === undefined) return 'true';
  return typeof found.value === 'string' ? found.value : found.value.value;
}

/** `{/* comment *\/}`: heading ids, region markers, `truncate`. Anything else is code we cannot run. */
function isComment(value: string): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(value);
}

function apiEndpoint(node: Jsx, page: PageToConvert): [Paragraph, Table] {
  const strings = page.endpointLabels;
  const method = attribute(node, 'method');
  const url = attribute(node, 'url');
  const permission = attribute(node, 'permission');
  if (!method || !url || !permission) {
    throw new ConversionError(page, '<ApiEndpoint> without method, url or permission');
  }
  const bucket = attribute(node, 'bucket');
  const rateLimit =
    bucket === 'write' ? strings.rateWrite : bucket === 'read' ? strings.rateRead : strings.rateV1;
  const plan = attribute(node, 'plan') === 'professional' ? strings.planPro : strings.planAll;
  const row = (cells: PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children) => ({type: 'tableCell', children})),
  });
  const request: PhrasingContent[] = [inlineCode(`${method} ${url}`)];
  if (attribute(node, 'deprecated') === 'true') request.push(text(` ${strings.deprecated}`));
  return [
    paragraph(request),
    {
      type: 'table',
      children: [
        row([[text(strings.property)], [text(strings.value)]]),
        row([[text(strings.permission)], [inlineCode(permission)]]),
        row([[text(strings.rateLimit)], [text(rateLimit)]]),
        row([[text(strings.plan)], [text(plan)]]),
      ],
    },
  ];
}

/** Modules whose default export is an explainer: `import X from '@site/src/components/explainers/<Name>'`. */
function explainerImports(tree: Root): Map<string, string> {
  const explainers = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(
      /import\s+(\w+)\s+from\s+['"]@site\/src\/components\/explainers\/(\w+)['"]/g,
    )) {
      explainers.set(match[1], match[2]);
    }
  }
  return explainers;
}

function explainerParagraph(name: string, page: PageToConvert): Paragraph {
  const sentence = explainerSentences[page.locale][name];
  if (!sentence) throw new ConversionError(page, `explainer ${name} has no sentence`);
  return paragraph([
    text(`${sentence.text} `),
    {type: 'link', url: page.pageUrl, children: [text(sentence.link)]},
    text(sentence.after),
  ]);
}

function admonition(
  node: ContainerDirective,
  page: PageToConvert,
  children: RootContent[],
): Blockquote {
  const labels = admonitionLabels[page.locale];
  const kind = labels[node.name as keyof typeof labels];
  if (!kind) throw new ConversionError(page, `directive :::${node.name}`);
  const [first, ...rest] = children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel;
  const heading: PhrasingContent[] = hasLabel
    ? [text(`${kind}${page.locale === 'ja' ? '：' : ': '}`), ...first.children]
    : [text(kind)];
  return {
    type: 'blockquote',
    children: [
      paragraph([strong(heading)]),
      ...((hasLabel ? rest : children) as Blockquote['children']),
    ],
  };
}

/** A heading loses its `{/* #id *\/}`: the space before it goes too. */
function trimEnd(children: PhrasingContent[]): void {
  const last = children.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
}

/** Inline HTML that only styles its text. */
const transparentElements = new Set(['span', 'abbr', 'kbd', 'sub', 'sup', 'small', 'mark']);

function transform(nodes: Nodes[], page: PageToConvert, explainers: Map<string, string>): Nodes[] {
  return nodes.flatMap((node): Nodes[] => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (isComment(node.value)) return [];
        throw new ConversionError(page, `expression {${node.value}}`);
      case 'html':
        if (/^<!--[\s\S]*-->$/.test(node.value.trim())) return [];
        throw new ConversionError(page, `raw HTML ${node.value}`);
      case 'link':
      case 'definition':
        node.url = page.resolveUrl(node.url, 'link');
        break;
      case 'image':
        if (!node.alt?.trim())
          throw new ConversionError(page, `image ${node.url} without alt text`);
        node.url = page.resolveUrl(node.url, 'image');
        return [node];
      case 'containerDirective': {
        const children = transform(node.children, page, explainers) as RootContent[];
        return [admonition(node, page, children)];
      }
      case 'leafDirective':
      case 'textDirective':
        // Docusaurus prints a directive it does not know as the text it was
        // written as (`10:30` is a time, not a directive).
        if (node.type === 'textDirective' && node.children.length === 0) {
          return [text(`:${node.name}`)];
        }
        throw new ConversionError(page, `directive :${node.name}`);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return jsx(node, page, explainers);
    }
    if ('children' in node) {
      (node as {children: Nodes[]}).children = transform(node.children, page, explainers);
    }
    if (node.type === 'heading') trimEnd(node.children);
    return [node];
  });
}

function jsx(node: Jsx, page: PageToConvert, explainers: Map<string, string>): Nodes[] {
  const name = node.name;
  const inner = () => transform(node.children, page, explainers);
  if (name === null) return inner();
  if (explainers.has(name)) return [explainerParagraph(explainers.get(name)!, page)];
  switch (name) {
    case 'ApiEndpoint':
      return apiEndpoint(node, page);
    case 'Tabs':
      return inner();
    case 'TabItem': {
      const label = attribute(node, 'label') ?? attribute(node, 'value');
      if (!label) throw new ConversionError(page, '<TabItem> without label or value');
      return [paragraph([strong([text(label)])]), ...inner()];
    }
    case 'details': {
      // `<summary>` alone on its line, or wrapped in a paragraph when it shares it with text.
      const isSummary = (child: Nodes) => 'name' in child && child.name === 'summary';
      const holder = (node.children as Nodes[]).find(
        (child) =>
          isSummary(child) || (child.type === 'paragraph' && child.children.some(isSummary)),
      );
      const summary = (
        holder && holder.type === 'paragraph' ? holder.children.find(isSummary) : holder
      ) as Jsx | undefined;
      if (holder?.type === 'paragraph' && holder.children.some((child) => !isSummary(child))) {
        throw new ConversionError(page, '<summary> sharing a paragraph with other text');
      }
      const rest = node.children.filter((child) => child !== holder);
      const label = summary
        ? (transform(summary.children, page, explainers) as PhrasingContent[])
        : [];
      const body = transform(rest, page, explainers);
      return label.length > 0 ? [paragraph([strong(label)]), ...body] : body;
    }
    case 'br':
      return [{type: 'break'}];
    case 'GlossaryList':
      return glossaryList(node, page);
    case 'Source':
      return sourceNote(node, page);
  }
  if (transparentElements.has(name)) return inner();
  throw new ConversionError(page, `<${name}>`);
}

/**
 * `<Source id>` after a regulatory figure: its primary source and check date in parentheses,
 * （出典：[…](…)、2026年11月27日確認） / (source: […](…), checked 2026-11-27).
 */
function sourceNote(node: Jsx, page: PageToConvert): PhrasingContent[] {
  const fact = factFor(attribute(node, 'id'), page.sourceName);
  const labels = sourceLabels[page.locale];
  const link = {type: 'link' as const, url: fact.source, children: [text(fact.title[page.locale])]};
  const checked = checkedOn(fact, page.locale, {midSentence: true});
  return page.locale === 'ja'
    ? [text(`（${labels.marker}${labels.separator}`), link, text(`${labels.comma}${checked}）`)]
    : [
        text(` (${labels.marker.toLowerCase()}${labels.separator}`),
        link,
        text(`${labels.comma}${checked})`),
      ];
}

/** The glossary page's `<GlossaryList category>`: its entries as a list, from the same data. */
function glossaryList(node: Jsx, page: PageToConvert): List[] {
  const category = attribute(node, 'category');
  const section = glossaryByCategory(page.locale).find((group) => group.category === category);
  if (!section) {
    throw new ConversionError(page, `<GlossaryList category="${category}"> (unknown category)`);
  }
  const more = glossaryLinkLabels[page.locale].text;
  return [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: section.entries.map((entry) => ({
        type: 'listItem' as const,
        spread: false,
        children: [
          paragraph([
            strong([text(entry[page.locale].term)]),
            text(
              `${page.locale === 'ja' ? '：' : ': '}${entry[page.locale].definition}${page.locale === 'ja' ? '' : ' '}`,
            ),
            {
              type: 'link',
              url: page.resolveUrl(entry.path, 'link'),
              children: [text(more)],
            },
          ]),
        ],
      })),
    },
  ];
}

/** The page as Markdown: title, description, then the body. */
export function mdxToMarkdown(source: string, page: PageToConvert): string {
  const tree = parser.parse(source);
  const explainers = explainerImports(tree);
  const body = transform(tree.children, page, explainers) as RootContent[];
  if (body[0]?.type === 'heading' && body[0].depth === 1) body.shift();
  const header: RootContent[] = [{type: 'heading', depth: 1, children: [text(page.title)]}];
  if (page.description)
    header.push({type: 'blockquote', children: [paragraph([text(page.description)])]});
  if (page.date) {
    header.push(
      paragraph([text(`${page.locale === 'ja' ? '公開日：' : 'Published: '}${page.date}`)]),
    );
  }
  const markdown = stringifier.stringify({type: 'root', children: [...header, ...body]});
  return `${String(markdown).trimEnd()}\n`;
}
