import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {mdxToMarkdown, type Locale, type PageToConvert} from './convert';
import {apiEndpointStringsFor} from './strings';
import {glossaryByCategory} from '../data/glossary';
import {checkedOn, checkedFacts} from '../data/sources';

const codeJson = JSON.parse(
  readFileSync(new URL('../../i18n/en/code.json', import.meta.url), 'utf8'),
) as Record<string, {message: string}>;
const labels = apiEndpointStringsFor(codeJson);
const site = 'https://docs.example';

function page(locale: Locale, extra: Partial<PageToConvert> = {}): PageToConvert {
  return {
    locale,
    title: locale === 'ja' ? 'アセット一覧' : 'Asset list',
    pageUrl: `${site}/page`,
    sourceName: 'test.md',
    // The real resolver is tested in links.test.ts; this one shows what it was given.
    resolveUrl: (url) => `${site}/resolved?${url}`,
    endpointLabels: labels[locale],
    ...extra,
  };
}

/** The body the converter writes after the title, for one construct. */
function body(source: string, locale: Locale = 'en', extra: Partial<PageToConvert> = {}): string {
  const markdown = mdxToMarkdown(source, page(locale, extra));
  const title = `# ${page(locale).title}\n\n`;
  assert.ok(markdown.startsWith(title), markdown);
  return markdown.slice(title.length);
}

test('the title becomes the H1, with the description under it and no front matter', () => {
  const markdown = mdxToMarkdown('---\ntitle: x\ndescription: y\n---\n\nBody.\n', {
    ...page('en'),
    description: 'What the page is for.',
  });
  assert.equal(markdown, '# Asset list\n\n> What the page is for.\n\nBody.\n');
});

test('a release note shows its date under the description, in the page’s language', () => {
  assert.equal(body('Body.', 'ja', {date: '2026-11-17'}), '公開日：2026-11-17\n\nBody.\n');
  assert.equal(body('Body.', 'en', {date: '2026-11-17'}), 'Published: 2026-11-17\n\nBody.\n');
});

test('imports, heading ids and other comments go; the heading text stays', () => {
  const source = [
    "import Tabs from '@theme/Tabs';",
    '',
    '## Submitting a plan {/* #submitting */}',
    '',
    '{/* truncate */}',
    '',
    'Text.',
  ].join('\n');
  assert.equal(body(source), '## Submitting a plan\n\nText.\n');
});

test('formulas stay LaTeX, inline and in blocks', () => {
  assert.equal(
    body('The premium $PR_m = BP - RP_m$ each month:\n\n$$\nPR_m = BP - RP_m\n$$\n'),
    'The premium $PR_m = BP - RP_m$ each month:\n\n$$\nPR_m = BP - RP_m\n$$\n',
  );
});

test('an admonition becomes a blockquote that starts with its label', () => {
  assert.equal(
    body(':::note\n\nKeep the key secret.\n\n:::'),
    '> **Note**\n>\n> Keep the key secret.\n',
  );
  assert.equal(
    body(':::warning[API v1 is retired on March 31, 2027]\n\nMove to v2.\n\n:::'),
    '> **Warning: API v1 is retired on March 31, 2027**\n>\n> Move to v2.\n',
  );
  assert.equal(
    body(':::tip[早めに提出]\n\n前日の12:00までです。\n\n:::', 'ja'),
    '> **ヒント：早めに提出**\n>\n> 前日の12:00までです。\n',
  );
});

test('tabs become sections labelled with each tab’s name', () => {
  const source = [
    '<Tabs groupId="api-language">',
    '<TabItem value="curl" label="curl">',
    '',
    '```bash',
    'curl -sS "$URL"',
    '```',
    '',
    '</TabItem>',
    '<TabItem value="python" label="Python">',
    '',
    '```python',
    'print(1)',
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
  ].join('\n');
  assert.equal(
    body(source),
    '**curl**\n\n```bash\ncurl -sS "$URL"\n```\n\n**Python**\n\n```python\nprint(1)\n```\n',
  );
});

test('a generated endpoint header becomes the request line and a table of its facts', () => {
  const source =
    '<ApiEndpoint method="PATCH" url="https://api.example/v2/assets/{assetId}" permission="read-write" bucket="write" plan="professional" />';
  assert.equal(
    body(source),
    [
      '`PATCH https://api.example/v2/assets/{assetId}`',
      '',
      '| Property | Value |',
      '| - | - |',
      '| Required permission | `read-write` |',
      '| Rate limit | Write (60 requests/min per API key) |',
      '| Plan | Professional or above (403 on Starter) |',
      '',
    ].join('\n'),
  );
  assert.equal(
    body(
      '<ApiEndpoint method="GET" url="https://api.example/v1/assets" permission="read" deprecated />',
      'ja',
    ),
    [
      '`GET https://api.example/v1/assets` 非推奨（2027-03-31に提供終了）',
      '',
      '| 項目 | 内容 |',
      '| - | - |',
      '| 必要な権限 | `read` |',
      '| レート制限 | APIキーごとに60リクエスト/分（v1のすべてのエンドポイントで共通） |',
      '| プラン | すべてのプラン |',
      '',
    ].join('\n'),
  );
});

test('generated tables keep their cells, without the markup that only styles them', () => {
  const source = [
    '| Name | In | Type |',
    '|---|---|---|',
    '| `assetId` | <span className="nowrap">path</span> | `string \\| null` |',
  ].join('\n');
  assert.equal(
    body(source),
    '| Name | In | Type |\n| - | - | - |\n| `assetId` | path | `string \\| null` |\n',
  );
});

test('a details block becomes its summary in bold, then its content', () => {
  const source = [
    '<details>',
    '<summary>Battery (`ast-004`)</summary>',
    '',
    '```json',
    '{"id": "ast-004"}',
    '```',
    '',
    '</details>',
  ].join('\n');
  assert.equal(body(source), '**Battery (`ast-004`)**\n\n```json\n{"id": "ast-004"}\n```\n');
});

test('links and images go through the resolver; images keep their alt text', () => {
  assert.equal(
    body(
      'See [settings](./asset-settings.md#fields) and ![Flow of a day](/img/diagrams/day.en.svg).',
    ),
    `See [settings](${site}/resolved?./asset-settings.md#fields) and ![Flow of a day](${site}/resolved?/img/diagrams/day.en.svg).\n`,
  );
  assert.throws(() => body('![](/img/x.svg)'), /without alt text/);
});

test('an explainer is described in a sentence that links to the page', () => {
  const source = [
    "import FipPremiumExplainer from '@site/src/components/explainers/FipPremium';",
    '',
    '<FipPremiumExplainer />',
  ].join('\n');
  const english = body(source);
  assert.match(
    english,
    /^The page has an interactive calculator here, "Estimate a month of FIP revenue"/,
  );
  assert.match(
    english,
    /\[Open the page in a browser\]\(https:\/\/docs\.example\/page\) to use it\.\n$/,
  );
  assert.match(
    body(source, 'ja'),
    /「FIPの月間収入を試算する」.*\[ブラウザでこのページを開く\]\(https:\/\/docs\.example\/page\)と操作できます。\n$/s,
  );
});

test('a time in the text stays text, not a directive', () => {
  assert.equal(body('Plans close at 12:00 on D-1.'), 'Plans close at 12:00 on D-1.\n');
});

test('anything without a Markdown form stops the build with the file name', () => {
  assert.throws(() => body('<Chart data={x} />'), /test\.md: <Chart>/);
  assert.throws(() => body('Total: {1 + 1}'), /test\.md: expression/);
  assert.throws(() => body(':::details\n\nx\n\n:::'), /directive :::details/);
  assert.throws(
    () => body("import X from '@site/src/components/explainers/Unknown';\n\n<X />"),
    /explainer Unknown/,
  );
});

test('the glossary lists each term of a category with its definition and a link to its page', () => {
  for (const locale of ['ja', 'en'] as const) {
    const {category, entries} = glossaryByCategory(locale)[0];
    const lines = body(`<GlossaryList category="${category}" />\n`, locale).trimEnd().split('\n');
    assert.equal(lines.length, entries.length);
    const [first] = entries;
    // Japanese puts the link right after the 。, English after a space.
    const [separator, more] = locale === 'ja' ? ['：', '[詳しい説明]'] : [': ', ' [Read more]'];
    const link = `${more}(https://docs.example/resolved?${first.path})`;
    assert.equal(
      lines[0],
      `- **${first[locale].term}**${separator}${first[locale].definition}${link}`,
    );
  }
  assert.throws(() => body('<GlossaryList category="nothing" />\n'), /unknown category/);
});

test('a source marker becomes its source and check date in parentheses, from src/data/sources.yml', () => {
  const fact = checkedFacts.get('imbalance-price-cap')!;
  assert.equal(
    body('上限は300円/kWh<Source id="imbalance-price-cap" />です。\n', 'ja'),
    `上限は300円/kWh（出典：[${fact.title.ja}](${fact.source})、${checkedOn(fact, 'ja')}）です。\n`,
  );
  assert.equal(
    body('The cap is 300 JPY/kWh<Source id="imbalance-price-cap" />.\n'),
    `The cap is 300 JPY/kWh (source: [${fact.title.en}](${fact.source}), checked ${fact.checked}).\n`,
  );
  assert.throws(
    () => body('x<Source id="no-such-fact" />\n'),
    /test\.md: <Source id="no-such-fact" \/> names no fact/,
  );
});
