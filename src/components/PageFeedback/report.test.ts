import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  clip,
  issueBody,
  issueTitle,
  issueUrl,
  mailtoUrl,
  type IssueLabels,
  type Report,
} from './report';

const labels: IssueLabels = {
  page: 'ページ',
  section: 'セクション',
  wholePage: 'ページ全体',
  language: '言語',
  kind: '種類',
  quote: '該当箇所',
  titlePrefix: '[ドキュメント]',
};
const report: Report = {
  pageTitle: 'FIP',
  pageUrl: 'https://docs.hinata-cloud.example/technology/simulations/fip',
  locale: 'ja',
  section: {id: 'reference-price', title: '参照価格'},
  kind: 'wrong-figure',
  kindLabel: '数値や記述に誤りがある',
  quote: '  基準価格は\n 10 円/kWh  ',
  message: '2026年度の値は 9 円/kWh ではありませんか。',
};

test("a writer reading the issue sees the page, the section's link, the language, the kind, the quote and the words", () => {
  assert.equal(
    issueBody(report, labels),
    [
      '- ページ: [FIP](https://docs.hinata-cloud.example/technology/simulations/fip)',
      '- セクション: [参照価格](https://docs.hinata-cloud.example/technology/simulations/fip#reference-price)',
      '- 言語: ja',
      '- 種類: 数値や記述に誤りがある',
      '',
      '該当箇所:',
      '',
      '> 基準価格は 10 円/kWh',
      '',
      '2026年度の値は 9 円/kWh ではありませんか。',
    ].join('\n'),
  );
  assert.equal(issueTitle(report, labels), '[ドキュメント] 数値や記述に誤りがある: FIP › 参照価格');
});

test('a report about the whole page has no section link and no quote block', () => {
  const body = issueBody({...report, section: {id: '', title: 'ページ全体'}, quote: ''}, labels);
  assert.match(body, /^- セクション: ページ全体$/m);
  assert.doesNotMatch(body, /該当箇所/);
});

test("the issue URL is the repository's new-issue form, labelled, with every field encoded", () => {
  const url = new URL(
    issueUrl('https://github.com/hinata-energy/hinata-cloud-docs/', report, labels),
  );
  assert.equal(
    url.origin + url.pathname,
    'https://github.com/hinata-energy/hinata-cloud-docs/issues/new',
  );
  assert.equal(url.searchParams.get('labels'), 'docs-feedback,wrong-figure,lang:ja');
  assert.equal(url.searchParams.get('body'), issueBody(report, labels));
  const mail = mailtoUrl('support@hinata-cloud.example', report, labels);
  assert.ok(mail.startsWith('mailto:support@hinata-cloud.example?subject='));
  assert.equal(decodeURIComponent(mail.split('&body=')[1]), issueBody(report, labels));
});

test('long quotes and titles are cut with an ellipsis', () => {
  assert.equal(clip('a'.repeat(10), 5), 'aaaa…');
  assert.ok(issueTitle({...report, pageTitle: 'x'.repeat(300)}, labels).length <= 120);
});
