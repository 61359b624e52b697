import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {buildSearchIndex} from '../search/build';
import type {SourcePage} from '../search/types';

/**
 * An AI assistant talks to `npm run tools -- mcp` the way any MCP client does: over
 * stdio, with the official SDK. The site it serves is a small build made
 * here, with the same layout as `build/` (pages' `.md` twins, the search
 * index files), and a secret file next to it that must stay out of reach.
 */
const root = mkdtempSync(join(tmpdir(), 'hinata-mcp-'));
const buildDir = join(root, 'build');
const emptyDir = join(root, 'empty');

function write(path: string, content: string): void {
  mkdirSync(join(path, '..'), {recursive: true});
  writeFileSync(path, content);
}

/** The site's own sharded index, written where the build writes it. */
function writeIndex(dir: string, locale: string, pages: SourcePage[]): void {
  const {files} = buildSearchIndex(pages, {locale, entryName: 'entry.0123456789ab.json'});
  for (const [name, text] of files) write(join(dir, 'assets/search', name), text);
}

const assetListMarkdown = '# アセット一覧\n\n> 全アセットを表で確認する画面です。\n\n本文。\n';
const getAssetMarkdown = '# Get an asset\n\n> Returns one asset.\n\nBody.\n';

before(() => {
  write(join(buildDir, 'index.html'), '<!doctype html>');
  write(join(buildDir, 'reference/assets/asset-list.md'), assetListMarkdown);
  write(join(buildDir, 'en/api/get-asset.md'), getAssetMarkdown);
  write(join(root, 'secret.md'), 'SECRET');
  symlinkSync(join(root, 'secret.md'), join(buildDir, 'reference/escape.md'));
  writeIndex(buildDir, 'ja', [
    {
      title: 'アセット一覧',
      url: '/reference/assets/asset-list',
      content: 'ワークスペース内の全アセットを表で確認する画面です。',
      sections: [],
      area: 'reference',
    },
    {
      title: '需給管理業務の概要',
      url: '/reference/balancing-operations/introduction',
      content: '需給管理の流れです。',
      sections: [
        {anchor: 'imbalance', title: 'インバランス', content: '計画と実績の差がインバランスです。'},
      ],
      area: 'reference',
    },
  ]);
  writeIndex(join(buildDir, 'en'), 'en', [
    {
      title: 'Get an asset',
      url: '/en/api/get-asset',
      content: 'Returns one asset with every attribute.',
      sections: [],
      area: 'api',
      version: 'v2',
    },
    {
      title: 'Asset list',
      url: '/en/reference/assets/asset-list',
      content: 'Every asset of the workspace in one table.',
      sections: [],
      area: 'reference',
    },
  ]);
  mkdirSync(emptyDir);
});

after(() => rmSync(root, {recursive: true, force: true}));

async function connect(dir: string): Promise<Client> {
  const client = new Client({name: 'docs-test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/mcp/main.ts', '--build-dir', dir],
      cwd: join(__dirname, '..', '..'),
      stderr: 'ignore',
    }),
  );
  return client;
}

type ToolResult = {
  isError?: boolean;
  content: {type: string; text: string}[];
  structuredContent?: unknown;
};

async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<ToolResult> {
  return (await client.callTool({name, arguments: args})) as ToolResult;
}

describe('the docs MCP server', () => {
  let client: Client;
  before(async () => {
    client = await connect(buildDir);
  });
  after(() => client.close());

  test('offers search_docs and get_page', async () => {
    const {tools} = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), ['get_page', 'search_docs']);
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    assert.deepEqual(Object.keys(search.inputSchema.properties ?? {}).sort(), [
      'area',
      'limit',
      'locale',
      'query',
    ]);
  });

  test('search_docs finds Japanese pages by default, with title, URL and snippet', async () => {
    const result = await call(client, 'search_docs', {query: 'インバランス'});
    assert.ok(!result.isError, result.content[0].text);
    const {results} = result.structuredContent as {
      results: {title: string; url: string; snippet: string}[];
    };
    assert.equal(results[0].title, 'インバランス — 需給管理業務の概要');
    assert.equal(
      results[0].url,
      'https://docs.hinata-cloud.example/reference/balancing-operations/introduction#imbalance',
    );
    assert.match(results[0].snippet, /インバランス/);
  });

  test('search_docs searches English with locale en, and keeps to an area when asked', async () => {
    const all = await call(client, 'search_docs', {query: 'asset', locale: 'en'});
    const inApi = await call(client, 'search_docs', {query: 'asset', locale: 'en', area: 'api'});
    const urls = (result: ToolResult) =>
      (result.structuredContent as {results: {url: string}[]}).results.map((hit) => hit.url);
    assert.equal(urls(all).length, 2);
    assert.deepEqual(urls(inApi), ['https://docs.hinata-cloud.example/en/api/get-asset']);
  });

  test('get_page returns a page’s Markdown by site path, .md path or URL', async () => {
    for (const path of [
      '/reference/assets/asset-list',
      '/reference/assets/asset-list.md',
      'https://docs.hinata-cloud.example/reference/assets/asset-list#columns',
    ]) {
      const result = await call(client, 'get_page', {path});
      assert.ok(!result.isError, `${path}: ${result.content[0].text}`);
      assert.equal(result.content[0].text, assetListMarkdown);
    }
    assert.equal(
      (await call(client, 'get_page', {path: '/en/api/get-asset'})).content[0].text,
      getAssetMarkdown,
    );
  });

  test('get_page refuses paths outside the site with a clear error, never another file', async () => {
    const refusals: [string, RegExp][] = [
      ['../secret', /not a site path/],
      ['/reference/../../secret', /not a site path/],
      ['/reference/%2e%2e/%2e%2e/secret', /not a site path/],
      ['/reference/%252e%252e/secret', /not a site path/],
      [join(root, 'secret.md'), /No page at/],
      ['https://elsewhere.example/reference/assets/asset-list', /not a page of this site/],
      ['file:///etc/passwd', /not a page of this site/],
      ['/reference/escape', /No page at \/reference\/escape/],
      [
        '/reference/assets/unknown-page',
        /No page at \/reference\/assets\/unknown-page\. Use search_docs/,
      ],
    ];
    for (const [path, message] of refusals) {
      const result = await call(client, 'get_page', {path});
      assert.equal(result.isError, true, path);
      assert.match(result.content[0].text, message, path);
      assert.doesNotMatch(result.content[0].text, /SECRET/);
    }
  });
});

test('without a build, both tools say how to make one', async () => {
  const client = await connect(emptyDir);
  try {
    for (const [name, args] of [
      ['get_page', {path: '/reference/assets/asset-list'}],
      ['search_docs', {query: 'asset'}],
    ] as const) {
      const result = await call(client, name, args);
      assert.equal(result.isError, true);
      assert.match(result.content[0].text, /No built site in .*npm run build/);
    }
  } finally {
    await client.close();
  }
});
