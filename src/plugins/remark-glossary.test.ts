import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {test} from 'node:test';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {areas} from '../facts/areas';
import {pagesIn} from './translation-drift/pairs';
import {
  glossary,
  glossaryByCategory,
  glossaryCategories,
  type GlossaryLocale,
} from '../data/glossary';
import {scanHtml} from './search-index/scan-html.mjs';
import remarkGlossary, {glossaryListHtml, isWholeMatch, termHtml} from './remark-glossary';

/** The parts of the syntax tree these tests look at, JSX elements and ESM included. */
type TestNode = {
  type: string;
  name?: string;
  value?: string;
  children?: TestNode[];
  attributes?: {name: string; value: unknown}[];
  data?: {estree?: {body: {type: string}[]}};
};

const localizePath = (path: string) => `/xx${path}`;

/** The HTML of every raw HTML element (src/plugins/mdx-html.ts) in the tree, in document order. */
function rawHtml(node: unknown): string[] {
  const {data, children} = node as {data?: {rawHtml?: string}; children?: unknown[]};
  if (typeof data?.rawHtml === 'string') return [data.rawHtml];
  return (children ?? []).flatMap(rawHtml);
}

function attribute(node: TestNode, name: string): unknown {
  return node.attributes?.find((item) => item.name === name)?.value;
}

/** Runs the plugin over MDX source and shows each link it made as [[id|words]]. */
function linked(source: string, locale: GlossaryLocale, path = 'docs/page.md'): string {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath);
  const tree = processor.parse(source);
  const file = new VFile({path, value: source});
  remarkGlossary({locale, glossaryPath: '/g', localizePath})(tree, file);
  const show = (node: TestNode): string => {
    const [html] = node.type === 'mdxJsxTextElement' ? rawHtml(node) : [];
    if (html) {
      const [, id, words] = /href="\/g#([^"]+)"[^>]*>([^<]*)<\/a>/.exec(html)!;
      return `[[${id}|${words}]]`;
    }
    if (typeof node.value === 'string') return node.value;
    const children = (node.children ?? []).filter((child) => child.type !== 'mdxjsEsm').map(show);
    return ['root', 'list'].includes(node.type) ? children.join('\n') : children.join('');
  };
  return show(tree as TestNode);
}

test('the first use of a Japanese term links to its entry, later uses stay text', () => {
  assert.equal(
    linked('インバランスはコマごとに精算します。インバランスの符号に注意します。', 'ja'),
    '[[imbalance|インバランス]]は[[slot|コマ]]ごとに精算します。インバランスの符号に注意します。',
  );
});

test('the longest term wins where two start at the same place', () => {
  assert.equal(
    linked('補正インバランス料金とインバランス料金とインバランス', 'ja'),
    '[[scarcity-adjusted-imbalance-price|補正インバランス料金]]と[[imbalance-price|インバランス料金]]と[[imbalance|インバランス]]',
  );
});

test('a term already linked hides the shorter terms inside its later uses', () => {
  assert.equal(
    linked('オンサイトPPAの説明。オンサイトPPAとPPA。', 'ja'),
    '[[on-site-ppa|オンサイトPPA]]の説明。オンサイトPPAと[[ppa|PPA]]。',
  );
});

test('an abbreviation is not found inside a longer Latin word', () => {
  assert.equal(
    linked('BGMとGCPは関係ありません。BGです。', 'ja'),
    'BGMとGCPは関係ありません。[[balancing-group|BG]]です。',
  );
  assert.equal(
    linked('The BGM plays; the BG files plans.', 'en'),
    'The BGM plays; the [[balancing-group|BG]] files plans.',
  );
});

test('a short katakana term is not found inside a longer katakana word', () => {
  assert.equal(
    linked('コマンドを実行し、コマを選びます。', 'ja'),
    'コマンドを実行し、[[slot|コマ]]を選びます。',
  );
  assert.equal(
    linked('プレミアムプランとプレミアム', 'ja'),
    'プレミアムプランと[[premium|プレミアム]]',
  );
});

test('a kanji term is not found at the end of a longer compound, but may take a suffix', () => {
  assert.equal(linked('特別高圧の発電所', 'ja'), '[[extra-high-voltage|特別高圧]]の発電所');
  assert.equal(linked('超高圧と高圧', 'ja'), '超高圧と[[high-voltage|高圧]]');
  assert.equal(linked('出力制御量を見ます', 'ja'), '[[curtailment|出力制御]]量を見ます');
});

test('Latin terms next to Japanese text are found', () => {
  assert.equal(
    linked('FIP制度ではJEPXで売ります。', 'ja'),
    '[[fip|FIP]]制度では[[jepx|JEPX]]で売ります。',
  );
});

test('English terms match in any case, acronyms only as written', () => {
  assert.equal(
    linked('Imbalance is settled per slot. Each imbalance counts.', 'en'),
    '[[imbalance|Imbalance]] is settled per [[slot|slot]]. Each imbalance counts.',
  );
  assert.equal(linked('soc is not SoC', 'en'), 'soc is not [[soc|SoC]]');
  assert.equal(linked('Slots, slotted', 'en'), '[[slot|Slots]], slotted');
});

test('headings, links, code, math, bold labels, tables and JSX are left alone', () => {
  const source = [
    '## FIP {/* #fip */}',
    '',
    '[JEPX](https://www.jepx.jp) `BG` $FIP$ **インバランス確認** <abbr>PPA</abbr>',
    '',
    '| GC |',
    '|---|',
    '| GC |',
    '',
    '```',
    'SPV',
    '```',
    '',
    '$$',
    'DSCR',
    '$$',
    '',
    'FIPとJEPXとBGとインバランス',
  ].join('\n');
  assert.equal(
    linked(source, 'ja').split('\n').at(-1),
    '[[fip|FIP]]と[[jepx|JEPX]]と[[balancing-group|BG]]と[[imbalance|インバランス]]',
  );
  assert.ok(!linked(source, 'ja').split('\n').slice(0, -1).join('\n').includes('[['));
});

test('terms inside lists, emphasis and admonition-like blocks are found', () => {
  assert.equal(
    linked('- *参照価格*は毎月変わります', 'ja'),
    '[[reference-price|参照価格]]は毎月変わります',
  );
});

/** Runs the plugin over a glossary page and returns its tree and the markup it kept out of the script. */
function glossaryPage(source: string, locale: GlossaryLocale, path: string) {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source);
  const file = new VFile({path, value: source});
  remarkGlossary({locale, glossaryPath: '/g', localizePath})(tree, file);
  return {tree: tree as TestNode, markup: rawHtml(tree)};
}

test('the glossary page links no terms and renders each category as static markup', () => {
  for (const [locale, path] of [
    ['ja', 'docs/glossary.mdx'],
    ['en', 'i18n/en/docusaurus-plugin-content-docs/current/glossary.mdx'],
  ] as const) {
    const {tree, markup} = glossaryPage(
      'FIP\n\n<GlossaryList category="support" />\n',
      locale,
      path,
    );
    const [paragraph, list] = tree.children!;
    assert.equal(paragraph.children!.map((node) => node.value).join(''), 'FIP', 'no links');
    assert.equal(list.name, 'div');
    assert.equal(attribute(list, 'className'), 'glossary-section');
    const support = glossaryByCategory(locale).find((group) => group.category === 'support')!;
    assert.deepEqual(markup, [glossaryListHtml(support.entries, locale, localizePath)]);
    const ids = [...markup[0].matchAll(/<dt id="([^"]+)">/g)].map((match) => match[1]);
    assert.deepEqual(
      ids,
      support.entries.map((entry) => entry.id),
      'every entry has its anchor',
    );
  }
});

test('a glossary entry: its anchor, definition and a localized link that names the term to screen readers', () => {
  const fip = glossary.find((item) => item.id === 'fip')!;
  assert.equal(
    glossaryListHtml(
      [{...fip, ja: {...fip.ja, term: 'FIP', definition: '定義<です>。'}}],
      'ja',
      localizePath,
    ),
    '<dl class="glossary"><div class="glossary__entry"><dt id="fip">FIP</dt>' +
      `<dd>定義&#x3C;です>。 <a href="/xx${fip.path}">詳しい説明<span class="sr-only">：FIP</span></a></dd></div></dl>`,
  );
});

test('the glossary page fails the build on a category without entries, or with no lists at all', () => {
  assert.throws(
    () => glossaryPage('<GlossaryList category="nope" />', 'ja', 'docs/glossary.mdx'),
    /category="nope".*no category with entries/,
  );
  assert.throws(() => glossaryPage('FIP', 'ja', 'docs/glossary.mdx'), /has no <GlossaryList/);
});

test('every category has entries, and every entry explains itself on a page that exists', () => {
  for (const category of glossaryCategories) {
    assert.ok(
      glossary.some((entry) => entry.category === category),
      `${category} has no entries`,
    );
  }
  for (const entry of glossary) {
    const [, areaId, rest] = /^\/([^/]+)\/(.+)$/.exec(entry.path) ?? [];
    const area = areas.find((candidate) => candidate.id === areaId);
    assert.ok(area, `${entry.id}: ${entry.path} is in no docs area`);
    const sources = [`${rest}.md`, `${rest}.mdx`, `${rest}/index.md`, `${rest}/index.mdx`];
    assert.ok(
      sources.some((source) => existsSync(`${area.path}/${source}`)),
      `${entry.id}: no page at ${entry.path} (looked for ${area.path}/${rest}.md and .mdx)`,
    );
  }
});

test('a term becomes one element holding its link and definition as HTML', () => {
  const tree = unified().use(remarkParse).parse('基準価格です。FIP < 基準価格 & 参照価格。');
  const file = new VFile({path: 'docs/x.md'});
  remarkGlossary({locale: 'ja', glossaryPath: '/reference/glossary', localizePath})(tree, file);
  assert.ok(
    tree.children.every((node) => node.type !== 'mdxjsEsm'),
    'no import: plain MDX',
  );
  const [paragraph] = tree.children as TestNode[];
  const terms = (paragraph?.children ?? []).filter((node) => node.type === 'mdxJsxTextElement');
  assert.deepEqual(
    terms.map((term) => [term.name, attribute(term, 'className')]),
    [
      ['span', 'glossary-term'],
      ['span', 'glossary-term'],
      ['span', 'glossary-term'],
    ],
  );
  const entry = (id: string) => glossary.find((item) => item.id === id)!;
  assert.deepEqual(rawHtml(tree), [
    termHtml(entry('base-price'), 'ja', '/reference/glossary', '基準価格'),
    termHtml(entry('fip'), 'ja', '/reference/glossary', 'FIP'),
    termHtml(entry('reference-price'), 'ja', '/reference/glossary', '参照価格'),
  ]);
});

test('the term’s markup: a link to its entry, described by the hidden tooltip', () => {
  const fip = glossary.find((item) => item.id === 'fip')!;
  const html = termHtml(
    {...fip, en: {...fip.en, definition: 'Premium <paid> on top & more.'}},
    'en',
    '/en/reference/glossary',
    'FIP',
  );
  assert.equal(
    html,
    '<a href="/en/reference/glossary#fip" aria-describedby="glossary-tip-fip">FIP</a>' +
      '<span role="tooltip" id="glossary-tip-fip" class="glossary-term__tip" hidden>Premium &#x3C;paid> on top &#x26; more.</span>',
  );
});

test('a page with no terms keeps no markup', () => {
  const tree = unified().use(remarkParse).parse('ただの文章です。');
  const file = new VFile({path: 'docs/x.md'});
  remarkGlossary({locale: 'ja', glossaryPath: '/g', localizePath})(tree, file);
  assert.deepEqual(rawHtml(tree), []);
});

test('match boundaries: mixed aliases look at the script of their own ends', () => {
  assert.equal(isWholeMatch('xCレート', 1, 4), false);
  assert.equal(isWholeMatch('のCレートを', 1, 4), true);
  assert.equal(isWholeMatch('Cレートー', 0, 4), false);
});

test('the search scanner skips hidden elements, so definitions stay out of other pages’ index entries', () => {
  // The scanner the search plugin runs over every built page (scan-html.mjs).
  const page = scanHtml(
    '<html><body><article><div class="markdown"><h1>T</h1><p><a href="#x">FIP</a><span role="tooltip" hidden>定義文</span>の説明</p></div></article></body></html>',
  );
  assert.ok(page, 'the scanner found no page in the article markup');
  assert.match(page.content, /FIPの説明/);
  assert.doesNotMatch(page.content, /定義文/);
});

test('every glossary entry is complete in both languages, with unique ids and aliases', () => {
  const ids = new Set<string>();
  for (const entry of glossary) {
    assert.match(entry.id, /^[a-z0-9]+(-[a-z0-9]+)*$/, entry.id);
    assert.ok(!ids.has(entry.id), `duplicate id ${entry.id}`);
    ids.add(entry.id);
    assert.match(entry.path, /^\/(reference|guides|technology|api|legal)\//, entry.id);
    for (const locale of ['ja', 'en'] as const) {
      const text = entry[locale];
      assert.ok(text.term && text.aliases.length > 0, `${entry.id} (${locale})`);
      // One sentence on what the term is, then at most one on how Hinata Cloud uses it.
      assert.match(
        text.definition,
        locale === 'ja'
          ? /^[^。]+。(Hinata Cloud[^。]+。)?$/
          : /^[^.]+(\.[^ .][^.]*)*\.( (In )?Hinata Cloud[^.]*(\.[^ .][^.]*)*\.)?$/,
        `${entry.id} (${locale}): one sentence, then at most one that starts with Hinata Cloud`,
      );
    }
  }
  for (const locale of ['ja', 'en'] as const) {
    const seen = new Map<string, string>();
    for (const entry of glossary) {
      for (const alias of entry[locale].aliases) {
        const key = alias.toLowerCase();
        assert.ok(
          !seen.has(key) || seen.get(key) === entry.id,
          `${alias} (${locale}) names two entries`,
        );
        seen.set(key, entry.id);
      }
    }
  }
});

test('every glossary entry is linked from at least one page in each language', () => {
  // Parsed as the docs areas parse them (bold closes before Japanese text), front matter blanked.
  const processor = unified()
    .use(remarkParse)
    .use(remarkCjkFriendly)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkMath);
  for (const locale of ['ja', 'en'] as const) {
    const linkedIds = new Set<string>();
    for (const area of areas) {
      const folder = locale === 'ja' ? area.path : `i18n/en/${area.i18nFolder}/current`;
      for (const page of pagesIn('.', folder)) {
        if (/(^|\/)glossary\.mdx?$/.test(page)) continue;
        const path = `${folder}/${page}`;
        const source = readFileSync(path, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (block) =>
          block.replace(/[^\n]/g, ''),
        );
        const file = new VFile({path, value: source});
        const tree = processor.parse(source);
        remarkGlossary({locale, glossaryPath: '/g', localizePath})(tree, file);
        for (const markup of rawHtml(tree)) {
          linkedIds.add(/href="\/g#([^"]+)"/.exec(markup)![1]);
        }
      }
    }
    const unlinked = glossary.map((entry) => entry.id).filter((id) => !linkedIds.has(id));
    assert.deepEqual(
      unlinked,
      [],
      `${locale}: no page links these entries. Use the term in running text where it first matters (tables, headings, bold and links are never linked), add the form the pages write to its aliases, or drop the entry`,
    );
  }
});
