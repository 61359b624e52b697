import assert from 'node:assert/strict';
import {test} from 'node:test';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {checkedOn, checkedFacts, parseFacts} from '../data/sources';
import remarkSources, {sourceNoteHtml} from './remark-sources';

const fact = checkedFacts.get('jepx-price-floor')!;

test('the marker is a button that discloses the source and its check date, named for both', () => {
  const html = sourceNoteHtml(fact, 'ja', 'source-note-abc-1');
  assert.match(
    html,
    /^<button type="button" class="source-note__button" aria-expanded="false" aria-controls="source-note-abc-1" aria-label="出典：[^"]+（\d{4}年\d{1,2}月\d{1,2}日確認）">出典<\/button>/,
  );
  assert.ok(html.includes(`<a href="${fact.source}"`), html);
  assert.match(html, /<span id="source-note-abc-1" class="source-note__panel" role="note" hidden>/);
  assert.ok(html.includes(checkedOn(fact, 'ja')));
  const english = sourceNoteHtml(fact, 'en', 'n');
  assert.match(
    english,
    /aria-label="Source: [^"]+ \(checked \d{4}-\d{2}-\d{2}\)">Source<\/button>/,
  );
  assert.ok(english.includes(`<br>Checked ${fact.checked}`), english);
});

/** The page's tree after the plugin, and the markup of each note (plain MDX raw-HTML elements, src/plugins/mdx-html.ts). */
function run(value: string, path = 'docs/page.md') {
  const file = new VFile({value, path});
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkSources, {locale: 'en'});
  const root = processor.runSync(processor.parse(file), file);
  const markup: string[] = [];
  const walk = (node: unknown): void => {
    const current = node as {data?: {rawHtml?: string}; children?: unknown[]};
    if (current.data?.rawHtml) markup.push(current.data.rawHtml);
    current.children?.forEach(walk);
  };
  walk(root);
  return {tree: JSON.stringify(root), markup};
}

test('a page that names an unknown fact fails to build, naming the page and the id', () => {
  assert.throws(
    () => run('Floor 0.01 JPY/kWh<Source id="floor" />.', 'docs/x.md'),
    /docs\/x\.md: <Source id="floor" \/> names no fact in src\/data\/sources\.yml/,
  );
});

test('each marker of a page becomes markup that controls its own panel', () => {
  const {tree, markup} = run(
    'A<Source id="jepx-price-floor" /> and B<Source id="imbalance-price-cap" />.',
  );
  assert.doesNotMatch(tree, /"name":"Source"/);
  assert.equal(markup.length, 2);
  const panels = markup.map((html) => /aria-controls="([^"]+)"/.exec(html)![1]);
  assert.notEqual(panels[0], panels[1]);
  assert.ok(markup[1].includes(checkedFacts.get('imbalance-price-cap')!.source));
});

test('a fact without a title, a source URL, a date or a review period is refused', () => {
  const base = `checkedFacts:\n  - id: a-b\n    title: {ja: あ, en: A}\n    source: https://example.go.jp/\n    checked: 2026-11-27\n    review_every: 6 months\n`;
  assert.equal(parseFacts(base).length, 1);
  assert.throws(() => parseFacts(base.replace('a-b', 'A B')), /id must be lowercase/);
  assert.throws(() => parseFacts(base.replace('6 months', 'often')), /review_every/);
  assert.throws(() => parseFacts(base.replace('2026-11-27', 'Nov 27')), /checked must be a date/);
  assert.throws(() => parseFacts(base.replace('https://example.go.jp/', 'METI')), /source/);
  assert.throws(() => parseFacts(base + base.slice('checkedFacts:\n'.length)), /used twice/);
});

test('the check date reads as each language writes a date in prose', () => {
  const fact = {checked: '2026-01-07'};
  assert.equal(checkedOn(fact, 'ja'), '2026年1月7日確認');
  assert.equal(checkedOn(fact, 'en'), 'Checked 2026-01-07');
  assert.equal(checkedOn(fact, 'en', {midSentence: true}), 'checked 2026-01-07');
});
