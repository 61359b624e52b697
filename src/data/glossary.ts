/**
 * The glossary: one entry per term, in both languages. The glossary pages
 * (`/reference/glossary`, `/en/reference/glossary`) list these entries, and
 * the remark plugin `src/plugins/remark-glossary.ts` links the first use of
 * each term in every docs page to its entry, with the definition as a
 * tooltip. Edit a definition here and both change.
 *
 * - `id` is the entry's anchor on the glossary page: lowercase, hyphens,
 *   never renamed once published (pages and bookmarks link to it).
 * - `aliases` are the surface forms the plugin looks for in running text.
 *   Write them as the pages write them. Aliases written all in lowercase
 *   match in any case (`imbalance` finds `Imbalance`); any other alias
 *   (`BG`, `SoC`, `Himawari`) matches only as written.
 * - `definition` is one sentence, facts only.
 * - `path` is the site path, without locale, of the page that explains the
 *   term; the glossary page links to it, so the build fails if it moves.
 */

export type GlossaryLocale = 'ja' | 'en';

export const glossaryCategories = [
  'market',
  'balancing',
  'support',
  'grid',
  'finance',
  'solar',
  'battery',
] as const;
export type GlossaryCategory = (typeof glossaryCategories)[number];

export type GlossaryText = {
  /** The term as the glossary lists it. */
  term: string;
  /** Surface forms linked in running text (the term itself is not added implicitly). */
  aliases: string[];
  /** One sentence. */
  definition: string;
};

export type GlossaryEntry = {
  id: string;
  category: GlossaryCategory;
  path: string;
} & Record<GlossaryLocale, GlossaryText>;

type Text = [term: string, aliases: string[], definition: string];

function entry(
  id: string,
  category: GlossaryCategory,
  path: string,
  [jaTerm, jaAliases, jaDefinition]: Text,
  [enTerm, enAliases, enDefinition]: Text,
): GlossaryEntry {
  return {
    id,
    category,
    path,
    ja: {term: jaTerm, aliases: jaAliases, definition: jaDefinition},
    en: {term: enTerm, aliases: enAliases, definition: enDefinition},
  };
}

const priceForecasts = '/technology/operations/price-forecasts';
const balancingOperations = '/reference/balancing-operations/introduction';
const fipPage = '/technology/simulations/fip';
const curtailmentPage = '/technology/simulations/curtailment';
const batteryModel = '/technology/simulations/battery';
const financialModel = '/technology/simulations/financial';
const solarModel = '/technology/simulations/solar';
const weatherModel = '/technology/simulations/weather-model';
const solarForecasts = '/technology/operations/solar-forecasts';
const assetSettings = '/reference/assets/asset-settings';
const ppaIntroduction = '/reference/ppas/introduction';
const spvIntroduction = '/reference/spvs/introduction';

export const glossary: GlossaryEntry[] = [
  // Power markets and trading
  entry(
    'jepx',
    'market',
    priceForecasts,
    [
      '日本卸電力取引所（JEPX）',
      ['日本卸電力取引所', 'JEPX'],
      '国内で唯一の卸電力取引所で、スポット市場（一日前市場）、時間前市場、先渡市場を運営しています。',
    ],
    [
      'JEPX (Japan Electric Power Exchange)',
      ['Japan Electric Power Exchange', 'JEPX'],
      "Japan's only wholesale power exchange, running the day-ahead (spot), intraday and forward markets.",
    ],
  ),
  entry(
    'day-ahead-market',
    'market',
    priceForecasts,
    [
      'スポット市場（一日前市場）',
      ['スポット市場', '一日前市場'],
      '受渡日の前日に入札を締め切り、翌日の48コマそれぞれの約定価格を一度のオークションで決める市場です。',
    ],
    [
      'Day-ahead market (spot market)',
      ['day-ahead market', 'spot market'],
      'The auction that closes the day before delivery and sets one clearing price for each of the 48 slots of the next day.',
    ],
  ),
  entry(
    'intraday-market',
    'market',
    '/technology/simulations/introduction',
    [
      '時間前市場',
      ['時間前市場', '当日市場'],
      'スポット市場の約定後に過不足を調整するための市場で、受渡しの1時間前まで連続して取引されます。',
    ],
    [
      'Intraday market',
      ['intraday market'],
      'The market for adjusting positions after the day-ahead auction, traded continuously until one hour before delivery.',
    ],
  ),
  entry(
    'slot',
    'market',
    balancingOperations,
    ['コマ', ['コマ'], '電力の取引、計画、計量、精算の単位になる30分間で、1日は48コマです。'],
    [
      'Slot',
      ['settlement slots', 'settlement slot', 'slots', 'slot'],
      'The 30-minute period in which power is traded, planned, metered and settled; a day has 48 slots.',
    ],
  ),
  entry(
    'system-price',
    'market',
    priceForecasts,
    [
      'システムプライス',
      ['システムプライス'],
      '地域間連系線の制約がないものとして計算した、スポット市場の全国一律の約定価格です。',
    ],
    [
      'System price',
      ['system prices', 'system price'],
      'The day-ahead clearing price calculated as if the interconnection lines between areas had no limits.',
    ],
  ),
  entry(
    'area-price',
    'market',
    priceForecasts,
    [
      'エリアプライス',
      ['エリアプライス'],
      'エリアごとのスポット市場の約定価格で、連系線の制約で市場が分断するとシステムプライスと異なります。',
    ],
    [
      'Area price',
      ['area prices', 'area price'],
      'The day-ahead clearing price of one grid area, which differs from the system price when interconnection limits split the market.',
    ],
  ),
  entry(
    'market-splitting',
    'market',
    priceForecasts,
    [
      '市場分断',
      ['市場分断'],
      '地域間連系線の容量が足りず、エリアごとに異なる価格で約定する状態です。',
    ],
    [
      'Market splitting',
      ['market splitting', 'market split'],
      'The state in which interconnection limits bind and grid areas clear at different prices.',
    ],
  ),
  entry(
    'price-floor',
    'market',
    '/reference/forecasting/forecasts',
    [
      '最低価格',
      ['最低価格'],
      'スポット市場で約定できる最も低い価格（0.01 円/kWh）で、国内の卸電力市場にマイナスの価格はありません。',
    ],
    [
      'Price floor',
      ['price floor'],
      'The lowest price the day-ahead market can clear at, 0.01 JPY/kWh; the Japanese wholesale market has no negative prices.',
    ],
  ),
  entry(
    'interconnection-line',
    'market',
    priceForecasts,
    [
      '地域間連系線',
      ['地域間連系線', '連系線'],
      '2つのエリアの送電網を結ぶ送電線で、その容量はスポット市場の結果に基づいて割り当てられます。',
    ],
    [
      'Interconnection line',
      ['interconnection lines', 'interconnection line', 'interconnection'],
      'A transmission link between two grid areas, whose capacity is allocated from the results of the day-ahead market.',
    ],
  ),
  entry(
    'grid-area',
    'market',
    '/reference/balancing/balancing-groups',
    [
      'エリア（供給区域）',
      ['供給区域', '10エリア', '9エリア'],
      '一般送配電事業者ごとに分かれた全国10の送電網の区域で、JEPXは沖縄を除く9エリアを扱います。',
    ],
    [
      'Grid area',
      ['grid areas', 'grid area'],
      'One of the 10 regional grids, each run by its own transmission and distribution operator; JEPX covers the nine outside Okinawa.',
    ],
  ),
  entry(
    'price-forward-curve',
    'market',
    '/technology/simulations/price-forward-curves',
    [
      '価格フォワードカーブ',
      ['価格フォワードカーブ', 'フォワードカーブ'],
      '将来の期間ごと（コマごとなど）に予想される電力価格の系列で、取引されている先物価格と整合するように作ります。',
    ],
    [
      'Price forward curve',
      ['price forward curves', 'price forward curve', 'forward curves', 'forward curve'],
      'The expected power price for each future period, such as each slot, kept consistent with traded futures.',
    ],
  ),
  entry(
    'balancing-market',
    'market',
    batteryModel,
    [
      '需給調整市場',
      ['需給調整市場'],
      '一般送配電事業者が周波数や需給の調整に使う調整力を調達する市場で、EPRXが運営しています。',
    ],
    [
      'Balancing market',
      ['balancing market'],
      'The market in which transmission and distribution operators buy the reserves that keep supply and demand in balance; EPRX runs it.',
    ],
  ),
  entry(
    'eprx',
    'market',
    batteryModel,
    [
      '電力需給調整力取引所（EPRX）',
      ['電力需給調整力取引所', 'EPRX'],
      '需給調整市場を運営する取引所です。',
    ],
    ['EPRX', ['EPRX'], 'The exchange that runs the balancing market.'],
  ),
  entry(
    'balancing-capacity',
    'market',
    batteryModel,
    [
      '調整力',
      ['調整力'],
      '一般送配電事業者の指令に応じて出力を上げ下げできる能力で、需給調整市場で取引されます。',
    ],
    [
      'Reserve (balancing capacity)',
      ['reserves', 'reserve'],
      'The ability to raise or lower output on the instruction of a transmission and distribution operator, traded in the balancing market.',
    ],
  ),
  entry(
    'capacity-market',
    'market',
    financialModel,
    [
      '容量市場',
      ['容量市場'],
      '広域機関が4年後に供給できる電源の能力（kW価値）をオークションで調達する市場です。',
    ],
    [
      'Capacity market',
      ['capacity market'],
      'The auction in which OCCTO buys firm generating capacity (kW value) four years ahead of delivery.',
    ],
  ),
  entry(
    'arbitrage',
    'market',
    '/technology/operations/battery-optimization',
    [
      'アービトラージ',
      ['アービトラージ'],
      '価格の安いコマに充電し、高いコマに放電して、その価格差で収入を得る蓄電池の運用方針です。',
    ],
    [
      'Arbitrage',
      ['arbitrage'],
      'Running a battery to charge in cheap slots and discharge in expensive ones, earning the price difference.',
    ],
  ),

  // Balancing and imbalance
  entry(
    'occto',
    'balancing',
    balancingOperations,
    [
      '電力広域的運営推進機関（広域機関、OCCTO）',
      ['電力広域的運営推進機関', '広域機関', 'OCCTO'],
      '発電販売計画や需要調達計画の提出を受け、エリアをまたぐ系統運用を調整する全国の機関です。',
    ],
    [
      'OCCTO',
      ['Organization for Cross-regional Coordination of Transmission Operators', 'OCCTO'],
      'The national body that receives generation and demand plans and coordinates grid operation across areas.',
    ],
  ),
  entry(
    'tso',
    'balancing',
    balancingOperations,
    [
      '一般送配電事業者（TSO）',
      ['一般送配電事業者', 'TSO'],
      '各エリアの送配電網を運用する規制対象の会社で、エリアの需給を調整し、インバランスの精算や出力制御の指示を行います。',
    ],
    [
      'Transmission and distribution operator (TSO)',
      [
        'transmission and distribution operators',
        'transmission and distribution operator',
        'TSOs',
        'TSO',
      ],
      'The regulated grid company of each area, which balances the area, settles imbalances and issues curtailment instructions.',
    ],
  ),
  entry(
    'planned-value-balancing',
    'balancing',
    balancingOperations,
    [
      '計画値同時同量',
      ['計画値同時同量'],
      '発電や需要の実績を、提出した計画とコマごとに一致させることを求める制度です。',
    ],
    [
      'Planned-value balancing',
      ['planned-value balancing'],
      'The rule that each party must match its submitted plan with its metered values, slot by slot.',
    ],
  ),
  entry(
    'balancing-group',
    'balancing',
    '/reference/balancing/balancing-groups',
    [
      'バランシンググループ（BG）',
      ['バランシンググループ', 'BG'],
      '複数の発電所（発電BG）や小売電気事業者（需要BG）がまとまって計画を提出し、インバランスを一体で精算する単位です。',
    ],
    [
      'Balancing group (BG)',
      ['balancing groups', 'balancing group', 'BGs', 'BG'],
      'Generators (a generation BG) or retailers (a demand BG) that file plans and settle imbalance together as one unit.',
    ],
  ),
  entry(
    'bg-representative',
    'balancing',
    '/reference/balancing/balancing-groups',
    [
      '代表契約者',
      ['代表契約者'],
      'BGを代表して一般送配電事業者と契約し、計画を提出し、インバランスを精算する事業者です。',
    ],
    [
      'BG representative',
      ['BG representatives', 'BG representative'],
      'The company that contracts with the transmission and distribution operator for a BG, files its plans and settles its imbalance.',
    ],
  ),
  entry(
    'generation-plan',
    'balancing',
    '/reference/balancing-operations/submitting-plans',
    [
      '発電販売計画',
      ['発電販売計画'],
      '発電BGがコマごとの発電量と販売先を記載して広域機関に提出する計画です。',
    ],
    [
      'Generation plan',
      ['generation plans', 'generation plan'],
      'The plan a generation BG files with OCCTO, giving its output and buyers for each slot.',
    ],
  ),
  entry(
    'demand-plan',
    'balancing',
    '/reference/balancing/balancing-groups',
    [
      '需要調達計画',
      ['需要調達計画'],
      '需要BGがコマごとの需要の見込みと調達先を記載して広域機関に提出する計画です。',
    ],
    [
      'Demand plan',
      ['demand plans', 'demand plan'],
      'The plan a demand BG files with OCCTO, giving its expected demand and supply sources for each slot.',
    ],
  ),
  entry(
    'day-ahead-plan',
    'balancing',
    balancingOperations,
    ['翌日計画', ['翌日計画'], '受渡日の48コマ分を前日の12:00までに提出する計画です。'],
    [
      'Day-ahead plan',
      ['day-ahead plans', 'day-ahead plan'],
      'The plan for the 48 slots of the delivery day, due by 12:00 on the day before.',
    ],
  ),
  entry(
    'intraday-plan',
    'balancing',
    balancingOperations,
    [
      '当日計画',
      ['当日計画'],
      '前日17:00から各コマのゲートクローズまで、翌日計画を修正して再提出する計画です。',
    ],
    [
      'Intraday plan',
      ['intraday plans', 'intraday plan'],
      "A revision of the day-ahead plan, accepted from 17:00 on the day before until each slot's gate closure.",
    ],
  ),
  entry(
    'gate-closure',
    'balancing',
    balancingOperations,
    [
      'ゲートクローズ（GC）',
      ['ゲートクローズ', 'GC'],
      '各コマの開始1時間前の締切で、これを過ぎるとそのコマの計画と時間前市場の取引は変更できません。',
    ],
    [
      'Gate closure (GC)',
      ['gate closure', 'GC'],
      'The deadline one hour before each slot starts, after which plans and intraday trades for that slot are frozen.',
    ],
  ),
  entry(
    'imbalance',
    'balancing',
    balancingOperations,
    [
      'インバランス',
      ['インバランス'],
      'コマごとの計画と計量した実績の差で、余剰（実績が多い）か不足（実績が少ない）のどちらかです。',
    ],
    [
      'Imbalance',
      ['imbalances', 'imbalance'],
      'The gap between plan and metered actual in a slot, either a surplus or a shortfall.',
    ],
  ),
  entry(
    'imbalance-price',
    'balancing',
    balancingOperations,
    [
      'インバランス料金',
      ['インバランス料金'],
      'インバランスを一般送配電事業者と精算するときの単価で、コマごと・エリアごとに決まります。',
    ],
    [
      'Imbalance price',
      ['imbalance prices', 'imbalance price'],
      'The per-kWh price, set for each slot and area, at which imbalance is settled with the transmission and distribution operator.',
    ],
  ),
  entry(
    'scarcity-adjusted-imbalance-price',
    'balancing',
    balancingOperations,
    [
      '補正インバランス料金',
      ['補正インバランス料金'],
      '広域予備率が下がるほど高くなるように決めたインバランス料金で、通常のインバランス料金との高いほうが適用されます。',
    ],
    [
      'Scarcity-adjusted imbalance price',
      ['scarcity-adjusted imbalance price', 'scarcity-adjusted price', 'scarcity price'],
      'An imbalance price that rises as the wide-area reserve margin falls; the higher of it and the regular imbalance price applies.',
    ],
  ),
  entry(
    'actuals',
    'balancing',
    '/reference/data-uploads/generation-data',
    [
      '発電実績',
      ['発電実績'],
      'コマごとに計量した発電量で、インバランスの精算と予測精度の評価に使います。',
    ],
    [
      'Actuals',
      ['actuals'],
      'Metered output for each slot, used to settle imbalance and to evaluate forecasts.',
    ],
  ),
  entry(
    'data-coverage',
    'balancing',
    '/reference/assets/data-coverage',
    [
      'データカバレッジ',
      ['データカバレッジ'],
      '期間のコマのうち発電実績がそろっているコマの割合で、Hinata Cloudは精度評価や補正にこの値を使います。',
    ],
    [
      'Data coverage',
      ['data coverage'],
      'The share of slots in a period that have actuals, which Hinata Cloud uses when it evaluates and corrects forecasts.',
    ],
  ),
  entry(
    'quantile',
    'balancing',
    '/reference/forecasting/forecasts',
    [
      '分位点（p10／p50／p90）',
      ['分位点'],
      '予測の不確実性を表す値で、p90なら実績がその値以下になる確率が90%であることを示します。',
    ],
    [
      'Quantile (p10, p50, p90)',
      ['quantiles', 'quantile'],
      'A value that expresses forecast uncertainty: the actual is expected to fall at or below the p90 value with 90% probability.',
    ],
  ),
  entry(
    'mae',
    'balancing',
    solarForecasts,
    [
      '平均絶対誤差（MAE）',
      ['平均絶対誤差', 'MAE'],
      '予測と実績の差の絶対値をコマごとに平均した誤差の指標です。',
    ],
    [
      'MAE (mean absolute error)',
      ['mean absolute error', 'MAE'],
      'An error measure: the average over slots of the absolute difference between forecast and actual.',
    ],
  ),
  entry(
    'nmae',
    'balancing',
    '/reference/forecasting/forecasts',
    [
      'nMAE（正規化平均絶対誤差）',
      ['正規化平均絶対誤差', 'nMAE'],
      'MAEを設備容量などの基準値で割って百分率にした誤差の指標で、規模の違う発電所の精度を比べられます。',
    ],
    [
      'nMAE (normalized mean absolute error)',
      ['normalized mean absolute error', 'nMAE'],
      'MAE divided by a reference such as installed capacity and given as a percentage, so plants of different sizes compare.',
    ],
  ),
  entry(
    'rmse',
    'balancing',
    solarForecasts,
    [
      '二乗平均平方根誤差（RMSE）',
      ['二乗平均平方根誤差', 'RMSE'],
      '予測と実績の差を二乗して平均し、その平方根をとった誤差の指標で、大きな外れを重く数えます。',
    ],
    [
      'RMSE (root mean square error)',
      ['root mean square error', 'RMSE'],
      'An error measure: the square root of the mean squared difference between forecast and actual, which weighs large misses heavily.',
    ],
  ),

  // FIP, FIT and environmental value
  entry(
    'fit',
    'support',
    fipPage,
    [
      '固定価格買取制度（FIT）',
      ['固定価格買取制度', 'FIT'],
      '再生可能エネルギーの電気を、決められた価格と期間で送配電事業者などが買い取る支援制度です。',
    ],
    [
      'FIT (feed-in tariff)',
      ['feed-in tariff', 'FIT'],
      'A support scheme under which renewable output is bought at a fixed tariff for a fixed term.',
    ],
  ),
  entry(
    'fit-special-treatment',
    'support',
    '/reference/balancing/balancing-groups',
    [
      'FIT特例制度',
      ['FIT特例制度', 'FIT特例'],
      'FIT電源の発電計画を一般送配電事業者が作成し、発電側が計画値同時同量の義務とインバランスを負わない、計画値同時同量の特例です。',
    ],
    [
      'FIT special rules',
      ['FIT special rules', 'FIT special treatment'],
      'The exception to planned-value balancing under which the transmission and distribution operator writes the generation plan of a FIT plant, so the generator carries no imbalance.',
    ],
  ),
  entry(
    'certified-output',
    'support',
    assetSettings,
    [
      '認定出力',
      ['認定出力'],
      'FIT・FIP認定で設備の出力とされる値で、太陽光ではパネルの合計出力とパワコンの定格出力の小さいほう（kW）です。',
    ],
    [
      'Certified output',
      ['certified output'],
      'The output a FIT or FIP certification records for a plant: for solar, the smaller of the total panel capacity and the inverter rating, in kW.',
    ],
  ),
  entry(
    'fip',
    'support',
    fipPage,
    [
      'フィード・イン・プレミアム（FIP）',
      ['フィード・イン・プレミアム', 'FIP'],
      '発電事業者が電力を市場などで売り、その上にプレミアムを受け取る支援制度で、2022年4月に始まりました。',
    ],
    [
      'FIP (feed-in premium)',
      ['feed-in premium', 'FIP'],
      'A support scheme, in place since April 2022, under which generators sell their power on the market and receive a premium on top.',
    ],
  ),
  entry(
    'base-price',
    'support',
    fipPage,
    [
      '基準価格',
      ['基準価格'],
      'FIP制度が目標とする1 kWhあたりの収入水準で、認定時に決まり交付期間を通じて変わりません。',
    ],
    [
      'Base price',
      ['base prices', 'base price'],
      'The per-kWh revenue level the FIP scheme targets, fixed at certification for the whole support period.',
    ],
  ),
  entry(
    'support-period',
    'support',
    assetSettings,
    [
      '支援期間',
      ['支援期間', '調達期間', '交付期間'],
      'FIT・FIPの支援を受ける期間（制度上の名称はFITでは調達期間、FIPでは交付期間）で、アセット設定の支援開始日から支援終了日までです。',
    ],
    [
      'Support period',
      ['support period'],
      "The period of FIT or FIP support (FIT's 調達期間, FIP's 交付期間), from the asset's support start date to its support end date.",
    ],
  ),
  entry(
    'reference-price',
    'support',
    fipPage,
    [
      '参照価格',
      ['参照価格'],
      '市場で売って得られると見込む1 kWhあたりの収入で、毎月算定され、基準価格から差し引かれます。',
    ],
    [
      'Reference price',
      ['reference prices', 'reference price'],
      'The expected market revenue per kWh, set every month and subtracted from the base price.',
    ],
  ),
  entry(
    'premium',
    'support',
    fipPage,
    [
      'プレミアム（供給促進交付金）',
      ['供給促進交付金', 'プレミアム'],
      'FIP電源に毎月交付される1 kWhあたりの金額で、基準価格から参照価格を引いた値です。',
    ],
    [
      'Premium',
      ['premiums', 'premium'],
      'The per-kWh amount paid monthly to a FIP plant: the base price minus the reference price.',
    ],
  ),
  entry(
    'balancing-cost',
    'support',
    fipPage,
    [
      'バランシングコスト',
      ['バランシングコスト'],
      'FIP電源の計画とインバランスにかかる費用を補うため参照価格から差し引く額で、その分プレミアムが増えます。',
    ],
    [
      'Balancing cost',
      ['balancing-cost allowance', 'balancing costs', 'balancing cost'],
      "An amount deducted from the reference price to offset a FIP plant's planning and imbalance costs, which raises the premium.",
    ],
  ),
  entry(
    'non-fossil-value',
    'support',
    fipPage,
    [
      '非化石価値',
      ['非化石価値'],
      '化石燃料を使わずに発電した電気が持つ環境価値で、FIPでは参照価格の算定に加わります。',
    ],
    [
      'Non-fossil value',
      ['non-fossil value'],
      'The environmental value of electricity generated without fossil fuels, which FIP adds when it sets the reference price.',
    ],
  ),
  entry(
    'non-fossil-certificate',
    'support',
    ppaIntroduction,
    [
      '非化石証書',
      ['非化石証書'],
      '非化石電源の電気が持つゼロエミッションの価値を、電気と切り離して取引できるようにした証書です。',
    ],
    [
      'Non-fossil certificate',
      ['non-fossil certificates', 'non-fossil certificate'],
      'A certificate that carries the zero-emission attribute of non-fossil electricity so that it can be traded apart from the power.',
    ],
  ),
  entry(
    'environmental-value',
    'support',
    ppaIntroduction,
    [
      '環境価値',
      ['環境価値'],
      '再生可能エネルギーの電気が持つ、温室効果ガスを出さないという価値で、電気と一緒に、または証書として取引されます。',
    ],
    [
      'Environmental value',
      ['environmental attributes', 'environmental value'],
      'The greenhouse-gas-free attribute of renewable electricity, traded together with the power or separately as certificates.',
    ],
  ),

  // Grid and curtailment
  entry(
    'curtailment',
    'grid',
    curtailmentPage,
    [
      '出力制御',
      ['出力制御', '出力抑制'],
      '供給が需要を上回るときや送電網が混雑するときに、一般送配電事業者が発電所に出力の抑制や停止を指示することです。',
    ],
    [
      'Curtailment',
      ['curtailment'],
      'An instruction from the transmission and distribution operator to reduce or stop output when supply exceeds demand or the grid is congested.',
    ],
  ),
  entry(
    'priority-dispatch-rule',
    'grid',
    curtailmentPage,
    [
      '優先給電ルール',
      ['優先給電ルール'],
      '供給が余ったときに、どの電源から順に出力を下げるかを定めたルールです。',
    ],
    [
      'Priority dispatch rule',
      ['priority dispatch rules', 'priority dispatch rule', 'priority dispatch order'],
      'The fixed order in which resources lower their output when supply exceeds demand.',
    ],
  ),
  entry(
    'online-proxy-control',
    'grid',
    curtailmentPage,
    [
      'オンライン代理制御',
      ['オンライン代理制御'],
      'オフラインの発電所の代わりに、遠隔で制御できるオンラインの発電所が出力を下げ、その分の金額を後で精算する仕組みです。',
    ],
    [
      'Online proxy control',
      ['online proxy control'],
      'Online plants, which the grid operator can control remotely, curtail on behalf of offline plants, and the money is settled afterwards.',
    ],
  ),
  entry(
    'curtailment-rules',
    'grid',
    curtailmentPage,
    [
      '出力制御ルール（旧ルール・新ルール・指定ルール）',
      ['出力制御ルール', '指定ルール'],
      '接続した時期とエリアで決まる無補償の出力制御の上限の区分で、旧ルールは年30日、新ルールは年360時間、指定ルールは上限なしです。',
    ],
    [
      'Curtailment rules (old, new, designated)',
      ['designated rules', 'designated rule', 'curtailment rules', 'curtailment rule'],
      'The classes that cap unpaid curtailment by connection date and area: 30 days a year (old rule), 360 hours a year (new rule) or no cap (designated rule).',
    ],
  ),
  entry(
    'low-voltage',
    'grid',
    assetSettings,
    ['低圧', ['低圧'], '出力50 kW未満の発電所が接続する電圧区分です。'],
    ['Low voltage', ['low-voltage', 'low voltage'], 'The connection class of plants under 50 kW.'],
  ),
  entry(
    'high-voltage',
    'grid',
    assetSettings,
    ['高圧', ['高圧'], '出力50 kW以上2,000 kW未満の発電所が接続する電圧区分です。'],
    [
      'High voltage',
      ['high-voltage', 'high voltage'],
      'The connection class of plants from 50 kW up to 2,000 kW.',
    ],
  ),
  entry(
    'extra-high-voltage',
    'grid',
    assetSettings,
    ['特別高圧', ['特別高圧'], '出力2,000 kW以上の発電所が接続する電圧区分です。'],
    [
      'Extra-high voltage',
      ['extra-high-voltage', 'extra-high voltage'],
      'The connection class of plants of 2,000 kW and above.',
    ],
  ),

  // Contracts, companies and finance
  entry(
    'ppa',
    'finance',
    ppaIntroduction,
    [
      '電力購入契約（PPA）',
      ['電力購入契約', 'PPA'],
      '発電所の電気や環境価値を長期間にわたって買う契約です。',
    ],
    [
      'PPA (power purchase agreement)',
      ['power purchase agreements', 'power purchase agreement', 'PPAs', 'PPA'],
      "A long-term contract to buy a plant's electricity, its environmental value, or both.",
    ],
  ),
  entry(
    'on-site-ppa',
    'finance',
    ppaIntroduction,
    [
      'オンサイトPPA',
      ['オンサイトPPA'],
      '需要家の敷地内に発電所を置き、公共の送電網を通さずに電気を供給するPPAです。',
    ],
    [
      'On-site PPA',
      ['on-site PPAs', 'on-site PPA'],
      "A PPA whose plant sits on the buyer's premises, with no public grid in between.",
    ],
  ),
  entry(
    'off-site-ppa',
    'finance',
    ppaIntroduction,
    [
      'オフサイトPPA',
      ['オフサイトPPA'],
      '離れた場所の発電所から、送電網を通して需要家に電気を届けるPPAです。',
    ],
    [
      'Off-site PPA',
      ['off-site PPAs', 'off-site PPA'],
      'A PPA whose plant is remote, so the power reaches the buyer over the grid.',
    ],
  ),
  entry(
    'physical-ppa',
    'finance',
    ppaIntroduction,
    [
      'フィジカルPPA',
      ['フィジカルPPA'],
      '電気と環境価値を一緒に需要家へ届けるPPAで、国内では小売電気事業者を通して供給します。',
    ],
    [
      'Physical PPA',
      ['physical PPAs', 'physical PPA'],
      'A PPA that delivers power and environmental value together; in Japan the power goes through a retailer.',
    ],
  ),
  entry(
    'virtual-ppa',
    'finance',
    ppaIntroduction,
    [
      'バーチャルPPA',
      ['バーチャルPPA'],
      '環境価値だけを需要家に移し、電気の価格は差額の精算で固定するPPAで、電気そのものは届けません。',
    ],
    [
      'Virtual PPA',
      ['virtual PPAs', 'virtual PPA'],
      'A PPA that moves only the environmental value and fixes the price by financial settlement, with no physical delivery of power.',
    ],
  ),
  entry(
    'spv',
    'finance',
    spvIntroduction,
    [
      '特別目的会社（SPV）',
      ['特別目的会社', 'SPV'],
      '1つのプロジェクトを保有・運営するためだけに設立する会社で、その資産と借入をほかの事業から切り離します。',
    ],
    [
      'SPV (special purpose vehicle)',
      ['special purpose vehicles', 'special purpose vehicle', 'SPVs', 'SPV'],
      'A company set up only to own and run one project, keeping its assets and debt apart from other businesses.',
    ],
  ),
  entry(
    'gk-tk',
    'finance',
    spvIntroduction,
    [
      'GK-TKスキーム',
      ['GK-TKスキーム', 'GK-TK'],
      '合同会社（GK）が事業を営み、投資家が匿名組合（TK）契約でGKに出資するSPVの形です。',
    ],
    [
      'GK-TK structure',
      ['GK-TK structure', 'GK-TK'],
      'An SPV set up as a godo kaisha (GK) that runs the business, funded by investors through tokumei kumiai (TK) silent-partnership contracts.',
    ],
  ),
  entry(
    'project-finance',
    'finance',
    spvIntroduction,
    [
      'プロジェクトファイナンス',
      ['プロジェクトファイナンス'],
      'プロジェクト自身のキャッシュフローだけを返済原資とし、スポンサーには返済を求めない融資です。',
    ],
    [
      'Project finance',
      ['project finance'],
      "Lending repaid only from the project's own cash flow, without recourse to its sponsors.",
    ],
  ),
  entry(
    'irr',
    'finance',
    financialModel,
    [
      '内部収益率（IRR）',
      ['内部収益率', 'IRR'],
      'プロジェクトのキャッシュフローの正味現在価値をゼロにする割引率です。',
    ],
    [
      'IRR (internal rate of return)',
      ['internal rate of return', 'IRR'],
      "The discount rate at which the net present value of a project's cash flows is zero.",
    ],
  ),
  entry(
    'npv',
    'finance',
    financialModel,
    [
      '正味現在価値（NPV）',
      ['正味現在価値', 'NPV'],
      '将来のキャッシュフローを割引率で現在の価値に直して合計し、初期投資を差し引いた値です。',
    ],
    [
      'NPV (net present value)',
      ['net present value', 'NPV'],
      'The sum of future cash flows discounted to today, minus the initial outlay.',
    ],
  ),
  entry(
    'cfads',
    'finance',
    financialModel,
    [
      '元利金返済前キャッシュフロー（CFADS）',
      ['CFADS'],
      '各期間の収入から運転維持費、税金、運転開始後の資本費を差し引いた、元利金返済に充てられる現金で、DSCRの分子です。',
    ],
    [
      'CFADS (cash flow available for debt service)',
      ['cash flow available for debt service', 'CFADS'],
      'The cash left in a period after opex, taxes, and capex after commissioning, available to pay principal and interest; the numerator of the DSCR.',
    ],
  ),
  entry(
    'dsra',
    'finance',
    financialModel,
    [
      '元利金返済準備口座（DSRA）',
      ['元利金返済準備口座', 'DSRA'],
      '翌期間の元利金返済額の一定月数分（spv-001では6か月分）を残高として積み立てておく、借入人名義の準備口座です。',
    ],
    [
      'DSRA (debt service reserve account)',
      ['debt service reserve account', 'DSRA'],
      "The borrower's reserve account that holds a set number of months of the next period's debt service (six months for spv-001).",
    ],
  ),
  entry(
    'dscr',
    'finance',
    spvIntroduction,
    [
      '元利金返済カバー率（DSCR）',
      ['元利金返済カバー率', 'DSCR'],
      '返済に充てられるキャッシュフローを、その期間に予定された元金と利息の合計で割った比率です。',
    ],
    [
      'DSCR (debt service coverage ratio)',
      ['debt service coverage ratio', 'DSCR'],
      'The cash flow available for debt service divided by the principal and interest scheduled for the same period.',
    ],
  ),
  entry(
    'lcoe',
    'finance',
    financialModel,
    [
      '均等化発電原価（LCOE）',
      ['均等化発電原価', 'LCOE'],
      '事業期間の費用の割引後合計を、発電量の割引後合計で割った1 kWhあたりの費用です。',
    ],
    [
      'LCOE (levelized cost of energy)',
      ['levelized cost of energy', 'levelized cost of electricity', 'LCOE'],
      'Discounted lifetime cost divided by discounted lifetime energy, per kWh.',
    ],
  ),
  entry(
    'capex',
    'finance',
    '/reference/library/capex',
    [
      '資本費（Capex）',
      ['資本費', 'Capex'],
      '設備、工事、造成、系統接続など、発電所を建てるときに最初にかかる費用です。',
    ],
    [
      'Capex',
      ['capital expenditure', 'capex'],
      'The up-front cost of building a plant: equipment, construction, site preparation and grid connection.',
    ],
  ),
  entry(
    'opex',
    'finance',
    '/reference/library/opex',
    [
      '運転維持費（Opex）',
      ['運転維持費', 'Opex'],
      '保守、土地の賃料、保険、監視など、運転中に毎年かかる費用です。',
    ],
    [
      'Opex',
      ['operating expenditure', 'opex'],
      'The recurring cost of running a plant: maintenance, land lease, insurance, monitoring and the like.',
    ],
  ),
  entry(
    'discount-rate',
    'finance',
    financialModel,
    [
      '割引率',
      ['割引率'],
      '将来の金額を現在の価値に直すときに使う年あたりの率で、NPVやLCOEの計算に使います。',
    ],
    [
      'Discount rate',
      ['discount rates', 'discount rate'],
      'The yearly rate used to convert future amounts into present value, as in NPV and LCOE.',
    ],
  ),
  entry(
    'depreciation',
    'finance',
    financialModel,
    [
      '減価償却',
      ['減価償却'],
      '設備の取得費用を耐用年数にわたって費用として配分する会計処理で、税額に影響します。',
    ],
    [
      'Depreciation',
      ['depreciation'],
      "The accounting that spreads an asset's purchase cost as an expense over its useful life, which affects tax.",
    ],
  ),

  // Weather, solar and forecasting
  entry(
    'ghi',
    'solar',
    weatherModel,
    [
      '全天日射量（GHI）',
      ['全天日射量', 'GHI'],
      '水平な面が受ける日射量の合計で、直達日射と散乱日射を含みます（W/m²）。',
    ],
    [
      'GHI (global horizontal irradiance)',
      ['global horizontal irradiance', 'GHI'],
      'The total irradiance on a horizontal surface, direct and diffuse together, in W/m².',
    ],
  ),
  entry(
    'dni',
    'solar',
    weatherModel,
    [
      '直達日射量（DNI）',
      ['直達日射量', 'DNI'],
      '太陽の方向に垂直な面が受ける、太陽から直接届く日射量です（W/m²）。',
    ],
    [
      'DNI (direct normal irradiance)',
      ['direct normal irradiance', 'DNI'],
      'The irradiance arriving straight from the sun on a surface facing it, in W/m².',
    ],
  ),
  entry(
    'dhi',
    'solar',
    weatherModel,
    [
      '散乱日射量（DHI）',
      ['散乱日射量', 'DHI'],
      '空で散乱されてから水平な面に届く日射量です（W/m²）。',
    ],
    [
      'DHI (diffuse horizontal irradiance)',
      ['diffuse horizontal irradiance', 'DHI'],
      'The irradiance scattered by the sky that reaches a horizontal surface, in W/m².',
    ],
  ),
  entry(
    'poa-irradiance',
    'solar',
    solarModel,
    [
      '傾斜面日射量',
      ['傾斜面日射量'],
      '傾けて設置したモジュール面が受ける日射量で、太陽光の発電量を最も大きく左右します。',
    ],
    [
      'Plane-of-array irradiance',
      ['plane-of-array irradiance', 'POA irradiance'],
      'The irradiance reaching the tilted module plane, the main driver of PV output.',
    ],
  ),
  entry(
    'nwp',
    'solar',
    solarForecasts,
    [
      '数値予報モデル',
      ['数値予報モデル', '数値予報'],
      '大気の物理法則を格子の上で計算して、将来の気象を予測するモデルです。',
    ],
    [
      'Numerical weather prediction (NWP)',
      ['numerical weather prediction', 'NWP'],
      'Forecasting the weather by solving the physics of the atmosphere on a grid.',
    ],
  ),
  entry(
    'msm',
    'solar',
    solarForecasts,
    [
      'メソモデル（MSM）',
      ['メソモデル', 'MSM'],
      '気象庁が日本周辺を格子間隔5 kmで計算する数値予報モデルです。',
    ],
    [
      'MSM (Meso-Scale Model)',
      ['Meso-Scale Model', 'MSM'],
      "The Japan Meteorological Agency's numerical weather prediction model for the area around Japan, on a 5 km grid.",
    ],
  ),
  entry(
    'himawari',
    'solar',
    weatherModel,
    [
      'ひまわり',
      ['ひまわり'],
      '日本の静止気象衛星で、その画像から日射量を推定し、直近の予測に使います。',
    ],
    [
      'Himawari',
      ['Himawari'],
      "Japan's geostationary weather satellites, whose images are used to estimate irradiance and forecast the next few hours.",
    ],
  ),
  entry(
    'p50-p90',
    'solar',
    weatherModel,
    [
      'P50・P90（気象ケース）',
      ['P50', 'P90'],
      '年間発電量がその値を上回る確率で表した気象の水準で、P50は50%、P90は90%の確率で上回る値です。',
    ],
    [
      'P50 and P90 (weather cases)',
      ['P50', 'P90'],
      'Weather levels named by the probability that annual energy exceeds them: 50% for P50, 90% for P90.',
    ],
  ),
  entry(
    'capacity-factor',
    'solar',
    solarModel,
    [
      '設備利用率',
      ['設備利用率'],
      '年間の発電量を、定格容量に1年の時間数をかけた値で割った比率です。',
    ],
    [
      'Capacity factor',
      ['capacity factors', 'capacity factor'],
      'Annual energy divided by rated capacity times the hours in the year.',
    ],
  ),
  entry(
    'pv-degradation',
    'solar',
    solarModel,
    [
      '経年劣化',
      ['経年劣化'],
      '太陽光モジュールの出力が年とともに少しずつ下がることで、年あたりの低下率（%/年）で表します。',
    ],
    [
      'Degradation (PV)',
      ['module degradation', 'annual degradation'],
      'The gradual loss of module output over the years, given as a rate in %/year.',
    ],
  ),
  entry(
    'dc-ac-ratio',
    'solar',
    assetSettings,
    [
      '過積載（DC/AC比）',
      ['過積載率', '過積載', 'DC/AC比'],
      'パワコン容量（AC）より多くのパネル容量（DC）を載せることで、朝夕の発電量が増える一方、昼の余剰はクリッピングされます。',
    ],
    [
      'DC/AC ratio (overloading)',
      ['DC/AC ratio', 'overloading'],
      'Installing more panel capacity (DC) than inverter capacity (AC), which lifts morning and evening output while the midday surplus is clipped.',
    ],
  ),
  entry(
    'clipping',
    'solar',
    solarModel,
    [
      'クリッピング',
      ['クリッピング', 'ピークカット'],
      'パネルの出力がパワコン容量を超えたときに、その超えた分が発電されずに失われることです。',
    ],
    [
      'Clipping',
      ['clipping', 'clipped'],
      'The output lost when the panels produce more than the inverter capacity allows.',
    ],
  ),
  entry(
    'pcs',
    'solar',
    solarModel,
    [
      'パワーコンディショナ（パワコン、PCS）',
      ['パワーコンディショナ', 'パワコン', 'PCS'],
      'パネルや蓄電池の直流を系統の交流に変換する機器で、その定格が発電所のAC出力の上限になります。',
    ],
    [
      'Inverter (PCS)',
      ['inverters', 'inverter', 'PCS'],
      "The device that converts DC from panels or batteries into grid AC; its rating caps the plant's AC output.",
    ],
  ),

  // Batteries
  entry(
    'soc',
    'battery',
    batteryModel,
    [
      '充電率（SoC）',
      ['充電率', 'SoC'],
      '蓄電池に蓄えているエネルギーが、使える容量の何%かを表す値です。',
    ],
    [
      'State of charge (SoC)',
      ['state of charge', 'SoC'],
      'The stored energy as a share of usable capacity.',
    ],
  ),
  entry(
    'soh',
    'battery',
    batteryModel,
    [
      '健全度（SOH）',
      ['健全度', 'SOH'],
      '蓄電池の使える容量が、新品のときに比べて何%残っているかを表す値で、充放電の回数と年数で下がります。',
    ],
    [
      'State of health (SOH)',
      ['state of health', 'SOH'],
      'The usable capacity left as a share of the capacity when new, which falls with cycles and age.',
    ],
  ),
  entry(
    'round-trip-efficiency',
    'battery',
    batteryModel,
    [
      '往復効率',
      ['往復効率'],
      '蓄電池に充電した電力量に対して、放電で取り出せる電力量の割合です。',
    ],
    [
      'Round-trip efficiency',
      ['round-trip efficiency'],
      'The energy a battery gives back on discharge as a share of the energy put in to charge it.',
    ],
  ),
  entry(
    'c-rate',
    'battery',
    assetSettings,
    [
      'Cレート',
      ['Cレート'],
      '蓄電池の出力（kW）を容量（kWh）で割った値で、0.25Cは満充電から約4時間で放電しきる蓄電池です。',
    ],
    [
      'C-rate',
      ['C-rate'],
      'Battery power (kW) divided by its energy capacity (kWh); a 0.25C battery empties from full in about four hours.',
    ],
  ),
  entry(
    'ac-coupled',
    'battery',
    batteryModel,
    [
      'AC連系',
      ['AC連系', 'AC結合'],
      '蓄電池が専用のパワコンを持ち、太陽光発電所と交流側で接続する構成です。',
    ],
    [
      'AC-coupled',
      ['AC-coupled'],
      'A battery with its own inverter, joined to the solar plant on the AC side.',
    ],
  ),
  entry(
    'dc-coupled',
    'battery',
    batteryModel,
    [
      'DC連系',
      ['DC連系', 'DC結合'],
      '蓄電池が太陽光のパワコンを共有し、直流側で接続する構成です。',
    ],
    [
      'DC-coupled',
      ['DC-coupled'],
      "A battery joined on the DC side, sharing the solar plant's inverter.",
    ],
  ),
];

/** The entries in the order the glossary page lists them: by category, then by term. */
export function glossaryByCategory(
  locale: GlossaryLocale,
  entries: GlossaryEntry[] = glossary,
): {category: GlossaryCategory; entries: GlossaryEntry[]}[] {
  const collator = new Intl.Collator(locale);
  return glossaryCategories.map((category) => ({
    category,
    entries: entries
      .filter((item) => item.category === category)
      .sort((a, b) => collator.compare(a[locale].term, b[locale].term)),
  }));
}

/**
 * The words of each entry's link to the page that explains the term, on the
 * glossary page and in its Markdown twin. Screen readers hear the term after
 * the visible words (`詳しい説明：FIP`), so the page's many links stay apart.
 */
export const glossaryLinkLabels: Record<GlossaryLocale, {text: string; beforeTerm: string}> = {
  ja: {text: '詳しい説明', beforeTerm: '：'},
  en: {text: 'Read more', beforeTerm: ': '},
};
