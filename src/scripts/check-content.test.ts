import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, test} from 'node:test';
import {promisify} from 'node:util';
import {scratchDir} from '../tooling/scratch-dir';

/**
 * A writer's mistakes, each in a small site of two Reference pages, and what
 * `npm run tools -- check:content` (part of `npm run check`) says about it: the
 * file, the line where there is one, and what to do.
 */

const script = join(__dirname, 'check-content.mjs');
const ja = 'docs/plans';
const en = 'i18n/en/docusaurus-plugin-content-docs/current/plans';

const pages: Record<string, string> = {
  'src/data/sources.yml':
    'minimumPrimaryShare: 0.8\nownHosts: []\nprimaryDomains: [meti.go.jp]\nregulatoryPages: [docs/plans/deadlines.md]\n' +
    'checkedFacts:\n  - id: plan-deadline\n    title: {ja: 広域機関, en: OCCTO}\n    figures: {ja: 前日12:00, en: 12:00 the day before}\n' +
    '    pages: [docs/plans/submit.md]\n    source: https://www.occto.or.jp/\n    checked: 2026-11-27\n    review_every: 1 year\n',
  'api_versions.json': '[]',
  'docs/tags.yml': 'balancing:\n  label: 需給管理\n',
  'i18n/en/docusaurus-plugin-content-docs/current/tags.yml': 'balancing:\n  label: Balancing\n',
  [`${ja}/submit.md`]: `---
title: 計画の提出
description: 翌日の発電計画を広域機関へ提出する手順と、提出後に修正する方法です。
tags: [balancing]
---

発電計画は前日12:00<Source id="plan-deadline" />までに提出します。

## 提出の手順 {/* #steps */}

[期限](./deadlines.md#gate-closure)を確かめてから提出します。

## 修正 {/* #revising */}

提出後も修正できます。
`,
  [`${ja}/deadlines.md`]: `---
title: 提出期限
description: 発電計画の提出期限と、実需給の前のゲートクローズの時刻の一覧です。
last_reviewed: 2026-11-24
review_every: 6 months
---

提出期限の一覧です。

:::info[制度情報：2026年11月24日時点]
広域機関の送配電等業務指針に基づきます。
:::

## ゲートクローズ {/* #gate-closure */}

実需給の1時間前です。

## 前日計画 {/* #day-ahead */}

[提出の手順](/reference/plans/submit#steps)も参照してください。
`,
  [`${en}/submit.md`]: `---
title: Submitting a plan
description: How to submit a generation plan to OCCTO.
tags: [balancing]
---

Submit the generation plan by 12:00 the day before<Source id="plan-deadline" />.

## Steps {/* #steps */}

Check the [deadline](./deadlines.md#gate-closure) first.

## Revising {/* #revising */}

You can revise a plan after submitting it.
`,
  [`${en}/deadlines.md`]: `---
title: Deadlines
description: Submission deadlines and gate closure for generation plans.
last_reviewed: 2026-11-24
review_every: 6 months
---

The submission deadlines.

:::info[Regulatory information as of November 24, 2026]
Based on OCCTO's grid code.
:::

## Gate closure {/* #gate-closure */}

One hour before delivery.

## Day-ahead plans {/* #day-ahead */}

See [the steps](/reference/plans/submit#steps).
`,
};

function fixture(change?: (file: string, text: string) => string | undefined) {
  const dir = scratchDir('check-content-');
  for (const [file, text] of Object.entries(pages)) {
    const changed = change ? change(file, text) : text;
    if (changed === undefined) continue;
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    writeFileSync(join(dir, file), changed);
  }
  return dir;
}

/**
 * What `npm run tools -- check:content` would print and exit with on `dir`, checked in process (a
 * process per case cost 1.5 s of startup each); the fixture's own story runs the command.
 */
async function check(dir: string): Promise<{code: number; output: string}> {
  const printed: string[] = [];
  // Imported, not required: the MDX compiler it loads is ESM only.
  const {checkContent} = (await import('./check-content.mjs')) as {
    checkContent: (options: {root: string; log: (line: string) => void}) => Promise<string[]>;
  };
  const problems = await checkContent({root: dir, log: (line: string) => printed.push(line)});
  return {
    code: problems.length > 0 ? 1 : 0,
    output: [...printed, ...problems.map((problem) => `- ${problem}`)].join('\n'),
  };
}

/** The command itself, as a writer runs it. */
async function runCommand(dir: string): Promise<{code: number; output: string}> {
  try {
    const {stdout} = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      script,
      '--site',
      dir,
    ]);
    return {code: 0, output: stdout};
  } catch (error) {
    const {code, stdout, stderr} = error as {code: number; stdout: string; stderr: string};
    return {code, output: `${stdout}${stderr}`};
  }
}

/** Applies `edit` to one file of the fixture. */
const inFile = (target: string, edit: (text: string) => string) => (file: string, text: string) =>
  file === target ? edit(text) : text;

const mistakes: {
  name: string;
  change: (file: string, text: string) => string | undefined;
  says: RegExp;
}[] = [
  {
    name: 'a source marker that names no fact',
    change: inFile(`${ja}/submit.md`, (text) => text.replace('"plan-deadline"', '"plan-deadlin"')),
    says: /docs\/plans\/submit\.md:7: <Source id="plan-deadlin" \/> names no fact in src\/data\/sources\.yml/,
  },
  {
    name: 'a regulatory figure without its source',
    change: inFile(`${en}/submit.md`, (text) => text.replace('<Source id="plan-deadline" />', '')),
    says: /current\/plans\/submit\.md:7: states "12:00 the day before" \(plan-deadline\) without its source: put <Source id="plan-deadline" \/> after the figure/,
  },
  {
    name: 'an English twin that cites other facts than its Japanese source',
    change: inFile(`${en}/submit.md`, (text) =>
      text.replace('the day before<Source id="plan-deadline" />', 'the day before'),
    ),
    says: /current\/plans\/submit\.md: cites other facts than its Japanese source docs\/plans\/submit\.md: add <Source id="plan-deadline" \/>/,
  },
  {
    name: 'a page that the fact lists but that never cites it',
    change: inFile(`${ja}/submit.md`, (text) =>
      text.replace('前日12:00<Source id="plan-deadline" />', '前日の正午'),
    ),
    says: /docs\/plans\/submit\.md: states the fact plan-deadline \(its pages in src\/data\/sources\.yml\) but never cites it/,
  },
  {
    name: 'a cap in JPY/kWh without a source',
    change: inFile(`${ja}/submit.md`, (text) =>
      text.replace('提出後も修正できます。', 'インバランス料金の上限は300円/kWhです。'),
    ),
    says: /docs\/plans\/submit\.md:15: states a cap, "上限は300円\/kWh", without its source/,
  },
  {
    name: 'a broken link to a page of the same area',
    change: inFile(`${ja}/submit.md`, (text) => text.replace('./deadlines.md', './deadline.md')),
    says: /docs\/plans\/submit\.md:11: \.\/deadline\.md#gate-closure: no page at docs\/plans\/deadline\.md\. Check the file name/,
  },
  {
    name: 'a broken anchor in a link by site path',
    change: inFile(`${en}/deadlines.md`, (text) => text.replace('submit#steps', 'submit#step')),
    says: /current\/plans\/deadlines\.md:20: \/reference\/plans\/submit#step: i18n\/en\/.*submit\.md has no heading or element with the id "step"\. Use one of its heading ids/,
  },
  {
    name: 'a link to a site path that no page has',
    change: inFile(`${ja}/deadlines.md`, (text) =>
      text.replace('/reference/plans/submit#steps', '/reference/plan/submit'),
    ),
    says: /docs\/plans\/deadlines\.md:20: \/reference\/plan\/submit: no page has the site path/,
  },
  {
    name: 'an unclosed JSX tag',
    change: inFile(`${ja}/submit.md`, (text) =>
      text.replace('提出後も修正できます。', '<details>\n提出後も修正できます。'),
    ),
    says: /docs\/plans\/submit\.md:15: does not compile as MDX: Expected a closing tag for `<details>`.*Close every JSX tag/,
  },
  {
    name: 'a bare {',
    change: inFile(`${en}/submit.md`, (text) =>
      text.replace('after submitting it.', 'after submitting it {until gate closure.'),
    ),
    says: /current\/plans\/submit\.md:1[56]: does not compile as MDX: .*write a literal \{ or < as \\\{/,
  },
  {
    name: 'front matter without a title',
    change: inFile(`${ja}/deadlines.md`, (text) => text.replace('title: 提出期限\n', '')),
    says: /docs\/plans\/deadlines\.md:1: front matter has no title: add `title: …`/,
  },
  {
    name: 'front matter without a description',
    change: inFile(`${en}/deadlines.md`, (text) => text.replace(/description: .*\n/, '')),
    says: /current\/plans\/deadlines\.md:1: front matter needs a description/,
  },
  {
    name: 'a tag missing from the area’s tags.yml',
    change: inFile(`${ja}/submit.md`, (text) =>
      text.replace('tags: [balancing]', 'tags:\n  - planning'),
    ),
    says: /docs\/plans\/submit\.md:5: tag "planning" is not in the area's tags\.yml \(docs\/tags\.yml\): use one of balancing, or add it there/,
  },
  {
    name: 'a missing English twin',
    change: (file, text) => (file === `${en}/deadlines.md` ? undefined : text),
    says: /docs\/plans\/deadlines\.md: has no English twin at i18n\/en\/docusaurus-plugin-content-docs\/current\/plans\/deadlines\.md: translate it there, then npm run translations -- sync/,
  },
  {
    name: 'heading ids that differ between twins',
    change: inFile(`${en}/submit.md`, (text) =>
      text.replace('{/* #revising */}', '{/* #revise */}'),
    ),
    says: /current\/plans\/submit\.md:13: headings differ from the Japanese source docs\/plans\/submit\.md, first at "revising"/,
  },
  {
    name: 'an image without alt text',
    change: inFile(`${ja}/deadlines.md`, (text) => `${text}\n![](/img/gate.svg)\n`),
    says: /docs\/plans\/deadlines\.md:22: image \/img\/gate\.svg has no alt text: write !\[what it shows\]/,
  },
  {
    name: 'a regulatory page without the day its facts were checked',
    change: inFile(`${ja}/deadlines.md`, (text) => text.replace('last_reviewed: 2026-11-24\n', '')),
    says: /docs\/plans\/deadlines\.md:4: describes regulation: front matter needs last_reviewed \(last_reviewed: YYYY-MM-DD/,
  },
  {
    name: 'a review date that is not a date',
    change: inFile(`${en}/deadlines.md`, (text) =>
      text.replace('last_reviewed: 2026-11-24', 'last_reviewed: 2026-11-31'),
    ),
    says: /current\/plans\/deadlines\.md:4: last_reviewed "2026-11-31" is not a date: write it as YYYY-MM-DD/,
  },
  {
    name: 'a review period without a unit',
    change: inFile(`${ja}/deadlines.md`, (text) =>
      text.replace('review_every: 6 months', 'review_every: 6'),
    ),
    says: /docs\/plans\/deadlines\.md:4: review_every "6" is not a period: write a number and days, weeks, months or years/,
  },
  {
    name: 'an English page reviewed on another day than its Japanese source',
    change: inFile(`${en}/deadlines.md`, (text) =>
      text
        .replace('last_reviewed: 2026-11-24', 'last_reviewed: 2026-11-25')
        .replace('November 24, 2026', 'November 25, 2026'),
    ),
    says: /current\/plans\/deadlines\.md:4: last_reviewed 2026-11-25 differs from the Japanese source docs\/plans\/deadlines\.md \(2026-11-24\): the English page mirrors the Japanese date/,
  },
  {
    name: 'a dated box that does not show the review date',
    change: inFile(`${ja}/deadlines.md`, (text) =>
      text.replace('2026年11月24日時点', '2026年11月27日時点'),
    ),
    says: /docs\/plans\/deadlines\.md:10: describes regulation: needs exactly one dated box showing last_reviewed, ":::info\[制度情報：2026年11月24日時点\]", found :::info\[制度情報：2026年11月27日時点\]/,
  },
];

describe('check:content on a writer’s mistakes', () => {
  test('the command passes the fixture, and fails a mistake naming it', async () => {
    const passed = await runCommand(fixture());
    assert.equal(passed.code, 0, passed.output);
    assert.match(passed.output, /Content check passed\./);
    const failed = await runCommand(fixture(mistakes[0].change));
    assert.equal(failed.code, 1, failed.output);
    assert.match(failed.output, /^Content check failed \(\d+\):/m);
    assert.match(failed.output, mistakes[0].says);
  });
  test('the fixture itself passes', async () => {
    const {code, output} = await check(fixture());
    assert.equal(code, 0, output);
  });
  for (const {name, change, says} of mistakes) {
    test(name, async () => {
      const dir = fixture(change);
      const {code, output} = await check(dir);
      assert.equal(code, 1, `${name}: expected a failure\n${output}`);
      assert.match(output, says);
      assert.ok(readFileSync(join(dir, 'src/data/sources.yml'), 'utf8'));
    });
  }
});
