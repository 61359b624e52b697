import assert from 'node:assert/strict';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {areas} from '../facts/areas';
import {plainPage, writeBareSite} from './bare-site';
import {scratchDir} from '../tooling/scratch-dir';

const page = `---
title: "Asset list: columns"
sidebar_position: 2
tags: [assets]
---
import ApiEndpoint from '@site/src/components/api/ApiEndpoint';

The **asset list** shows every <span className="nowrap">asset</span>, see [the map](./asset-map.md).

<ApiEndpoint method="GET" url="https://api.example/assets" permission="read" />

## Columns {/* #columns */}

The ratio $r = \\frac{dc}{ac}$ is shown with \`capacity.dcAcRatio\`.

$$
r = dc / ac
$$

| Column | Unit |
|---|---|
| Name | — |

\`\`\`json
{"name": "Ast"}
\`\`\`

:::note[Archived]
Archived assets are hidden.
:::

- First step
- Second step

#### Too deep

{/* api:begin parameters */}
`;

test('a page of ours becomes plain Markdown: headings and text only', () => {
  const plain = plainPage(page, {math: true});
  assert.equal(plain.title, 'Asset list: columns');
  assert.equal(plain.sidebarPosition, 2);
  assert.equal(
    plain.body,
    [
      'The asset list shows every asset, see the map.',
      '## Columns',
      'The ratio  is shown with `capacity.dcAcRatio`.',
      'Archived',
      'Archived assets are hidden.',
      'First step',
      'Second step',
    ].join('\n\n') + '\n',
  );
});

test('without a front matter title, the first # heading is the title; the blog keeps its truncate marker', () => {
  const plain = plainPage(
    '# Release 2 {/* #release */}\n\nIntro with $HOME.\n\n{/* truncate */}\n\nMore.\n',
    {
      math: false,
    },
  );
  assert.equal(plain.title, 'Release 2');
  assert.equal(plain.body, 'Intro with $HOME.\n\n<!-- truncate -->\n\nMore.\n');
});

test('the bare site has our pages in area folders, category keys unique across areas', () => {
  const root = scratchDir('hinata-bare-site-root-');
  for (const area of areas) mkdirSync(join(root, area.path), {recursive: true});
  mkdirSync(join(root, 'docs/assets'), {recursive: true});
  writeFileSync(join(root, 'docs/assets/asset-list.md'), page);
  writeFileSync(
    join(root, 'docs/glossary.mdx'),
    '# Glossary\n\n<GlossaryList category="market" />\n',
  );
  writeFileSync(
    join(root, 'docs/assets/_category_.json'),
    JSON.stringify({key: 'assets', label: 'A'}),
  );
  mkdirSync(join(root, 'api/assets'), {recursive: true});
  writeFileSync(
    join(root, 'api/assets/_category_.json'),
    JSON.stringify({key: 'assets', label: 'A'}),
  );
  writeFileSync(
    join(root, 'api/assets/get-assets.md'),
    '---\ntitle: Get assets\nslug: /get-assets\n---\n',
  );
  mkdirSync(join(root, 'blog'));
  writeFileSync(join(root, 'blog/2026-01-20-release.md'), '---\ntitle: Release\n---\n\nNews.\n');
  const dir = scratchDir('hinata-bare-site-');

  assert.deepEqual(writeBareSite(root, dir), {docsPages: 3, blogPosts: 1});

  assert.ok(existsSync(join(dir, 'docs/reference/glossary.md')));
  assert.match(
    readFileSync(join(dir, 'docs/api/assets/get-assets.md'), 'utf8'),
    /^---\ntitle: Get assets\n---\n/,
  );
  const key = (file: string) =>
    (JSON.parse(readFileSync(join(dir, file), 'utf8')) as {key: string}).key;
  assert.equal(key('docs/reference/assets/_category_.json'), 'reference-assets');
  assert.equal(key('docs/api/assets/_category_.json'), 'api-assets');
  assert.equal(key('docs/api/_category_.json'), 'api');
  assert.match(readFileSync(join(dir, 'blog/2026-01-20-release.md'), 'utf8'), /title: Release/);
  assert.match(
    readFileSync(join(dir, 'docusaurus.config.js'), 'utf8'),
    /markdown: \{format: 'md'\}/,
  );
});
