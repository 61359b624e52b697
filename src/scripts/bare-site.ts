/**
 * The bare Docusaurus site `npm run tools -- bench:bare` builds: the site
 * `create-docusaurus classic` makes (the classic preset with docs, blog and
 * the default theme, one locale, no other plugin, no swizzle; without its
 * images and custom CSS), holding our pages as plain Markdown, so that what
 * it costs at each size is what Docusaurus itself costs for our pages, with
 * none of our work in it.
 *
 * Layout: the docs instance's folder has one folder per area, named by its
 * id (`docs/reference/…`, `docs/guides/…`, `docs/technology/…`, `docs/api/…`,
 * `docs/legal/…`), each page at its path in our repository, so its route is
 * `/docs/<area id>/<path>` (our `slug`s are not carried over). The blog has
 * our release notes, one plain post per post, at the same file names (so the
 * same dates) and with the same titles.
 *
 * A page's plain form keeps its title, its `sidebar_position`, its `##` and
 * `###` headings (less their `{/* #id *\/}`) and its text (paragraphs, list
 * items, admonitions' and components' text as paragraphs); imports,
 * components, HTML, `{…}` expressions, formulas, code blocks, tables and
 * images go. The site compiles Markdown as CommonMark
 * (`markdown.format: 'md'`), so no text of ours can be read as MDX.
 */
import {mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import yaml from 'js-yaml';
import type {Heading, PhrasingContent, RootContent} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {areas, releaseNotesArea} from '../facts/areas';

/** Our pages are parsed the way Docusaurus parses them for our site: MDX, GFM, directives, and math where the area renders it. */
const parsers = {
  math: unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkDirective),
  plain: unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective),
};

const stringifier = unified().use(remarkStringify, {bullet: '-', emphasis: '_', strong: '*'});

/** The route base of the bare site's docs: create-docusaurus's default. */
export const bareDocsBase = '/docs';

/** The docs page the bare home page links to (our Reference area's first page). */
const firstDocsPage = `${bareDocsBase}/reference/getting-started/overview`;

export type PlainPage = {
  /** Front matter title, else the first `#` heading, else undefined. */
  title?: string;
  sidebarPosition?: number;
  /** Plain Markdown, no front matter. */
  body: string;
};

/** Text and inline code only: links keep their text, tags their content; formulas, images and expressions go. */
function plainPhrasing(nodes: RootContent[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    switch (node.type) {
      case 'text':
        return [{type: 'text', value: node.value}];
      case 'inlineCode':
        return [{type: 'inlineCode', value: node.value}];
      case 'break':
        return [{type: 'text', value: ' '}];
      case 'textDirective':
        // `10:30` parses as text `10` and a directive `:30`; Docusaurus prints it as written.
        return [{type: 'text', value: `:${node.name}`}, ...plainPhrasing(node.children)];
      case 'inlineMath':
      case 'image':
      case 'imageReference':
      case 'mdxTextExpression':
      case 'footnoteReference':
      case 'html':
        return [];
    }
    return 'children' in node ? plainPhrasing(node.children) : [];
  });
}

/** Phrasing without its leading and trailing blanks (a heading's `{/* #id *\/}` leaves a space). */
function trimmed(children: PhrasingContent[]): PhrasingContent[] {
  const first = children[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = children.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return children.filter((child) => child.type !== 'text' || child.value !== '');
}

function textOf(children: PhrasingContent[]): string {
  return children.map((child) => ('value' in child ? child.value : '')).join('');
}

const isTruncateMarker = (value: string) => /^\s*\/\*\s*truncate\s*\*\/\s*$/.test(value);

function plainBlocks(nodes: RootContent[]): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    switch (node.type) {
      case 'heading': {
        if (node.depth !== 2 && node.depth !== 3) return [];
        const children = trimmed(plainPhrasing(node.children));
        return children.length > 0 ? [{type: 'heading', depth: node.depth, children}] : [];
      }
      case 'paragraph': {
        const children = trimmed(plainPhrasing(node.children));
        return children.length > 0 ? [{type: 'paragraph', children}] : [];
      }
      case 'mdxFlowExpression':
        // The blog's `{/* truncate */}`, in its CommonMark spelling.
        return isTruncateMarker(node.value) ? [{type: 'html', value: '<!-- truncate -->'}] : [];
      case 'list':
      case 'listItem':
      case 'blockquote':
      case 'containerDirective':
      case 'mdxJsxFlowElement':
        return plainBlocks(node.children);
    }
    return [];
  });
}

/** A page of ours as plain Markdown (see the header). */
export function plainPage(source: string, {math}: {math: boolean}): PlainPage {
  const tree = (math ? parsers.math : parsers.plain).parse(source);
  const yamlNode = tree.children.find((node) => node.type === 'yaml');
  const frontMatter = (yamlNode ? yaml.load(yamlNode.value) : {}) as {
    title?: unknown;
    sidebar_position?: unknown;
  };
  const firstHeading = tree.children.find(
    (node): node is Heading => node.type === 'heading' && node.depth === 1,
  );
  const title =
    typeof frontMatter.title === 'string' || typeof frontMatter.title === 'number'
      ? String(frontMatter.title)
      : firstHeading
        ? textOf(trimmed(plainPhrasing(firstHeading.children)))
        : undefined;
  const body = stringifier.stringify({type: 'root', children: plainBlocks(tree.children)});
  return {
    title,
    sidebarPosition:
      typeof frontMatter.sidebar_position === 'number' ? frontMatter.sidebar_position : undefined,
    body,
  };
}

function pageFile(fallbackTitle: string, page: PlainPage): string {
  const frontMatter: Record<string, string | number> = {title: page.title ?? fallbackTitle};
  if (page.sidebarPosition !== undefined) frontMatter.sidebar_position = page.sidebarPosition;
  return `---\n${yaml.dump(frontMatter)}---\n\n${page.body}`;
}

const isPage = (name: string) => /\.mdx?$/.test(name);

/**
 * One area's pages and categories, from `source` (ours) into `target` (the
 * bare site's folder of the area). Category keys get the area's id in front:
 * our areas are docs instances of their own and reuse keys (`assets`,
 * `getting-started`), here they share one sidebar.
 */
function writeArea(source: string, target: string, areaId: string, math: boolean): number {
  let pages = 0;
  const visit = (from: string) => {
    for (const name of readdirSync(from)) {
      const path = join(from, name);
      const to = join(target, relative(source, from));
      if (statSync(path).isDirectory()) visit(path);
      else if (name === '_category_.json') {
        const category = JSON.parse(readFileSync(path, 'utf8')) as {key?: string};
        category.key = `${areaId}-${category.key ?? relative(source, from)}`;
        mkdirSync(to, {recursive: true});
        writeFileSync(join(to, name), JSON.stringify(category));
      } else if (isPage(name)) {
        const page = plainPage(readFileSync(path, 'utf8'), {math});
        const fileName = name.replace(/\.mdx?$/, '');
        mkdirSync(to, {recursive: true});
        writeFileSync(join(to, `${fileName}.md`), pageFile(fileName, page));
        pages += 1;
      }
    }
  };
  visit(source);
  return pages;
}

/** Our release notes as plain posts: same file names (the date is in them), same titles. */
function writeBlog(source: string, target: string): number {
  mkdirSync(target, {recursive: true});
  const posts = readdirSync(source).filter(isPage);
  for (const name of posts) {
    const page = plainPage(readFileSync(join(source, name), 'utf8'), {math: false});
    const fileName = name.replace(/\.mdx?$/, '');
    writeFileSync(
      join(target, `${fileName}.md`),
      pageFile(fileName, {title: page.title, body: page.body}),
    );
  }
  return posts.length;
}

/**
 * The template's configuration (create-docusaurus 3.10, classic), less what
 * needs its static files (logo, favicon, social card) and its custom CSS,
 * and with `markdown.format: 'md'` (see the header) and an autogenerated
 * sidebar.
 */
const siteConfig = `// @ts-check
import {themes as prismThemes} from 'prism-react-renderer';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Bare site',
  tagline: 'Docusaurus as create-docusaurus makes it',
  future: {v4: true},
  url: 'https://bare-site.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  markdown: {format: 'md'},
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {sidebarPath: './sidebars.js'},
        blog: {
          showReadingTime: true,
          feedOptions: {type: ['rss', 'atom'], xslt: true},
          onInlineTags: 'warn',
          onInlineAuthors: 'warn',
          onUntruncatedBlogPosts: 'warn',
        },
      }),
    ],
  ],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      colorMode: {respectPrefersColorScheme: true},
      navbar: {
        title: 'Bare site',
        items: [
          {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Docs'},
          {to: '/blog', label: 'Blog', position: 'left'},
          {href: 'https://github.com/facebook/docusaurus', label: 'GitHub', position: 'right'},
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {title: 'Docs', items: [{label: 'Docs', to: '${firstDocsPage}'}]},
          {title: 'More', items: [{label: 'Blog', to: '/blog'}]},
        ],
        copyright: \`Copyright © \${new Date().getFullYear()} Bare site. Built with Docusaurus.\`,
      },
      prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
    }),
};

export default config;
`;

const sidebars = `// @ts-check
/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */
const sidebars = {
  tutorialSidebar: [{type: 'autogenerated', dirName: '.'}],
};

export default sidebars;
`;

const homePage = `import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

export default function Home() {
  return (
    <Layout title="Home" description="A bare Docusaurus site">
      <main className="container margin-vert--xl">
        <h1>Bare site</h1>
        <Link className="button button--primary button--lg" to="${firstDocsPage}">
          Read the docs
        </Link>
      </main>
    </Layout>
  );
}
`;

/** The template's package.json: the browser targets decide how the code is compiled. */
const packageJson = {
  name: 'bare-site',
  version: '0.0.0',
  private: true,
  scripts: {build: 'docusaurus build'},
  browserslist: {
    production: ['>0.5%', 'not dead', 'not op_mini all'],
    development: ['last 3 chrome version', 'last 3 firefox version', 'last 5 safari version'],
  },
};

export type BareSite = {docsPages: number; blogPosts: number};

/** Writes the bare site of our pages (at 1×) into `dir`, from the repository at `root`. */
export function writeBareSite(root: string, dir: string): BareSite {
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    writeFileSync(join(dir, file), text);
  };
  write('package.json', `${JSON.stringify(packageJson, null, 2)}\n`);
  write('docusaurus.config.js', siteConfig);
  write('sidebars.js', sidebars);
  write('src/pages/index.js', homePage);
  let docsPages = 0;
  areas.forEach((area, index) => {
    const target = join(dir, 'docs', area.id);
    docsPages += writeArea(join(root, area.path), target, area.id, area.math);
    // Each area a top-level category, in navbar order.
    write(
      relative(dir, join(target, '_category_.json')),
      JSON.stringify({key: area.id, label: area.label.en, position: index + 1}),
    );
  });
  const blogPosts = writeBlog(join(root, releaseNotesArea.path), join(dir, 'blog'));
  return {docsPages, blogPosts};
}
