import test from 'node:test';
import assert from 'node:assert/strict';
import {buildSearchIndex, groupsForLocale} from './build';
import {
  createSearchEngine,
  editDistance,
  piecesOf,
  planQuery,
  synonymIndexOf,
  typoCandidates,
  type SearchResult,
} from './engine';
import {assertEntry, type SearchEntry} from './format';
import {highlightRanges} from './highlight';
import {fold, queryPhrases, tokenize} from './tokenize';
import type {SourcePage} from './types';

/** A small site in both languages' words, shaped like ours: pages with sections. */
const pages: SourcePage[] = [
  {
    url: '/technology/simulations/battery',
    title: '蓄電池モデル',
    area: 'technology',
    content: '蓄電池の充放電をコマごとに計算します。',
    sections: [
      {
        anchor: 'efficiency',
        title: '往復効率',
        content: '充放電効率は往復効率とも呼ばれ、放電量を充電量で割った値です。',
      },
    ],
  },
  {
    url: '/reference/settings/workspace-settings',
    title: 'ワークスペース設定',
    area: 'reference',
    content: 'ワークスペースの設定を変更します。',
    sections: [
      {
        anchor: 'api-keys',
        title: 'APIキー',
        content: 'オーナーと管理者はAPIキーを作成できます。プレフィックスはhck_です。',
      },
    ],
  },
  {
    url: '/reference/ppas/introduction',
    title: 'PPAの概要',
    area: 'reference',
    content: '電力購入契約（PPA）の種類を説明します。',
    sections: [
      {
        anchor: 'offsite',
        title: 'オフサイトPPA',
        content: 'オフサイトPPAでは電力が系統を通って需要家に届きます。',
      },
    ],
  },
  {
    url: '/reference/balancing-operations/introduction',
    title: 'インバランスの確認',
    area: 'reference',
    content: 'インバランスは計画値と実績値の差です。インバランス料金はコマごとに決まります。',
    sections: [],
  },
  {
    url: '/technology/simulations/fip',
    title: 'FIP収入の計算方法',
    area: 'technology',
    content: 'FIP制度の収入を計算します。',
    sections: [
      {
        anchor: 'balancing-cost',
        title: 'バランシングコスト',
        content: 'バランシングコストは参照価格から差し引かれ、インバランスの費用を補います。',
      },
    ],
  },
  {
    url: '/technology/simulations/parameters',
    title: 'シミュレーションのパラメーター',
    area: 'technology',
    content: 'パラメーターの既定値を説明します。出力制御の日数も設定できます。',
    sections: [],
  },
  {
    url: '/en/technology/operations/solar-forecasts',
    title: 'Solar generation forecasts',
    area: 'technology',
    content: 'Forecasts are issued eight times a day, with quantiles p10, p50 and p90.',
    sections: [
      {
        anchor: 'curtailment',
        title: 'Curtailment',
        content: 'Curtailment orders cap the output of the plant.',
      },
      {
        anchor: 'snow',
        title: 'Snow',
        content: 'Snow on the modules lowers output.',
        parent: 'Special cases',
      },
    ],
    twins: [
      {
        title: '太陽光発電量予測の手法',
        sections: [
          {anchor: 'curtailment', title: '出力制御'},
          {anchor: 'snow', title: '積雪'},
        ],
      },
    ],
  },
  {
    url: '/en/reference/balancing/balancing-groups',
    title: 'Balancing groups',
    area: 'reference',
    content: 'A balancing group plans and settles imbalance as one unit.',
    sections: [],
  },
  {
    url: '/en/technology/simulations/battery',
    title: 'Battery model',
    area: 'technology',
    content: 'The battery charges and discharges each slot.',
    sections: [],
  },
  {
    url: '/en/api/v1/get-assets',
    title: 'List assets',
    area: 'api',
    version: 'v1',
    content: 'Returns 20 assets per page; page 2 follows.',
    sections: [],
  },
  {
    url: '/en/api/get-assets',
    title: 'List assets',
    area: 'api',
    version: 'v2',
    content: 'Returns assets with cursor pagination.',
    sections: [],
  },
  {
    url: '/api/integration-guide',
    title: 'API連携ガイド',
    area: 'api',
    version: 'v2',
    content: 'APIを業務システムにつなぐ手順です。',
    sections: [
      {
        anchor: 'smoke-test',
        title: '手順2：疎通を確認する',
        content: 'アセット一覧を取得して、キーと接続を確認します。',
      },
    ],
  },
  {
    url: '/releases/2026/10/01/battery',
    title: '蓄電池の改善',
    area: 'releases',
    content: '蓄電池モデルを改善しました。',
    sections: [],
  },
];

/** A tiny shard size, so even this small index has many shards, as the real one does. */
const built = buildSearchIndex(pages, {
  locale: 'ja',
  entryName: 'entry.0123456789ab.json',
  shardBytes: 400,
});
const entry = JSON.parse(built.files.get(built.entryName)!) as SearchEntry;
const requested: string[] = [];
const engine = createSearchEngine({
  entry,
  load: (file) => {
    requested.push(file);
    const text = built.files.get(file);
    if (!text) return Promise.reject(new Error(`missing ${file}`));
    return Promise.resolve(JSON.parse(text) as unknown);
  },
});
const search = (query: string, options = {}): Promise<SearchResult> =>
  engine.search(query, options);
const urls = async (query: string, options = {}) =>
  (await search(query, options)).hits.map((hit) => hit.url);

test('the index is sharded by term range, with content-hashed names and a small entry', () => {
  assertEntry(entry, built.entryName);
  assert.ok(entry.shards.length > 5, `${entry.shards.length} shards`);
  for (let i = 1; i < entry.shards.length; i += 1) {
    assert.ok(entry.shards[i - 1][1] < entry.shards[i][0], 'ranges are sorted and do not overlap');
  }
  for (const name of built.files.keys()) assert.match(name, /^[a-z]+\.[0-9a-f]{12}(-\d+)?\.json$/);
  assert.equal(entry.documentCount, pages.length + pages.flatMap((page) => page.sections).length);
  const technology = pages.filter((page) => page.area === 'technology');
  assert.equal(
    entry.facets.area.technology,
    technology.length + technology.flatMap((page) => page.sections).length,
  );
});

test('a query loads only the shards its terms fall in, and the fragments of the results shown', async () => {
  requested.length = 0;
  await search('充放電');
  const shards = requested.filter((file) => file.startsWith('shard.'));
  assert.ok(
    shards.length >= 1 && shards.length < entry.shards.length / 2,
    `${shards.length} shards`,
  );
  assert.ok(requested.some((file) => file.startsWith('fragment.')));
  assert.ok(
    !requested.some((file) => file.startsWith('vocabulary.')),
    'no typo list for a word in the index',
  );
});

test('Japanese text is cut into bigrams, normalised the same way for index and query', () => {
  assert.deepEqual(
    tokenize('充放電').map((t) => t.text),
    ['充放', '放電'],
  );
  assert.deepEqual(
    tokenize('ＡＰＩキー').map((t) => t.text),
    ['api', 'キー'],
  );
  assert.equal(fold('ﾊﾟﾗﾒｰﾀｰ'), fold('パラメータ'));
  assert.equal(fold('サーバー'), 'サーバ');
  assert.equal(fold('キー'), 'キー', 'two-character words keep their long vowel');
  assert.deepEqual(queryPhrases('APIキー の発行'), ['api', 'キー', 'の発行']);
});

test('a part of a Japanese compound finds the page', async () => {
  assert.match((await urls('充放電'))[0], /^\/technology\/simulations\/battery/);
  assert.equal((await urls('効率'))[0], '/technology/simulations/battery#efficiency');
  assert.ok((await urls('蓄')).includes('/technology/simulations/battery'));
});

test('Japanese mixed with Latin, and several words, find the page', async () => {
  assert.equal((await urls('APIキー'))[0], '/reference/settings/workspace-settings#api-keys');
  assert.equal((await urls('オフサイトPPA'))[0], '/reference/ppas/introduction#offsite');
  assert.equal((await urls('管理者 作成'))[0], '/reference/settings/workspace-settings#api-keys');
});

test('the whole query ranks above sections that share only some of its bigrams', async () => {
  const {hits} = await search('インバランス');
  assert.equal(hits[0].url, '/reference/balancing-operations/introduction');
  const balancingCost = hits.find((hit) => hit.title === 'バランシングコスト');
  assert.ok(balancingCost, 'the section mentions インバランス in its text');
  assert.deepEqual(balancingCost.titleMatches, [], 'バラン in its title is not marked');
  assert.ok(hits.indexOf(balancingCost) > 0);
});

test('a kanji compound finds its words written apart (疎通確認, 疎通を確認), below the compound itself', async () => {
  assert.equal((await urls('疎通確認'))[0], '/api/integration-guide#smoke-test');
  assert.equal((await urls('APIの疎通確認'))[0], '/api/integration-guide#smoke-test');
  // Pieces are bigram ranges; a seam is between kanji, or where kanji and katakana meet.
  assert.deepEqual(piecesOf('疎通確認', [true, false, true]), [
    [0, 1],
    [2, 3],
  ]);
  assert.deepEqual(piecesOf('収入タブ', [true, false, true]), [
    [0, 1],
    [2, 3],
  ]);
  assert.equal(piecesOf('インバランス', [true, false, true, false, true]), undefined);
  assert.equal(
    piecesOf('発電量予測', [false, true, true, true]),
    undefined,
    'no piece of one kanji',
  );
});

test('a page is found by its title and headings in the other language, shown in its own', async () => {
  const [hit] = (await search('太陽光発電量予測')).hits;
  assert.equal(hit.url, '/en/technology/operations/solar-forecasts');
  assert.equal(hit.title, 'Solar generation forecasts');
  assert.equal((await urls('積雪'))[0], '/en/technology/operations/solar-forecasts#snow');
});

test('an h3 is found with the words of the h2 it stands under', async () => {
  assert.equal(
    (await urls('special cases snow'))[0],
    '/en/technology/operations/solar-forecasts#snow',
  );
});

test('when few documents match every word, those matching most words follow them', async () => {
  const found = await urls('output plant');
  assert.equal(found[0], '/en/technology/operations/solar-forecasts#curtailment');
  assert.ok(found.indexOf('/en/technology/operations/solar-forecasts#snow') > 0);
});

test('on an English index, a Latin word leaves out its Japanese synonyms; a Japanese query keeps its English ones', () => {
  const synonyms = synonymIndexOf([['元利金返済カバー率', 'DSCR', 'debt service coverage ratio']]);
  const kinds = (query: string, cjkIndex: boolean) =>
    planQuery(query, synonyms, cjkIndex).flatMap((slot) =>
      slot.alternatives.map(({clauses}) =>
        clauses.map((clause) => (clause.kind === 'latin' ? clause.term : clause.phrase)).join(' '),
      ),
    );
  assert.deepEqual(kinds('DSCR', false), ['dscr', 'debt servic coverag ratio']);
  assert.deepEqual(kinds('DSCR', true), [
    'dscr',
    '元利金返済カバー率',
    'debt servic coverag ratio',
  ]);
  assert.deepEqual(kinds('元利金返済カバー率', false), [
    '元利金返済カバー率',
    'dscr',
    'debt servic coverag ratio',
  ]);
});

test('an English entry carries the Latin words of the synonym groups only; a Japanese one carries all', () => {
  const groups = [
    ['蓄電池', 'バッテリー', 'battery', 'BESS'],
    ['無料お試し', '無料トライアル'],
  ];
  assert.deepEqual(groupsForLocale(groups, 'en'), [['battery', 'BESS']]);
  assert.deepEqual(groupsForLocale(groups, 'ja'), groups);
});

test('in a question, a synonym entry is found inside the query and from what is left of a verb', () => {
  const synonyms = synonymIndexOf([
    ['2段階認証', 'two-step verification', '2fa'],
    ['削除', '消す', 'delete'],
  ]);
  const plan = (query: string) =>
    planQuery(query, synonyms).map((slot) => ({
      optional: Boolean(slot.optional),
      ways: slot.alternatives.map(({clauses}) =>
        clauses.map((clause) => (clause.kind === 'latin' ? clause.term : clause.phrase)).join(' '),
      ),
    }));
  assert.deepEqual(plan('lost my phone cant do 2fa'), [
    {optional: false, ways: ['lost']},
    {optional: false, ways: ['phone']},
    {optional: false, ways: ['cant']},
    {optional: false, ways: ['2 fa', '2 段階認証', 'two step verif']},
  ]);
  // 消せない leaves 消, the stem of 消す; a lone kanji with no synonym only adds to the score.
  assert.deepEqual(plan('アセット 消せない'), [
    {optional: false, ways: ['アセット']},
    {optional: false, ways: ['消', '削除', 'delet']},
  ]);
  assert.deepEqual(
    plan('how long does a simulation take').map(({ways}) => ways[0]),
    ['simul', 'take'],
  );
  // "in one go" keeps "one" (no lunr stop word, stemmed to "on"): the entry is still found.
  const bulk = synonymIndexOf([['bulk', 'in one go']]);
  assert.deepEqual(
    planQuery('tag assets in one go', bulk).map((slot) =>
      slot.alternatives.map(({clauses}) =>
        clauses.map((clause) => (clause.kind === 'latin' ? clause.term : clause.phrase)).join(' '),
      ),
    ),
    [['tag'], ['asset'], ['on go', 'bulk']],
  );
  // Quantities around the topic are not searched.
  assert.deepEqual(
    plan('forecasts each day for lots of assets').map(({ways}) => ways[0]),
    ['forecast', 'day', 'asset'],
  );
  assert.deepEqual(plan('提出した計画を当日に直したい'), [
    {optional: false, ways: ['提出']},
    {optional: false, ways: ['計画']},
    {optional: false, ways: ['当日']},
    {optional: true, ways: ['直']},
  ]);
});

test('highlights mark whole matched terms only', async () => {
  const [hit] = (await search('インバランス料金')).hits;
  for (const [start, end] of hit.snippetMatches) {
    assert.match(hit.snippet.slice(start, end), /^インバランス料金$/);
  }
  assert.deepEqual(
    highlightRanges('Forecasts and foreground', {phrases: [], stems: ['forecast'], prefixes: []}),
    [[0, 9]],
  );
  assert.deepEqual(
    highlightRanges('充放電効率は往復効率', {phrases: ['効率'], stems: [], prefixes: []}),
    [
      [3, 5],
      [8, 10],
    ],
  );
});

test('English keeps stemming and prefix matching while typing', async () => {
  assert.equal((await urls('forecast'))[0], '/en/technology/operations/solar-forecasts');
  assert.equal((await urls('quantile'))[0], '/en/technology/operations/solar-forecasts');
  assert.equal((await urls('quan'))[0], '/en/technology/operations/solar-forecasts');
});

test('a Latin word with one or two typos still finds its page, below exact words', async () => {
  assert.equal(editDistance('balancng', 'balancing', 2), 1);
  assert.equal(editDistance('curtailmnt', 'curtailment', 2), 1);
  assert.equal(editDistance('teh', 'the', 2), 1, 'a transposition is one edit');
  assert.deepEqual(typoCandidates('pv', ['pc']), [], 'short words are not guessed');
  assert.equal((await urls('balancng'))[0], '/en/reference/balancing/balancing-groups');
  assert.ok(
    (await urls('curtailmnt')).includes('/en/technology/operations/solar-forecasts#curtailment'),
  );
  assert.ok((await urls('forcasts')).includes('/en/technology/operations/solar-forecasts'));
  assert.deepEqual(await urls('zzqxjv'), []);
});

test('katakana long vowels and full-width letters fold: パラメータ finds パラメーター', async () => {
  assert.equal((await urls('パラメータ'))[0], '/technology/simulations/parameters');
  assert.equal((await urls('ﾊﾟﾗﾒｰﾀ'))[0], '/technology/simulations/parameters');
  assert.equal((await urls('ＡＰＩキー'))[0], '/reference/settings/workspace-settings#api-keys');
});

test('synonyms from the list find the docs’ terms, ranked below exact matches', async () => {
  assert.ok((await urls('バッテリー')).includes('/technology/simulations/battery'));
  assert.ok((await urls('BESS')).includes('/en/technology/simulations/battery'));
  assert.ok((await urls('出力抑制')).includes('/technology/simulations/parameters'));
  const exact = (await search('蓄電池')).hits.find(
    (hit) => hit.url === '/technology/simulations/battery',
  )!;
  const synonym = (await search('バッテリー')).hits.find(
    (hit) => hit.url === '/technology/simulations/battery',
  )!;
  assert.ok(synonym.score < exact.score, `${synonym.score} < ${exact.score}`);
  assert.deepEqual(
    synonym.titleMatches.map(([a, b]) => synonym.title.slice(a, b)),
    ['蓄電池'],
    'the synonym that matched is marked',
  );
});

test('release notes rank below docs pages that match as well', async () => {
  const found = await urls('蓄電池');
  assert.ok(
    found.indexOf('/technology/simulations/battery') <
      found.indexOf('/releases/2026/10/01/battery'),
  );
});

test('results can be filtered by area and API version, with counts per area', async () => {
  const all = await search('assets');
  assert.deepEqual(all.facets.area, {api: 2});
  assert.deepEqual(all.facets.version, {v1: 1, v2: 1});
  assert.deepEqual(await urls('assets', {version: 'v1'}), ['/en/api/v1/get-assets']);
  assert.deepEqual(await urls('assets', {area: 'legal'}), []);
  const battery = await search('蓄電池');
  assert.ok(battery.facets.area.technology! >= 1 && battery.facets.area.releases === 1);
  assert.ok(
    (await urls('蓄電池', {area: 'releases'})).every((url) => url.startsWith('/releases/')),
  );
});

test('numbers are searchable', async () => {
  assert.ok((await urls('20 assets')).includes('/en/api/v1/get-assets'));
  assert.ok((await urls('page 2')).length > 0);
});

test('odd queries give results or a reason, never an exception', async () => {
  for (const query of [
    '*',
    '%',
    '"',
    'title:',
    'a~2 ^3 +-',
    '"open',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '🔋',
    '　',
    '   ',
    'x'.repeat(500),
    '蓄電池'.repeat(200),
  ]) {
    const result = await search(query);
    assert.ok(Array.isArray(result.hits), query);
  }
  assert.equal((await search('%')).notice, 'empty');
  assert.equal((await search('🔋')).notice, 'empty');
  assert.equal((await search('x')).notice, 'tooShort');
  assert.equal((await search('x'.repeat(500))).notice, 'truncated');
});

test('a damaged shard is reported as such, and the next query tries again', async () => {
  let broken = true;
  const fragile = createSearchEngine({
    entry,
    load: (file) => {
      if (broken && file.startsWith('shard.')) return Promise.resolve({not: 'a shard'});
      return Promise.resolve(JSON.parse(built.files.get(file)!) as unknown);
    },
  });
  await assert.rejects(fragile.search('蓄電池'), /damaged/);
  broken = false;
  assert.ok((await fragile.search('蓄電池')).hits.length > 0);
});
