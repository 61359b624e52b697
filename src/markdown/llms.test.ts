import {test} from 'node:test';
import assert from 'node:assert/strict';
import {llmsFiles, type LlmsPage} from './llms';

const site = 'https://docs.example';
const page = (area: LlmsPage['area'], slug: string, extra: Partial<LlmsPage> = {}): LlmsPage => ({
  area,
  title: `Page ${slug}`,
  description: `About ${slug}.`,
  markdownUrl: `${site}/en/${slug}.md`,
  markdown: `# Page ${slug}\n\nBody of ${slug}.\n`,
  ...extra,
});
const v2 = {name: 'current', label: 'v2', isCurrent: true};
const v1 = {name: 'v1', label: 'v1 (deprecated)', isCurrent: false};

// Given in the order the plugin finds them, which is not the order of the areas.
const pages = [
  page('releases', 'release'),
  page('api', 'api/v1/intro', {version: v1}),
  page('api', 'api/intro', {version: v2}),
  page('legal', 'legal/terms'),
  page('reference', 'reference/list', {title: 'List [beta]'}),
  page('technology', 'technology/fip', {description: 'Premium\nand revenue.'}),
  page('guides', 'guides/intro'),
];
const {llms, llmsFull} = llmsFiles({
  locale: 'en',
  siteTitle: 'Hinata Cloud Documentation',
  llmsFullUrl: `${site}/en/llms-full.txt`,
  otherLocaleLlmsUrl: `${site}/llms.txt`,
  pages,
});

test('llms.txt starts with the site name and a one-paragraph summary', () => {
  const [h1, blank, summary] = llms.split('\n');
  assert.equal(h1, '# Hinata Cloud Documentation');
  assert.equal(blank, '');
  assert.match(summary, /^> Hinata Cloud is .+\.$/);
});

test('its sections follow the areas, with API v1 after the current version', () => {
  const headings = llms.split('\n').filter((line) => line.startsWith('#'));
  assert.deepEqual(headings, [
    '# Hinata Cloud Documentation',
    '## Reference',
    '## Guides',
    '## Technology',
    '## API v2',
    '### API v1 (deprecated)',
    '## Legal',
    '## Release notes',
  ]);
});

test('each page is one line: title, absolute URL of its .md, description', () => {
  assert.ok(llms.includes(`- [Page api/intro](${site}/en/api/intro.md): About api/intro.\n`));
  assert.ok(
    llms.includes(`- [List \\[beta\\]](${site}/en/reference/list.md): About reference/list.\n`),
  );
  assert.ok(llms.includes(`: Premium and revenue.\n`), 'a description stays on its line');
});

test('llms-full.txt holds every page’s Markdown, in the same order', () => {
  const bodies = [...llmsFull.matchAll(/^Body of (.+)\.$/gm)].map((match) => match[1]);
  assert.deepEqual(bodies, [
    'reference/list',
    'guides/intro',
    'technology/fip',
    'api/intro',
    'api/v1/intro',
    'legal/terms',
    'release',
  ]);
  assert.ok(llmsFull.startsWith('# Hinata Cloud Documentation\n\n> Hinata Cloud is'));
});
