import test from 'node:test';
import assert from 'node:assert/strict';
import {extractSource, markdownLineToText} from './sources';

const page = `---
title: 蓄電池モデル
description: 充放電効率の扱い
tags: [battery]
---

import Formula from '@site/src/components/Formula';

蓄電池モデルは **充放電効率** を [往復効率](./efficiency.md) として扱います。

:::note

注記の本文です。

:::

## 往復効率 {/* #efficiency */}

往復効率は $\\eta$ で表します。<Formula id="eta" />

| 項目 | 単位 |
|---|---|
| 容量 | kWh |

### Shift_JIS の扱い {/* #shift-jis */}

\`\`\`csv
timestamp,kw
\`\`\`

{/* A writer's note that readers never see */}
`;

test('a writer sees the same words in dev search as readers will: sections by heading id, no markup', () => {
  const {content, sections} = extractSource(page);
  assert.equal(content, '蓄電池モデルは 充放電効率 を 往復効率 として扱います。 注記の本文です。');
  assert.deepEqual(
    sections.map(({anchor, title}) => [anchor, title]),
    [
      ['efficiency', '往復効率'],
      ['shift-jis', 'Shift_JIS の扱い'],
    ],
  );
  assert.equal(sections[0].content, '往復効率は \\eta で表します。 項目 単位 容量 kWh');
  assert.equal(sections[1].content, 'timestamp,kw');
  assert.ok(!JSON.stringify(sections).includes('writer'), 'MDX comments stay out');
});

test('inline Markdown becomes its visible text', () => {
  assert.equal(
    markdownLineToText('- See [the API](/api/get-asset) and `hck_` keys'),
    'See the API and hck_ keys',
  );
  assert.equal(markdownLineToText('![日射量の図](/img/x.svg)'), '日射量の図');
  assert.equal(markdownLineToText('*emphasis* and Shift_JIS'), 'emphasis and Shift_JIS');
});
