import test from 'node:test';
import assert from 'node:assert/strict';
import {glossary, type GlossaryEntry} from '../data/glossary';
import {glossaryGroups} from './synonym-groups';

test('every glossary entry gives a group of its names in both languages', () => {
  const groups = glossaryGroups(glossary);
  assert.equal(groups.length, glossary.length);
  const bg = groups[glossary.findIndex((entry) => entry.id === 'balancing-group')];
  const names = bg.map((name) => name.toLowerCase());
  for (const name of ['バランシンググループ', 'bg', 'balancing group'])
    assert.ok(names.includes(name), name);
});

test('a term in parentheses is a second name; a list in parentheses is not', () => {
  const entry = (ja: string, en: string): GlossaryEntry => ({
    id: 'x',
    category: 'market',
    path: '/x',
    ja: {term: ja, aliases: [], definition: ''},
    en: {term: en, aliases: [], definition: ''},
  });
  assert.deepEqual(
    glossaryGroups([entry('日本卸電力取引所（JEPX）', 'JEPX (Japan Electric Power Exchange)')]),
    [['日本卸電力取引所', 'JEPX', 'Japan Electric Power Exchange']],
  );
  assert.deepEqual(glossaryGroups([entry('分位点（p10／p50／p90）', 'Quantile (p10, p50, p90)')]), [
    ['分位点', 'Quantile'],
  ]);
});
