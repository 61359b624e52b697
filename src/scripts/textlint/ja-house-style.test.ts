import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createLinter, loadTextlintrc} from 'textlint';
import rule from './ja-house-style.mjs';

/** Lints one page with the house-style rule alone, parsed as the site parses it (MDX in .md). */
async function lint(markdown: string) {
  // The site's Japanese configuration supplies the MDX plugin; every other rule and filter is dropped.
  const loaded = await loadTextlintrc({
    configFilePath: new URL('../../../.textlintrc.ja.json', import.meta.url).pathname,
  });
  const descriptor = loaded.shallowMerge({
    plugins: loaded.plugin
      .toKernelPluginsFormat()
      .filter((plugin) => plugin.pluginId !== '@textlint/textlint-plugin-markdown'),
    rules: [{ruleId: 'ja-house-style', rule, options: true}],
    filterRules: [],
  });
  const result = await createLinter({descriptor}).lintText(markdown, 'page.md');
  return result.messages.map((message) => message.message);
}

const opener = '蓄電池の充放電スケジュールは毎日09:00に作成されます。\n\n';

test('a space before 円 in a unit price is reported, also after math', async () => {
  assert.equal((await lint(`${opener}基準価格は9.50 円/kWhです。\n`)).length, 1);
  assert.equal((await lint(`${opener}単価は$BP = 9.50$ 円/kWhです。\n`)).length, 1);
  assert.equal((await lint(`${opener}基準価格は9.50円/kWhです。\n`)).length, 0);
  assert.equal((await lint(`${opener}The price is 9.50 JPY/kWh.\n`)).length, 0);
});

test('「 / 」 between Japanese words or bold labels is reported, not in code, URLs or English', async () => {
  const reported = await lint(
    `${opener}- **年次** / **月次**：単位を切り替えます。\n- 旧ルール / 新ルールを選びます。\n`,
  );
  assert.equal(reported.length, 2);
  assert.match(reported[0], /／/);
  assert.deepEqual(await lint(`${opener}容量は12,000 kW AC / 15,600 kW DCです。\n`), []);
  assert.deepEqual(await lint(`${opener}値は\`dcKw / acKw\`です。\n`), []);
  assert.deepEqual(await lint(`${opener}\`\`\`text\n旧ルール / 新ルール\n\`\`\`\n`), []);
  assert.deepEqual(await lint(`${opener}Use one / the other.\n`), []);
});

test('half-width parentheses beside Japanese are reported across bold, code and time directives', async () => {
  assert.equal((await lint(`${opener}開始時刻は00:00から(n − 1) × 30分後です。\n`)).length, 1);
  assert.equal((await lint(`${opener}上限はmax(\`a\`, \`b\`)以下です。\n`)).length, 1);
  assert.deepEqual(await lint(`${opener}上限は\`max(a, b)\`以下です。\n`), []);
  assert.deepEqual(await lint(`${opener}[料金](/legal/pricing)を参照してください。\n`), []);
});

test('a UI label in both bold and 「」 is reported', async () => {
  assert.equal((await lint(`${opener}**「保存」**をクリックします。\n`)).length, 1);
  assert.equal((await lint(`${opener}「**保存**」をクリックします。\n`)).length, 1);
  assert.deepEqual(
    await lint(`${opener}**保存**をクリックすると「保存しました」と表示されます。\n`),
    [],
  );
});

test('a status the app displays is reported in bold, not as a button label', async () => {
  assert.equal((await lint(`${opener}シミュレーションは**要再実行**になります。\n`)).length, 1);
  assert.equal(
    (await lint(`${opener}| 項目 | 値 |\n|---|---|\n| ステータス | **交渉中**／**締結済み** |\n`))
      .length,
    2,
  );
  assert.deepEqual(await lint(`${opener}シミュレーションは「要再実行」になります。\n`), []);
  assert.deepEqual(await lint(`${opener}**下書き保存**をクリックします。\n`), []);
});

test('D for anything but the delivery day is reported', async () => {
  for (const line of [
    'D（今日）の計画を再提出します。',
    '昨日（D−1）の送電量の合計です。',
    'D+1向けの09:00の本実行です。',
    '予測期間はD+6の終わりまでです。',
    'D日の計画です。',
  ])
    assert.equal((await lint(`${opener}${line}\n`)).length, 1, line);
  assert.deepEqual(await lint(`${opener}Dは受渡日、D−1はその前日です。\n`), []);
  assert.deepEqual(await lint(`${opener}受渡日の翌日（D+1）の06:00までに登録します。\n`), []);
  assert.deepEqual(await lint(`${opener}D+1に実績を取り込みます。\n`), []);
  assert.deepEqual(await lint(`${opener}前日（D−1）の10:00に締め切ります。\n`), []);
});

test('the page opener formula is reported only in the first paragraph', async () => {
  assert.equal((await lint('各項目の意味と既定値を確かめられます。\n')).length, 1);
  assert.equal((await lint(':::info[制度情報]\n本文\n:::\n\n予測の履歴を追えます。\n')).length, 1);
  assert.deepEqual(await lint(`${opener}各項目の意味と既定値を確かめられます。\n`), []);
});

test('the opener formula is reported with words between を and the verb', async () => {
  assert.equal((await lint('各タブに何が表示されるかを、タブごとに確かめられます。\n')).length, 1);
  assert.equal((await lint('既定値を確かめながらSPVを設定できます。\n')).length, 1);
  assert.equal((await lint('結果画面を上から順にたどれます。\n')).length, 1);
  assert.deepEqual(await lint('実績が欠けているとインバランスを確かめられない日が出ます。\n'), []);
});

test('the opener formula is reported with 確認 for 確かめ and as an instruction', async () => {
  assert.equal((await lint('「予測」画面では、予測をp10／p50／p90で確認できます。\n')).length, 1);
  assert.equal((await lint('PPA詳細画面で、差額精算を確認できるようになりました。\n')).length, 1);
  assert.equal(
    (await lint('新しいタブでは、実績の有無をヒートマップで確認でき、停止も登録できます。\n'))
      .length,
    1,
  );
  assert.equal(
    (await lint('ガイドの対象読者を確かめたら、チェックリストで進めてください。\n')).length,
    1,
  );
  assert.equal(
    (await lint('計算の順番を押さえてから、各モデルのページに進んでください。\n')).length,
    1,
  );
  assert.deepEqual(
    await lint('「予測」画面は、発電量と価格の予測をコマごとに表示する画面です。\n'),
    [],
  );
  assert.deepEqual(await lint('**データカバレッジ**タブは、欠測を一目で確認する画面です。\n'), []);
});

test('the opener of a Legal page is the paragraph after its date line', async () => {
  const dateLine = '最終改定日：2026年11月27日（第1.3版）、制定日：2024年10月1日\n\n';
  assert.equal((await lint(`${dateLine}本ポリシーの変更点を確認できます。\n`)).length, 1);
  assert.deepEqual(
    await lint(`${dateLine}この規約は、本サービスの利用条件を定めるものです。\n`),
    [],
  );
});

test('a space before % is reported and fixed', async () => {
  assert.equal((await lint(`${opener}経年劣化率は0〜3 %/年です。\n`)).length, 1);
  assert.deepEqual(await lint(`${opener}経年劣化率は0〜3%/年です。\n`), []);
});

test('a half-width slash between Japanese words is reported, a slash before a unit is not', async () => {
  assert.equal((await lint(`${opener}| 項目 |\n|---|\n| オンライン/オフライン |\n`)).length, 1);
  assert.deepEqual(
    await lint(`${opener}上限は300リクエスト/分、金額は1.2百万円/年、単位は円/計上単位です。\n`),
    [],
  );
});

test('half-width parentheses after a space or beside 、。 are reported', async () => {
  assert.equal((await lint(`${opener}30日間では (1,440 − 192) ÷ 1,440です。\n`)).length, 1);
  assert.equal((await lint(`${opener}RFC 9457の形式 (Problem Details)。\n`)).length, 1);
  assert.deepEqual(await lint(`${opener}| 単位 |\n|---|\n| W/(m²·K)、W·s/(m³·K) |\n`), []);
  assert.deepEqual(await lint(`${opener}30日間では（1,440 − 192）÷ 1,440です。\n`), []);
});

test('bold text that contains 「」 is reported once per bold span', async () => {
  assert.equal((await lint(`${opener}- **目的「FIPシフト」**：目的を選べます。\n`)).length, 1);
  assert.deepEqual(
    await lint(
      `${opener}**次の締切**には残り時間「1時間55分」が、**最新の予測発行**には08:30が表示されます。\n`,
    ),
    [],
  );
  assert.deepEqual(
    await lint(`${opener}**法人名**「合同会社登米北上ソーラー」を入力します。\n`),
    [],
  );
});
