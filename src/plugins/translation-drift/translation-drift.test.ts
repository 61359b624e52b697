import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, test} from 'node:test';
import type {Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {LockError, lockPath, parseLock, readLock} from './lock';
import remarkTranslationDrift from './remark';
import {driftReport, formatReport} from './report';
import {sectionsOf} from './sections';
import {syncTranslations} from './sync';
import {scratchDir} from '../../tooling/scratch-dir';

const japanesePage = `---
title: 計画
description: 計画の提出と修正の手順です。
---

計画を提出する手順です。

## 計画の提出 {/* #submitting */}

前日12:00までに提出します。

### 修正 {/* #revising */}

ゲートクローズまで修正できます。

\`\`\`bash
## not a heading {/* #inside-code */}
\`\`\`

## 期限 {/* #deadlines */}

期限は前日です。
`;

const englishPage = `---
title: Plans
description: How to submit and revise a plan.
---

How to submit a plan.

## Submitting a plan {/* #submitting */}

Submit by 12:00 the day before.

### Revising {/* #revising */}

Revise until gate closure.

## Deadlines {/* #deadlines */}

The deadline is the day before.
`;

const japaneseFile = 'docs/balancing/plans.md';
const englishFile = 'i18n/en/docusaurus-plugin-content-docs/current/balancing/plans.md';

/** A site with one page in both languages, in Git, reconciled. */
function site({git = true} = {}) {
  const dir = scratchDir('translation-drift-');
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    writeFileSync(join(dir, file), text);
  };
  write(japaneseFile, japanesePage);
  write(englishFile, englishPage);
  write('api_versions.json', '[]');
  const run = (...args: string[]) => execFileSync('git', args, {cwd: dir, stdio: 'ignore'});
  if (git) {
    run('init', '-q');
    run('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '.');
    run(
      '-c',
      'user.name=t',
      '-c',
      'user.email=t@example.com',
      'commit',
      '-qm',
      'pages',
      '--date=2026-10-01T00:00:00Z',
    );
  }
  syncTranslations(dir, {all: true});
  const commit = (message: string, date: string) => {
    run('add', '.');
    execFileSync(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', message],
      {
        cwd: dir,
        stdio: 'ignore',
        env: {
          ...process.env,
          GIT_COMMITTER_DATE: `${date}T09:00:00Z`,
          GIT_AUTHOR_DATE: `${date}T09:00:00Z`,
        },
      },
    );
  };
  const edit = (file: string, from: string, to: string) =>
    write(file, readFileSync(join(dir, file), 'utf8').replace(from, to));
  return {dir, write, edit, commit};
}

describe('sections', () => {
  test('each ## and ### heading with its id is a section; a ## holds only its own text', () => {
    const sections = sectionsOf(japanesePage);
    assert.deepEqual(
      sections.map(({id, level, line}) => ({id, level, line})),
      [
        {id: 'submitting', level: 2, line: 8},
        {id: 'revising', level: 3, line: 12},
        {id: 'deadlines', level: 2, line: 20},
      ],
    );
    const revised = sectionsOf(japanesePage.replace('ゲートクローズまで', '1時間前まで'));
    assert.equal(revised[0].hash, sections[0].hash, 'editing the ### leaves its ## alone');
    assert.notEqual(revised[1].hash, sections[1].hash);
  });

  test('blank lines and trailing spaces do not change a hash', () => {
    const reflowed = japanesePage.replace(
      '前日12:00までに提出します。',
      '前日12:00までに提出します。   \n\n',
    );
    const hashes = (source: string) => sectionsOf(source).map((section) => section.hash);
    assert.deepEqual(hashes(reflowed), hashes(japanesePage));
  });
});

describe('the lock file', () => {
  test('a malformed lock names what is wrong and how to fix it', () => {
    assert.throws(
      () => parseLock('{'),
      (error: Error) =>
        error instanceof LockError &&
        /not valid JSON.*npm run translations -- sync --all/.test(error.message),
    );
    assert.throws(() => parseLock('{"version": 2, "pages": {}}'), /must be \{"version": 1/);
    assert.throws(
      () => parseLock('{"version": 1, "pages": {"docs/a.md": {"intro": "xyz"}}}'),
      /docs\/a.md#intro must map a section id to a 16-digit hex hash/,
    );
  });

  test('sync records each section the English page has, in page order', () => {
    const {dir} = site();
    assert.deepEqual(Object.keys(readLock(dir).pages[japaneseFile]), [
      'submitting',
      'revising',
      'deadlines',
    ]);
    assert.match(readFileSync(join(dir, lockPath), 'utf8'), /^\{\n {2}"version": 1,/);
  });
});

describe('npm run translations -- status', () => {
  test('a reconciled site reports nothing to do', () => {
    const {dir} = site();
    const report = driftReport(dir);
    assert.deepEqual(report, {stale: [], missingPages: [], missingSections: [], lockErrors: []});
    assert.equal(
      formatReport(report),
      'Translations: 0 stale sections, 0 missing pages, 0 missing sections.',
    );
  });

  test('an edited Japanese section is stale, dated by the commit that changed it, until the English page is synced', () => {
    const {dir, edit, commit} = site();
    edit(japaneseFile, '前日12:00までに', '前日10:00までに');
    commit('earlier deadline', '2026-11-20');
    edit(japaneseFile, '期限は前日です。', '期限は前日10:00です。');
    commit('deadline section', '2026-11-25');
    const report = driftReport(dir);
    assert.deepEqual(
      report.stale.map(({page, id, line, changed}) => ({page, id, line, changed})),
      [
        {
          page: japaneseFile,
          id: 'submitting',
          line: 8,
          changed: {date: '2026-11-20', source: 'git'},
        },
        {
          page: japaneseFile,
          id: 'deadlines',
          line: 16,
          changed: {date: '2026-11-25', source: 'git'},
        },
      ],
    );
    assert.match(
      formatReport(report),
      /docs\/balancing\/plans\.md#submitting {2}Japanese changed 2026-11-20 {2}→ i18n\/en\/.*plans\.md:8/,
    );
    syncTranslations(dir, {files: [englishFile]});
    assert.deepEqual(driftReport(dir).stale, []);
  });

  test('an uncommitted edit is dated by the file and says so; without Git too', () => {
    for (const git of [true, false]) {
      const {dir, edit} = site({git});
      edit(japaneseFile, '期限は前日です。', '期限は前日の正午です。');
      const [stale] = driftReport(dir).stale;
      assert.equal(stale.id, 'deadlines');
      assert.equal(stale.changed.source, git ? 'working tree' : 'file time');
      assert.match(stale.changed.date, /^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test('missing pages and sections are listed with the file to change', () => {
    const {dir, write, edit} = site();
    write('docs/balancing/new.md', japanesePage);
    edit(
      japaneseFile,
      '## 期限 {/* #deadlines */}',
      '## 提出先 {/* #where */}\n\n広域機関です。\n\n## 期限 {/* #deadlines */}',
    );
    const report = driftReport(dir);
    assert.deepEqual(report.missingPages, [
      {
        page: 'docs/balancing/new.md',
        english: 'i18n/en/docusaurus-plugin-content-docs/current/balancing/new.md',
      },
    ]);
    assert.deepEqual(
      report.missingSections.map(({id, line}) => ({id, line})),
      [{id: 'where', line: 20}],
    );
    assert.equal(
      report.lockErrors.length,
      0,
      'missing translations are work in progress, not errors',
    );
  });

  test('a lock naming a page or section that no longer exists is an error', () => {
    const {dir, edit, write} = site();
    edit(japaneseFile, '### 修正 {/* #revising */}', '### 修正の方法 {/* #how-to-revise */}');
    const lock = readLock(dir);
    lock.pages['docs/gone.md'] = {intro: '0123456789abcdef'};
    write(lockPath, JSON.stringify(lock));
    const {lockErrors} = driftReport(dir);
    assert.equal(lockErrors.length, 2);
    assert.match(
      lockErrors[0],
      /docs\/balancing\/plans\.md#revising: the lock names a section the Japanese page no longer has/,
    );
    assert.match(
      lockErrors[1],
      /docs\/gone\.md: the lock names a Japanese page that does not exist.*--prune/,
    );
  });
});

describe('the notice on English pages', () => {
  function render(dir: string, file: string) {
    const processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(() => (root: Root) => {
        // What Docusaurus's heading plugin does before ours runs.
        for (const node of root.children) {
          if (node.type !== 'heading') continue;
          const last = node.children.at(-1);
          const id =
            last?.type === 'mdxTextExpression' ? /#([a-z-]+)/.exec(last.value)?.[1] : undefined;
          node.data = {...node.data, id} as typeof node.data;
        }
      })
      .use(remarkTranslationDrift, {
        siteDir: dir,
        japanesePermalink: () => '/reference/balancing/plans',
      });
    const source = readFileSync(join(dir, file), 'utf8').replace(/^---[\s\S]*?---\n/, '');
    const tree = processor.runSync(
      processor.parse(source),
      new VFile({path: join(dir, file), value: source}),
    ) as Root;
    return tree.children.flatMap((node, index) =>
      node.type === 'mdxJsxFlowElement' ? [{after: tree.children[index - 1], node}] : [],
    );
  }

  test('appears under each stale section only, with the date and a link to the Japanese section', () => {
    const {dir, edit, commit} = site();
    assert.deepEqual(render(dir, englishFile), [], 'sections in sync show nothing');
    edit(japaneseFile, '期限は前日です。', '期限は前日10:00です。');
    commit('deadline', '2026-11-25');
    const notices = render(dir, englishFile);
    assert.equal(notices.length, 1);
    assert.equal(notices[0].after.type, 'heading');
    assert.equal(notices[0].node.name, 'aside');
    assert.deepEqual(
      notices[0].node.attributes.map((attribute) => [
        attribute.type === 'mdxJsxAttribute' && attribute.name,
        attribute.value,
      ]),
      [
        ['role', 'note'],
        ['className', 'translation-drift-notice'],
      ],
    );
    const [paragraph] = notices[0].node.children as unknown as {
      attributes: {value: {value: string}}[];
    }[];
    const code = paragraph.attributes[0].value.value;
    const html = JSON.parse(code.slice('({__html: '.length, -'})'.length)) as string;
    assert.equal(
      html,
      'The Japanese version of this section was updated on November 25, 2026, after this translation. <a href="/reference/balancing/plans#deadlines" hreflang="ja">Read the updated section in Japanese</a>',
    );
  });

  test('does nothing on Japanese pages', () => {
    const {dir, edit} = site();
    edit(japaneseFile, '期限は前日です。', '期限は前日10:00です。');
    assert.deepEqual(render(dir, japaneseFile), []);
  });
});
