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
 * - `definition` is one sentence that says what the term is, with its unit
 *   where it has one, then at most one more, starting with "Hinata Cloud"
 *   (or "In Hinata Cloud"), on how the product uses it. Screen labels are
 *   quoted as the app shows them: 「支援制度」 in Japanese, "Support scheme"
 *   in English (the tooltip is plain text, so no bold). Facts only, and only
 *   market facts the pages state.
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
  /** What the term is, then at most one sentence on how Hinata Cloud uses it. */
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
const balancingGroups = '/reference/balancing/balancing-groups';
const priceForwardCurves = '/technology/simulations/price-forward-curves';
const batteryOptimization = '/technology/operations/battery-optimization';

export const glossary: GlossaryEntry[] = [
  // Power markets and trading
  entry(
    'jepx',
    'market',
    priceForecasts,
    [
      '日本卸電力取引所（JEPX）',
      ['日本卸電力取引所', 'JEPX'],
      '国内で唯一の卸電力取引所で、スポット市場（一日前市場）、時間前市場、先渡市場などを運営しています。Hinata Cloudは、JEPXのスポット市場のシステムプライスと9エリアのエリアプライスを予測し、「予測」画面の価格パネルに表示します。',
    ],
    [
      'JEPX (Japan Electric Power Exchange)',
      ['Japan Electric Power Exchange', 'JEPX'],
      'Japan\'s only wholesale power exchange, which runs the day-ahead (spot), intraday and forward markets among others. Hinata Cloud forecasts its day-ahead system price and nine area prices and shows them in the price panel of the "Forecasts" screen.',
    ],
  ),
  entry(
    'day-ahead-market',
    'market',
    priceForecasts,
    [
      'スポット市場（一日前市場）',
      ['スポット市場', '一日前市場'],
      'JEPXで翌日に受け渡す48コマ分の電力を取引する市場で、前日（D−1）の10:00に入札を締め切り、ブラインド・シングルプライスオークションでコマごと・エリアごとの約定価格（円/kWh）を決めます。Hinata Cloudの価格予測と価格フォワードカーブは、この市場のエリアプライスを対象にしています。',
    ],
    [
      'Day-ahead market (spot market)',
      ['day-ahead market', 'spot market'],
      "The JEPX market for next-day delivery: bids for the 48 slots close at 10:00 on D−1, and a blind single-price auction sets a clearing price (JPY/kWh) for each slot and area. Hinata Cloud's price forecasts and price forward curves model the area prices of this market.",
    ],
  ),
  entry(
    'intraday-market',
    'market',
    '/technology/simulations/introduction',
    [
      '時間前市場',
      ['時間前市場', '当日市場'],
      'スポット市場の約定後に発電や需要の過不足を調整するためのJEPXの市場で、30分単位の商品を受渡しの1時間前（ゲートクローズ）まで連続して取引します。Hinata Cloudのシミュレーションは、時間前市場での取引を計算しません。',
    ],
    [
      'Intraday market',
      ['intraday market'],
      "The JEPX market for adjusting positions after the day-ahead auction, where 30-minute products trade continuously until one hour before delivery (gate closure). Hinata Cloud's simulations do not model intraday trading.",
    ],
  ),
  entry(
    'slot',
    'market',
    balancingOperations,
    [
      'コマ',
      ['コマ'],
      '電力の取引、計画、計量、精算の単位になる30分間で、1日は48コマです。Hinata Cloudの予測、計画、発電実績はコマごとの電力量（kWh）で、コマ1は00:00〜00:30（JST）、コマ48は23:30〜24:00です。',
    ],
    [
      'Slot',
      ['settlement slots', 'settlement slot', 'slots', 'slot'],
      'The 30-minute period in which power is traded, planned, metered and settled; a day has 48 slots. In Hinata Cloud, forecasts, plans and actuals are energy per slot (kWh), and slot 1 is 00:00–00:30 JST and slot 48 is 23:30–24:00.',
    ],
  ),
  entry(
    'system-price',
    'market',
    priceForecasts,
    [
      'システムプライス',
      ['システムプライス'],
      'スポット市場で、地域間連系線の制約がないものとして全エリアの入札を合わせて求めた約定価格（円/kWh）です。Hinata Cloudは、9エリアのエリアプライスとあわせてシステムプライスも予測します。',
    ],
    [
      'System price',
      ['system prices', 'system price'],
      'The day-ahead clearing price (JPY/kWh) found by pooling the bids of all areas as if the interconnection lines between them had no limits. Hinata Cloud forecasts it alongside the nine area prices.',
    ],
  ),
  entry(
    'area-price',
    'market',
    priceForecasts,
    [
      'エリアプライス',
      ['エリアプライス'],
      'スポット市場のエリアごとの約定価格（円/kWh）で、地域間連系線の制約で市場が分断するとシステムプライスと異なる値になります。Hinata Cloudは、アセットのエリアのエリアプライスで市場売電収入とFIPの参照価格を計算します。',
    ],
    [
      'Area price',
      ['area prices', 'area price'],
      "The day-ahead clearing price (JPY/kWh) of one grid area, which differs from the system price when interconnection limits split the market. Hinata Cloud values an asset's market sales and FIP reference price at the area price of its grid area.",
    ],
  ),
  entry(
    'market-splitting',
    'market',
    priceForecasts,
    [
      '市場分断',
      ['市場分断'],
      '地域間連系線の空き容量が足りず、スポット市場がエリアごとに異なる価格で約定する状態です。Hinata Cloudの価格予測は、エリアごとにシステムプライスから分断する確率と、分断したときのシステムプライスとの差を予測します。',
    ],
    [
      'Market splitting',
      ['market splitting', 'market split'],
      "The state in which interconnection limits bind and grid areas clear the day-ahead market at different prices. Hinata Cloud's price forecasts predict, for each area, the probability of splitting from the system price and the spread when it does.",
    ],
  ),
  entry(
    'price-floor',
    'market',
    '/reference/forecasting/forecasts',
    [
      '最低価格',
      ['最低価格'],
      'スポット市場で約定できる最も低い価格（0.01円/kWh）で、国内の卸電力市場にマイナスの価格はありません。Hinata Cloudは、コマがこの価格で約定する確率を「最低価格到達確率」として予測します。',
    ],
    [
      'Price floor',
      ['price floor'],
      'The lowest price the day-ahead market can clear at, 0.01 JPY/kWh; Japan\'s wholesale market has no negative prices. Hinata Cloud forecasts the probability that a slot clears at it as "Floor probability".',
    ],
  ),
  entry(
    'interconnection-line',
    'market',
    priceForecasts,
    [
      '地域間連系線',
      ['地域間連系線', '連系線'],
      '2つのエリアの系統を結ぶ送電線で、その容量はスポット市場の約定結果に基づいて割り当てられます（間接オークション）。Hinata Cloudの価格予測は、広域機関が公表する連系線の運用容量と作業停止の予定を説明変数に使います。',
    ],
    [
      'Interconnection line',
      ['interconnection lines', 'interconnection line', 'interconnection'],
      "A transmission link between two grid areas, whose capacity is allocated from the results of the day-ahead market (implicit auction). Hinata Cloud's price forecasts use the operating capacities and planned outages of the lines that OCCTO publishes.",
    ],
  ),
  entry(
    'grid-area',
    'market',
    balancingGroups,
    [
      'エリア（供給区域）',
      ['供給区域', '10エリア', '9エリア'],
      '一般送配電事業者ごとに分かれた全国10の系統の区域（北海道、東北、東京、中部、北陸、関西、中国、四国、九州、沖縄）で、JEPXは沖縄を除く9エリアを扱います。Hinata Cloudでは、アセットとBGはそれぞれ1つのエリアに属します（アセット設定の「エリア」）。',
    ],
    [
      'Grid area',
      ['grid areas', 'grid area'],
      'One of the 10 regional grids, each run by its own transmission and distribution operator (Hokkaido, Tohoku, Tokyo, Chubu, Hokuriku, Kansai, Chugoku, Shikoku, Kyushu and Okinawa); JEPX covers the nine outside Okinawa. In Hinata Cloud, every asset and every BG belongs to one area ("Area" in asset settings).',
    ],
  ),
  entry(
    'price-forward-curve',
    'market',
    priceForwardCurves,
    [
      '価格フォワードカーブ',
      ['価格フォワードカーブ', 'フォワードカーブ'],
      '将来の各コマの電力価格（円/kWh）を、取引されている電力先物の価格と整合するように並べた期待値の系列です。Hinata Cloudは、JEPXのエリアプライスのカーブを毎月エリアごとにHFC YYYY-MM（例：HFC 2026-10）として公開し、シナリオとシミュレーションの設定で選びます。',
    ],
    [
      'Price forward curve',
      ['price forward curves', 'price forward curve', 'forward curves', 'forward curve'],
      'The expected power price (JPY/kWh) for each future slot, kept consistent with traded power futures. Hinata Cloud publishes curves of JEPX area prices every month for each area as HFC YYYY-MM (for example HFC 2026-10), which you select as the "Forward curve" of a scenario or simulation.',
    ],
  ),
  entry(
    'power-futures',
    'market',
    priceForwardCurves,
    [
      '電力先物',
      ['電力先物', '先物'],
      'JEPXのスポット市場の価格を参照する先物で、日本取引所グループ（JPX、東京商品取引所）とCMEに上場し、東エリア・西エリアのベースロードと日中ロードの月間物などがあります（円/kWh）。Hinata Cloudの価格フォワードカーブは、月間物の清算値段に水準を合わせます。',
    ],
    [
      'Power futures',
      ['power futures', 'futures'],
      'Futures that reference JEPX day-ahead prices, listed on Japan Exchange Group (JPX, Tokyo Commodity Exchange) and CME, including monthly baseload and daytime-load contracts for the East and West areas (JPY/kWh). Hinata Cloud anchors the level of its price forward curves to the settlement prices of the monthly contracts.',
    ],
  ),
  entry(
    'capture-price',
    'market',
    priceForwardCurves,
    [
      'キャプチャー価格',
      ['キャプチャー価格'],
      '発電所が実際に売る時間帯の平均価格で、コマごとの価格を送電量で重み付けして平均した値（円/kWh）です。Hinata Cloudは価格フォワードカーブから太陽光のキャプチャー価格を計算し、シミュレーション結果の「収入」タブでベースロード価格と並べて表示します。',
    ],
    [
      'Capture price',
      ['capture prices', 'capture price'],
      'The average price a plant actually sells at: slot prices weighted by the energy exported in each slot (JPY/kWh). Hinata Cloud computes the solar capture price from the price forward curve and shows it next to the baseload price on the "Revenue" tab of simulation results.',
    ],
  ),
  entry(
    'capture-rate',
    'market',
    priceForwardCurves,
    [
      'キャプチャーレート',
      ['キャプチャーレート'],
      'キャプチャー価格を同じ期間の全コマの単純平均価格（ベースロード価格）と比べた比率で、太陽光の導入が進んだエリアほど晴れた昼間の価格が下がるため1を下回ります（共食い効果）。',
    ],
    [
      'Capture rate',
      ['capture rates', 'capture rate'],
      'The capture price divided by the simple average price of all slots in the same period (the baseload price), which falls below 1 in areas with much solar because sunny middays clear low (the cannibalization effect).',
    ],
  ),
  entry(
    'balancing-market',
    'market',
    batteryModel,
    [
      '需給調整市場',
      ['需給調整市場'],
      '一般送配電事業者が周波数と需給を保つための調整力を、一次調整力から三次調整力②までの商品として調達する市場で、電力需給調整力取引所（EPRX）が運営しています。Hinata Cloudは需給調整市場の収入を最適化しないため、シナリオの「その他の収入」に固定額として入力します。',
    ],
    [
      'Balancing market',
      ['balancing market'],
      'The market in which transmission and distribution operators procure reserves, as products from primary reserve to tertiary reserve ②, to keep frequency and supply and demand in balance; EPRX runs it. Hinata Cloud does not optimize balancing-market revenue: enter it as a fixed amount under "Other revenue" in the scenario.',
    ],
  ),
  entry(
    'eprx',
    'market',
    batteryModel,
    [
      '電力需給調整力取引所（EPRX）',
      ['電力需給調整力取引所', 'EPRX'],
      '需給調整市場を運営する取引所で、沖縄を除くエリアの調整力を取引します。',
    ],
    [
      'EPRX',
      ['EPRX'],
      'The exchange that runs the balancing market (電力需給調整力取引所), trading reserves for every area except Okinawa.',
    ],
  ),
  entry(
    'balancing-capacity',
    'market',
    batteryModel,
    [
      '調整力',
      ['調整力'],
      '一般送配電事業者の指令や周波数の変化に応じて出力を増減し、周波数と需給のずれを埋める能力（ΔkW）で、需給調整市場で取引されます。Hinata Cloudは、調整力の提供を蓄電池の充放電の最適化に含めません。',
    ],
    [
      'Reserve (balancing capacity)',
      ['reserves', 'reserve'],
      "The ability to raise or lower output on a transmission and distribution operator's signal or in response to frequency, closing gaps in frequency and in supply and demand (ΔkW); it is traded in the balancing market. Hinata Cloud's battery optimization does not include providing reserves.",
    ],
  ),
  entry(
    'capacity-market',
    'market',
    batteryModel,
    [
      '容量市場',
      ['容量市場'],
      '実需給の4年前に広域機関がオークションを開き、将来の供給力（kW価値）を円/kWの単価により調達する市場で、小売電気事業者と一般送配電事業者が費用を負担します。Hinata Cloudでは、容量市場の収入をシナリオの「その他の収入」に円/kW/年などの固定額で入力します。',
    ],
    [
      'Capacity market',
      ['capacity market'],
      'The market in which OCCTO buys future supply capacity (kW value) in an auction four years before delivery, at a price in JPY/kW, funded by retail suppliers and transmission and distribution operators. In Hinata Cloud, you enter capacity-market revenue as a fixed amount, such as JPY/kW/year, under "Other revenue" in the scenario.',
    ],
  ),
  entry(
    'long-term-decarbonization-auction',
    'market',
    batteryModel,
    [
      '長期脱炭素電源オークション',
      ['長期脱炭素電源オークション'],
      '2023年度に容量オークションの一部として創設された、新設・リプレースの脱炭素電源（蓄電池を含む）を対象とする広域機関のオークションで、落札すると原則20年間、落札価格（円/kW/年）の容量収入を受け取り、ほかの市場で得た収益の約9割を還付します。Hinata Cloudでは、容量収入から還付額を差し引いた額をシナリオの「その他の収入」に入力します。',
    ],
    [
      'Long-term decarbonization power source auction',
      ['long-term decarbonization power source auction', 'long-term decarbonization auction'],
      'An OCCTO auction, created in FY2023 as part of the capacity auctions, for new and replaced decarbonized resources, batteries included: a winner receives capacity revenue at its clearing price (JPY/kW/year), in principle for 20 years, and pays back about 90% of what it earns in other markets. In Hinata Cloud, you enter the capacity revenue minus that payback under "Other revenue" in the scenario.',
    ],
  ),
  entry(
    'retail-supplier',
    'market',
    ppaIntroduction,
    [
      '小売電気事業者',
      ['小売電気事業者'],
      '需要家に電気を販売する事業者で、需要BGとして需要調達計画を提出し、容量市場の費用も負担します。Hinata Cloudでは、オフサイトのフィジカルPPAで電気を届ける事業者をPPAの「小売電気事業者」に登録します。',
    ],
    [
      'Retail supplier',
      ['retail suppliers', 'retail supplier'],
      'A company that sells electricity to consumers; it files demand plans as a demand BG and helps fund the capacity market. In Hinata Cloud, the company that delivers an off-site physical PPA is entered as the PPA\'s "Retail supplier".',
    ],
  ),
  entry(
    'arbitrage',
    'market',
    batteryOptimization,
    [
      'アービトラージ',
      ['アービトラージ'],
      '価格の安いコマに充電し、高いコマに放電して、その価格差から収入を得る蓄電池の運用です。Hinata Cloudでは、単独の蓄電池とFIP以外のハイブリッドの運用方針「アービトラージ」が、劣化コストを差し引いた値差を最大にする充放電スケジュールを作ります。',
    ],
    [
      'Arbitrage',
      ['arbitrage'],
      'Running a battery to charge in cheap slots and discharge in expensive ones, earning the price difference. In Hinata Cloud, the "Arbitrage" strategy, for standalone batteries and non-FIP hybrids, schedules charging and discharging to maximize that spread minus the degradation cost.',
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
      '発電販売計画や需要調達計画の提出を受け、エリアをまたぐ需給と系統の運用を調整する全国の機関で、容量市場も運営しています。Hinata Cloudは、BGの計画を広域機関システムへ送信するか（提出方法「システム連携」）、提出用のファイルを出力します（「ファイル出力」）。',
    ],
    [
      'OCCTO',
      ['Organization for Cross-regional Coordination of Transmission Operators', 'OCCTO'],
      'The national body that receives generation and demand plans, coordinates supply and demand and grid operation across areas, and runs the capacity market. Hinata Cloud sends a BG\'s plans to the OCCTO system (submission channel "Connected") or exports them for you to file ("File export").',
    ],
  ),
  entry(
    'tso',
    'balancing',
    balancingOperations,
    [
      '一般送配電事業者',
      ['一般送配電事業者', 'TSO'],
      '各エリアの送配電設備を持ち系統を運用する、規制対象の事業者（全国に10社）で、エリアの需給を調整し、インバランスの精算、インバランス料金の公表、出力制御の指示を担います。Hinata Cloudは、一般送配電事業者が公表したインバランス料金を取り込み、公表までは推定値を表示します。',
    ],
    [
      'Transmission and distribution operator (TSO)',
      [
        'transmission and distribution operators',
        'transmission and distribution operator',
        'TSOs',
        'TSO',
      ],
      'The regulated grid company of each area (10 in all), which balances its area, settles imbalance, publishes imbalance prices and issues curtailment instructions. Hinata Cloud imports the imbalance prices a TSO publishes and shows its own estimate until then.',
    ],
  ),
  entry(
    'planned-value-balancing',
    'balancing',
    balancingOperations,
    [
      '計画値同時同量',
      ['計画値同時同量'],
      '発電事業者や小売電気事業者に、提出した計画と計量した実績を30分のコマごとに一致させることを求める制度で、その差はインバランスとして一般送配電事業者と精算します。Hinata Cloudでは、インバランスを「計画 − 実績」で計算します。',
    ],
    [
      'Planned-value balancing',
      ['planned-value balancing'],
      'The rule that generators and retail suppliers must match their metered values with their submitted plans slot by slot, settling any gap as imbalance with the transmission and distribution operator. Hinata Cloud computes imbalance as plan minus actual.',
    ],
  ),
  entry(
    'balancing-group',
    'balancing',
    balancingGroups,
    [
      'バランシンググループ（BG）',
      ['バランシンググループ', 'BG'],
      '同じエリアの複数の発電者（発電BG）や小売電気事業者（需要BG）がまとまって計画を提出し、インバランスを一体で精算する単位です。Hinata Cloudが扱うのは発電BGで、メンバーのアセットの予測を合算して計画を作ります（「バランシンググループ（BG）」画面）。',
    ],
    [
      'Balancing group (BG)',
      ['balancing groups', 'balancing group', 'BGs', 'BG'],
      'Generators (a generation BG) or retail suppliers (a demand BG) in one area that file plans and settle imbalance together as one unit. Hinata Cloud supports generation BGs and builds their plans from the pooled forecasts of the member assets (the "Balancing groups" screen).',
    ],
  ),
  entry(
    'bg-representative',
    'balancing',
    balancingGroups,
    [
      '代表契約者',
      ['代表契約者'],
      'BGを代表して一般送配電事業者と契約し、BG全体の計画を作成・提出し、インバランスを精算する事業者です。Hinata Cloudでは、BGごとに「代表契約者」の会社名を登録します。',
    ],
    [
      'BG representative',
      ['BG representatives', 'BG representative'],
      'The company that contracts with the transmission and distribution operator for a BG, builds and files the whole group\'s plans, and settles its imbalance. In Hinata Cloud, each BG records its "Representative".',
    ],
  ),
  entry(
    'generation-plan',
    'balancing',
    '/reference/balancing-operations/submitting-plans',
    [
      '発電販売計画',
      ['発電販売計画'],
      '発電BGがコマごとの発電量（kWh）と販売先を記載して広域機関に提出する計画です。Hinata Cloudは、BGの翌日計画と当日計画を発電販売計画として作成し、提出します。',
    ],
    [
      'Generation plan',
      ['generation plans', 'generation plan'],
      "The plan a generation BG files with OCCTO, giving its output (kWh) and buyers for each slot. Hinata Cloud builds and submits a BG's day-ahead and intraday plans as generation plans.",
    ],
  ),
  entry(
    'demand-plan',
    'balancing',
    balancingGroups,
    [
      '需要調達計画',
      ['需要調達計画'],
      '需要BGがコマごとの需要の見込み（kWh）と調達先を記載して広域機関に提出する計画です。Hinata Cloudは、需要BGと需要調達計画には対応していません。',
    ],
    [
      'Demand plan',
      ['demand plans', 'demand plan'],
      'The plan a demand BG files with OCCTO, giving its expected demand (kWh) and supply sources for each slot. Hinata Cloud does not support demand BGs or demand plans.',
    ],
  ),
  entry(
    'day-ahead-plan',
    'balancing',
    balancingOperations,
    [
      '翌日計画',
      ['翌日計画'],
      '受渡日（D）の48コマ分の計画で、前日（D−1）の12:00までに提出します。Hinata Cloudでは、D−1の08:30の前日発行分の予測から「計画を作成」で作り、検証と、必要に応じて承認を経て提出します。',
    ],
    [
      'Day-ahead plan',
      ['day-ahead plans', 'day-ahead plan'],
      'The plan for the 48 slots of the delivery day (D), due by 12:00 on D−1. In Hinata Cloud, "Build plan" creates it from the day-ahead issue of the forecast (08:30 on D−1); it is validated, approved where the BG requires it, and submitted.',
    ],
  ),
  entry(
    'intraday-plan',
    'balancing',
    balancingOperations,
    [
      '当日計画',
      ['当日計画'],
      '翌日計画を修正して再提出する計画で、前日（D−1）の17:00から各コマのゲートクローズまで受け付けられます。Hinata Cloudでは「再提出」で修正し、12:00から17:00の間は提出も再提出も受け付けません。',
    ],
    [
      'Intraday plan',
      ['intraday plans', 'intraday plan'],
      'A revision of the day-ahead plan, accepted from 17:00 on D−1 until each slot\'s gate closure. In Hinata Cloud you revise a plan with "Revise"; nothing is accepted between 12:00 and 17:00.',
    ],
  ),
  entry(
    'gate-closure',
    'balancing',
    balancingOperations,
    [
      'ゲートクローズ（GC）',
      ['ゲートクローズ', 'GC'],
      '各コマの開始1時間前の締切で、これを過ぎるとそのコマの計画と時間前市場の取引は変更できません。Hinata CloudはGCを過ぎたコマの計画をロックし、蓄電池の再最適化もGC前のコマだけを更新します。',
    ],
    [
      'Gate closure (GC)',
      ['gate closure', 'GC'],
      "The deadline one hour before each slot starts, after which plans and intraday trades for that slot are frozen. Hinata Cloud locks a slot's plan at its GC, and battery re-optimization updates only slots before their GC.",
    ],
  ),
  entry(
    'imbalance',
    'balancing',
    balancingOperations,
    [
      'インバランス',
      ['インバランス'],
      'コマごとの計画と計量した実績の差（kWh）で、一般送配電事業者とインバランス料金で精算します。Hinata Cloudでは「計画 − 実績」で表し、プラスが不足（実績が計画を下回った）、マイナスが余剰です。',
    ],
    [
      'Imbalance',
      ['imbalances', 'imbalance'],
      'The gap (kWh) between plan and metered actual in a slot, settled with the transmission and distribution operator at the imbalance price. Hinata Cloud writes it as plan minus actual: positive is a shortfall (actual below plan), negative a surplus.',
    ],
  ),
  entry(
    'imbalance-price',
    'balancing',
    balancingOperations,
    [
      'インバランス料金',
      ['インバランス料金'],
      'インバランスを一般送配電事業者と精算する単価（円/kWh）で、コマごと・エリアごとに決まり、2022年度以降は実際に使われた調整力の限界的なkWh価格と補正インバランス料金のうち高いほうです。Hinata Cloudの「インバランス確認」は、公表前の単価を「推定」のラベル付きで表示し、公表値を取り込むと置き換えます。',
    ],
    [
      'Imbalance price',
      ['imbalance prices', 'imbalance price'],
      'The price (JPY/kWh), set for each slot and area, at which imbalance is settled with the transmission and distribution operator; since FY2022 it is the higher of the marginal kWh price of the reserves actually used and the scarcity-adjusted imbalance price. Hinata Cloud\'s "Imbalance review" labels a price "Estimated" until the TSO publishes it, then replaces it with the published value.',
    ],
  ),
  entry(
    'scarcity-adjusted-imbalance-price',
    'balancing',
    balancingOperations,
    [
      '補正インバランス料金',
      ['補正インバランス料金'],
      '広域予備率が下がるほど高くなるインバランス料金の算定値（円/kWh）で、2026年10月1日以降のコマの上限は300円/kWh（条件を満たした翌日は100円/kWh）、9月30日までのコマは200円/kWhです。Hinata Cloudは単価を推定するとき、コマの日付に応じて算定式を切り替えます。',
    ],
    [
      'Scarcity-adjusted imbalance price',
      ['scarcity-adjusted imbalance price', 'scarcity-adjusted price', 'scarcity price'],
      "An imbalance price (JPY/kWh) that rises as the wide-area reserve margin falls, capped at 300 JPY/kWh for slots from October 1, 2026 (100 JPY/kWh from the day after the condition is met) and at 200 JPY/kWh for slots up to September 30. Hinata Cloud picks the curve by the slot's date when it estimates prices.",
    ],
  ),
  entry(
    'wide-area-reserve-margin',
    'balancing',
    balancingOperations,
    [
      '広域予備率',
      ['広域予備率'],
      '広域機関が算定する、需要に対する供給力の余裕（予備力）の割合（%）で、補正インバランス料金はこの値が下がるほど高くなります。',
    ],
    [
      'Wide-area reserve margin',
      ['wide-area reserve margin'],
      'The spare supply capacity (reserve) as a share of demand (%), calculated by OCCTO; the scarcity-adjusted imbalance price rises as it falls.',
    ],
  ),
  entry(
    'actuals',
    'balancing',
    '/reference/data-uploads/generation-data',
    [
      '発電実績',
      ['発電実績'],
      'コマごとに計量した送電量（kWh）で、インバランスの精算と予測精度の評価に使います。Hinata Cloudには「実績をアップロード」（CSV）またはAPIで登録し、蓄電池では送電量と受電量を登録しますが、インバランスの確認には送電量だけを使います。',
    ],
    [
      'Actuals',
      ['actuals'],
      'Metered energy exported in each slot (kWh), used to settle imbalance and to evaluate forecasts. In Hinata Cloud, you add them with "Upload actuals" (CSV) or through the API, with both export and import for a battery, and the imbalance review uses export only.',
    ],
  ),
  entry(
    'data-coverage',
    'balancing',
    '/reference/assets/data-coverage',
    [
      'データカバレッジ',
      ['データカバレッジ'],
      '期間のコマのうち発電実績があるコマの割合（%）で、運転開始日からのコマを分母とし、既知の停止として登録したコマは除きます。Hinata Cloudは「データカバレッジ」タブと「データカバレッジ（30日）」に表示し、過去30日間が90%未満のときは予測精度（nMAE）を表示しません。',
    ],
    [
      'Data coverage',
      ['data coverage'],
      'The share (%) of slots in a period that have actuals, counted from the commissioning date and leaving out slots marked as known outages. Hinata Cloud shows it on the "Data coverage" tab and as "Data coverage (30 days)", and hides forecast accuracy (nMAE) when the last 30 days fall below 90%.',
    ],
  ),
  entry(
    'quantile',
    'balancing',
    '/reference/forecasting/forecasts',
    [
      '分位点（p10・p50・p90）',
      ['分位点'],
      '予測の不確実性を表す値で、実績がp10を下回る確率は10%、p90を下回る確率は90%です（単位はkWhまたは円/kWh）。Hinata Cloudは発電量予測と価格予測をp10・p50・p90で出し、BGの計画は「計画に使う分位点」（既定はp50）から作ります。',
    ],
    [
      'Quantile (p10, p50, p90)',
      ['quantiles', 'quantile'],
      'A value that expresses forecast uncertainty: the actual falls below the p10 value with 10% probability and below the p90 value with 90% (in kWh or JPY/kWh). Hinata Cloud issues generation and price forecasts as p10, p50 and p90, and builds a BG\'s plans from its "Plan quantile" (p50 by default).',
    ],
  ),
  entry(
    'mae',
    'balancing',
    solarForecasts,
    [
      '平均絶対誤差（MAE）',
      ['平均絶対誤差', 'MAE'],
      '予測と実績の差の絶対値を、評価するコマについて平均した誤差の指標で、予測と同じ単位（kWhまたは円/kWh）で表します。Hinata Cloudは、価格予測のp50の評価に使います。',
    ],
    [
      'MAE (mean absolute error)',
      ['mean absolute error', 'MAE'],
      "An error measure: the average over the evaluated slots of the absolute difference between forecast and actual, in the forecast's unit (kWh or JPY/kWh). Hinata Cloud uses it to score the p50 of its price forecasts.",
    ],
  ),
  entry(
    'nmae',
    'balancing',
    '/reference/forecasting/forecasts',
    [
      'nMAE（正規化平均絶対誤差）',
      ['正規化平均絶対誤差', 'nMAE'],
      'MAEを基準の値で割って百分率にした誤差の指標（%）で、規模の違う発電所の精度を比べられます。Hinata Cloudは日中のコマについて、予測のp50と実績の差の絶対値をパワコン容量（AC）に0.5 hを掛けた1コマの最大送電量で割って平均し、「予測精度（nMAE、30日）」などに表示します。',
    ],
    [
      'nMAE (normalized mean absolute error)',
      ['normalized mean absolute error', 'nMAE'],
      'MAE divided by a reference value and given as a percentage, so plants of different sizes compare. Hinata Cloud averages, over daylight slots, the absolute difference between the p50 forecast and the actual divided by the most a slot can export (0.5 h × AC capacity), and shows it as "Forecast accuracy (nMAE, 30 days)" and elsewhere.',
    ],
  ),
  entry(
    'rmse',
    'balancing',
    solarForecasts,
    [
      '二乗平均平方根誤差（RMSE）',
      ['二乗平均平方根誤差', 'RMSE'],
      '予測と実績の差を二乗して平均し、その平方根をとった誤差の指標で、予測と同じ単位で表し、大きな外れを重く数えます。',
    ],
    [
      'RMSE (root mean square error)',
      ['root mean square error', 'RMSE'],
      "An error measure: the square root of the mean squared difference between forecast and actual, in the forecast's unit, which weighs large misses heavily.",
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
      '再生可能エネルギーの電気を、認定時に決まる調達価格（円/kWh）で、FITの調達期間のあいだ一般送配電事業者が買い取る支援制度です。Hinata Cloudでは、アセット設定の「支援制度」で「FIT」を選び、「FIT調達価格」を入力します。',
    ],
    [
      'FIT (feed-in tariff)',
      ['feed-in tariff', 'FIT'],
      'A support scheme under which transmission and distribution operators buy renewable output at a tariff (JPY/kWh) and for a term fixed at certification. In Hinata Cloud, choose "FIT" as the "Support scheme" in asset settings and enter the "FIT tariff".',
    ],
  ),
  entry(
    'fit-special-treatment',
    'support',
    balancingGroups,
    [
      'FIT特例制度',
      ['FIT特例制度', 'FIT特例'],
      'FIT電源の発電計画を一般送配電事業者が作成し、発電側が計画値同時同量の義務とインバランスを負わない、計画値同時同量の特例です。Hinata CloudはFITのアセットをすべてこの制度の対象として扱うため、FITのアセットはBGに所属できません。',
    ],
    [
      'FIT special rules',
      ['FIT special rules', 'FIT special treatment'],
      'The exception to planned-value balancing under which the transmission and distribution operator writes the generation plan of a FIT plant, so the generator has no planned-value balancing obligation and carries no imbalance. Hinata Cloud treats every FIT asset as covered by it, so a FIT asset cannot join a BG.',
    ],
  ),
  entry(
    'certified-output',
    'support',
    assetSettings,
    [
      '認定出力',
      ['認定出力'],
      'FIT・FIPの認定で発電設備の出力として記録される値（kW）です。Hinata Cloudは、認定を受けたアセットの出力（パネル容量とパワコン容量の小さいほう）を認定出力とみなし（Hinata Cloudの前提）、電圧区分の判定に使います。',
    ],
    [
      'Certified output',
      ['certified output'],
      "The output (kW) a FIT or FIP certification records for a plant. Hinata Cloud assumes that a certified asset's certified output equals its output (the smaller of DC and AC capacity) and derives the voltage class from it.",
    ],
  ),
  entry(
    'fip',
    'support',
    fipPage,
    [
      'フィード・イン・プレミアム（FIP）',
      ['フィード・イン・プレミアム', 'FIP'],
      '発電事業者が電気を市場や相対取引で売り、その上に毎月プレミアム（円/kWh）を受け取る支援制度で、2022年4月に始まり、計画とインバランスの責任は発電事業者が負います。Hinata Cloudでは、アセット設定の「支援制度」で「FIP」を選び、「FIP基準価格」を入力します。',
    ],
    [
      'FIP (feed-in premium)',
      ['feed-in premium', 'FIP'],
      'A support scheme, in place since April 2022, under which generators sell their power on the market or bilaterally and receive a monthly premium (JPY/kWh) on top, while carrying planning and imbalance themselves. In Hinata Cloud, choose "FIP" as the "Support scheme" in asset settings and enter the "FIP base price".',
    ],
  ),
  entry(
    'base-price',
    'support',
    fipPage,
    [
      '基準価格',
      ['基準価格'],
      'FIP制度でプレミアムの算定の基準になる1 kWhあたりの価格（円/kWh）で、認定時に決まり、FIPの交付期間を通じて変わりません。Hinata Cloudでは、アセット設定の「FIP基準価格」に入力します。',
    ],
    [
      'Base price',
      ['base prices', 'base price'],
      'The per-kWh price (JPY/kWh) from which the FIP premium is calculated, fixed at certification for the whole support period. In Hinata Cloud, you enter it as the "FIP base price" in asset settings.',
    ],
  ),
  entry(
    'support-period',
    'support',
    assetSettings,
    [
      '支援期間',
      ['支援期間', '調達期間', '交付期間'],
      'FIT・FIPの支援を受ける期間で、制度上の名称はFITの調達期間とFIPの交付期間です。Hinata Cloudでは、アセット設定の「支援開始日」から「支援終了日」までで、太陽光の既定は開始日から20年間です。',
    ],
    [
      'Support period',
      ['support period'],
      'The period of FIT or FIP support, called 調達期間 under FIT and 交付期間 under FIP. In Hinata Cloud, it runs from the asset\'s "Support start date" to its "Support end date", 20 years from the start by default for solar.',
    ],
  ),
  entry(
    'reference-price',
    'support',
    fipPage,
    [
      '参照価格',
      ['参照価格'],
      'FIP制度で、市場で売って得られると見込む1 kWhあたりの収入（円/kWh）で、卸電力市場の参照価格と非化石価値の和からバランシングコストを引いて毎月算定され、基準価格から差し引かれます。Hinata Cloudのシミュレーションは、エリアプライス（将来の月は価格フォワードカーブ）から参照価格を推計します。',
    ],
    [
      'Reference price',
      ['reference prices', 'reference price'],
      "Under FIP, the expected market revenue per kWh (JPY/kWh): the wholesale reference price plus the non-fossil value minus the balancing cost, set every month and subtracted from the base price. Hinata Cloud's simulations estimate it from area prices, using the price forward curve for future months.",
    ],
  ),
  entry(
    'premium',
    'support',
    fipPage,
    [
      'プレミアム（供給促進交付金）',
      ['供給促進交付金', 'プレミアム'],
      'FIP電源に毎月交付される1 kWhあたりの金額（円/kWh）で、基準価格から参照価格を引いた値（マイナスになる月は0）です。Hinata Cloudは、出力制御中のエリアで0.01円/kWhになったコマの電力量をプレミアムの対象から外し、その月のプレミアムを残りのコマに上乗せして計算します。',
    ],
    [
      'Premium',
      ['premiums', 'premium'],
      "The per-kWh amount (JPY/kWh) paid monthly to a FIP plant: the base price minus the reference price, or zero in a month when that is negative. Hinata Cloud leaves out the energy in slots of a curtailing area that clear at 0.01 JPY/kWh and spreads that month's premium over the remaining slots.",
    ],
  ),
  entry(
    'balancing-cost',
    'support',
    fipPage,
    [
      'バランシングコスト',
      ['バランシングコスト'],
      'FIP電源が負う予測誤差とインバランスの費用を補うために参照価格から差し引く額（円/kWh）で、その分プレミアムが増えます。Hinata Cloudでは、シナリオの「バランシングコスト（初年度）」と「バランシングコストの年間減少幅」、一時的な上乗せで設定します。',
    ],
    [
      'Balancing cost',
      ['balancing-cost allowance', 'balancing costs', 'balancing cost'],
      'An amount (JPY/kWh) deducted from the reference price to offset a FIP plant\'s forecasting and imbalance costs, which raises the premium. In Hinata Cloud, you set it in the scenario with "Balancing cost, first year", "Balancing cost step-down" and the temporary uplift.',
    ],
  ),
  entry(
    'non-fossil-value',
    'support',
    fipPage,
    [
      '非化石価値',
      ['非化石価値'],
      '化石燃料を使わずに発電した電気が持つ環境価値（円/kWh）で、FIPでは、直近1年間の非化石証書のオークション結果の平均が参照価格に加わります。Hinata Cloudでは、シナリオの「非化石価値」で設定します（scn-001は0.40円/kWh）。',
    ],
    [
      'Non-fossil value',
      ['non-fossil value'],
      'The environmental value (JPY/kWh) of electricity generated without fossil fuels; FIP adds the average non-fossil certificate auction result of the last year to the reference price. In Hinata Cloud, you set it as "Non-fossil value" in the scenario (0.40 JPY/kWh in scn-001).',
    ],
  ),
  entry(
    'non-fossil-certificate',
    'support',
    ppaIntroduction,
    [
      '非化石証書',
      ['非化石証書'],
      '非化石電源の電気が持つゼロエミッションの価値を、電気と切り離してオークションなどで取引できるようにした証書です。Hinata Cloudでは、バーチャルPPAで買い手に移転する環境価値を非化石証書として扱い、シミュレーションに含まれないFIP電源の証書の売却収入は「その他の収入」に入力します。',
    ],
    [
      'Non-fossil certificate',
      ['non-fossil certificates', 'non-fossil certificate'],
      'A certificate that carries the zero-emission attribute of non-fossil electricity so that it can be traded, by auction and otherwise, apart from the power. In Hinata Cloud, the environmental value a virtual PPA moves to the buyer is non-fossil certificates, and the certificate sales of a FIP plant, which simulations leave out, go in "Other revenue".',
    ],
  ),
  entry(
    'environmental-value',
    'support',
    ppaIntroduction,
    [
      '環境価値',
      ['環境価値'],
      '再生可能エネルギーの電気が持つ、温室効果ガスを排出しないという価値で、電気と一緒に、または非化石証書などの証書として取引されます。Hinata Cloudでは、PPAの価格に環境価値を含むかどうかを「環境価値を含む」で設定します。',
    ],
    [
      'Environmental value',
      ['environmental attributes', 'environmental value'],
      'The greenhouse-gas-free attribute of renewable electricity, traded together with the power or separately as certificates such as non-fossil certificates. In Hinata Cloud, each PPA records whether its price includes it ("Environmental value included").',
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
      '供給が需要を上回るときや系統の容量が足りないときに、一般送配電事業者が発電所に出力の抑制や停止を指示することです。Hinata Cloudのシミュレーションは、エリアの出力制御率と、アセットの出力制御ルール・制御方式から出力制御量（kWh）を計算し、系統混雑による出力制御（ノンファーム型接続）は計算しません。',
    ],
    [
      'Curtailment',
      ['curtailment'],
      "An instruction from the transmission and distribution operator to reduce or stop output when supply exceeds demand or the grid is congested. Hinata Cloud's simulations compute each asset's curtailed energy (kWh) from the area curtailment rate and the asset's curtailment rule and control mode, and leave out congestion curtailment (non-firm connection).",
    ],
  ),
  entry(
    'curtailment-rate',
    'grid',
    curtailmentPage,
    [
      '出力制御率',
      ['出力制御率'],
      'エリアの変動再エネ（太陽光・風力）の発電可能量のうち、年度内に出力制御で失われた割合（%）です。Hinata Cloudでは、シナリオの「エリア別の出力制御率」で設定し（既定は2024年度の実績）、シミュレーションがコマごとの出力制御に割り付けます。',
    ],
    [
      'Curtailment rate',
      ['curtailment rates', 'curtailment rate'],
      'The share (%) of an area\'s potential variable renewable generation (solar and wind) lost to curtailment in a fiscal year. In Hinata Cloud, you set it in the scenario as "Curtailment rate by area" (FY2024 actuals by default), and simulations spread it over slots.',
    ],
  ),
  entry(
    'priority-dispatch-rule',
    'grid',
    curtailmentPage,
    [
      '優先給電ルール',
      ['優先給電ルール'],
      '供給が需要を上回るときに出力を下げる順番を定めたルールで、火力の出力の引き下げ、揚水・蓄電池の充電、連系線による他エリアへの送電、バイオマスの出力制御を尽くした後に太陽光・風力を制御し、原子力・水力・地熱の長期固定電源は最後です。Hinata Cloudはこの順番から、出力制御が起きるコマのエリアプライスを最低価格の0.01円/kWhとみなします。',
    ],
    [
      'Priority dispatch rule',
      ['priority dispatch rules', 'priority dispatch rule', 'priority dispatch order'],
      'The order in which resources lower their output when supply exceeds demand: thermal plants turn down, pumped hydro and batteries charge, power flows to other areas, and biomass is curtailed before solar and wind, with long-term fixed resources (nuclear, hydro, geothermal) last. Hinata Cloud therefore treats slots with curtailment as cleared at the 0.01 JPY/kWh price floor.',
    ],
  ),
  entry(
    'online-proxy-control',
    'grid',
    curtailmentPage,
    [
      'オンライン代理制御',
      ['オンライン代理制御'],
      'オフラインの発電所の代わりに、遠隔で制御できるオンラインの発電所が出力を下げ、オフライン側は発電を続けてその分の金額を後から精算する仕組みで、2022年4月に導入されました。Hinata Cloudは、代理制御によるオフラインのアセットの損失を物理的に停止した場合に等しい電力量とし、2か月後の収入から控除します。',
    ],
    [
      'Online proxy control',
      ['online proxy control'],
      "Introduced in April 2022: online plants, which the transmission and distribution operator can control remotely, curtail on behalf of offline plants, which keep generating and settle the money afterwards. Hinata Cloud counts an offline asset's loss under proxy control as the same energy as a physical stop and deducts it from revenue two months later.",
    ],
  ),
  entry(
    'curtailment-rules',
    'grid',
    curtailmentPage,
    [
      '出力制御ルール（旧ルール・新ルール・指定ルール）',
      ['出力制御ルール', '指定ルール'],
      '接続申込みの時期と規模で決まる、無補償の出力制御の上限の区分で、年度あたり旧ルールは30日、新ルールは太陽光で360時間、指定ルールは上限なしです。Hinata Cloudでは、アセット設定の「出力制御ルール」で選び、シミュレーションが年度ごとに上限を適用しますが、上限に達した発電所の分を指定ルールの発電所が受ける効果は計算しません。',
    ],
    [
      'Curtailment rules (old, new, designated)',
      ['designated rules', 'designated rule', 'curtailment rules', 'curtailment rule'],
      'The classes, set by when and at what size a plant applied for connection, that cap unpaid curtailment per fiscal year: 30 days (old rule), 360 hours for solar (new rule) or no cap (designated rule). In Hinata Cloud, you choose the class as the "Curtailment rule" in asset settings, and simulations apply its cap each fiscal year, without moving what capped plants no longer take to designated-rule plants.',
    ],
  ),
  entry(
    'low-voltage',
    'grid',
    assetSettings,
    [
      '低圧',
      ['低圧'],
      '最も低い電圧で系統に接続する区分です。Hinata Cloudは、出力（パネル容量とパワコン容量の小さいほう、蓄電池ではパワコン容量）が50 kW未満のアセットの「電圧区分」を低圧とします（出力の計算方法と境界はHinata Cloudの前提）。',
    ],
    [
      'Low voltage',
      ['low-voltage', 'low voltage'],
      'The lowest voltage class for connecting to the grid. Hinata Cloud assumes that an asset is low voltage when its output (the smaller of DC and AC capacity; AC for a battery) is under 50 kW, and shows this as its "Voltage class".',
    ],
  ),
  entry(
    'high-voltage',
    'grid',
    assetSettings,
    [
      '高圧',
      ['高圧'],
      '低圧と特別高圧の間の電圧で系統に接続する区分です。Hinata Cloudは、出力（パネル容量とパワコン容量の小さいほう、蓄電池ではパワコン容量）が50 kW以上2,000 kW未満のアセットの「電圧区分」を高圧とします（出力の計算方法と境界はHinata Cloudの前提）。',
    ],
    [
      'High voltage',
      ['high-voltage', 'high voltage'],
      'The voltage class between low and extra-high voltage for connecting to the grid. Hinata Cloud assumes that an asset is high voltage when its output (the smaller of DC and AC capacity; AC for a battery) is from 50 kW to below 2,000 kW, and shows this as its "Voltage class".',
    ],
  ),
  entry(
    'extra-high-voltage',
    'grid',
    assetSettings,
    [
      '特別高圧',
      ['特別高圧'],
      '最も高い電圧で系統に接続する区分です。Hinata Cloudは、出力（パネル容量とパワコン容量の小さいほう、蓄電池ではパワコン容量）が2,000 kW以上のアセットの「電圧区分」を特別高圧とします（出力の計算方法と境界はHinata Cloudの前提）。',
    ],
    [
      'Extra-high voltage',
      ['extra-high-voltage', 'extra-high voltage'],
      'The highest voltage class for connecting to the grid. Hinata Cloud assumes that an asset is extra-high voltage when its output (the smaller of DC and AC capacity; AC for a battery) is 2,000 kW or more, and shows this as its "Voltage class".',
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
      '需要家などが、発電所の電気や環境価値を長期間にわたって決めた価格（円/kWh）で買う契約です。Hinata Cloudでは、PPAをワークスペースのオブジェクトとして登録し、シミュレーションでPPA収入を計算します。',
    ],
    [
      'PPA (power purchase agreement)',
      ['power purchase agreements', 'power purchase agreement', 'PPAs', 'PPA'],
      "A long-term contract to buy a plant's electricity, its environmental value, or both, at an agreed price (JPY/kWh). In Hinata Cloud, a PPA is a workspace object, and simulations compute its revenue.",
    ],
  ),
  entry(
    'on-site-ppa',
    'finance',
    ppaIntroduction,
    [
      'オンサイトPPA',
      ['オンサイトPPA'],
      '需要家の敷地内（屋根や隣接地）に発電設備を置き、公共の系統を通さずに電気を供給するPPAです。Hinata Cloudでは「PPA種別」の「オンサイト」で、常にフィジカルとして扱います。',
    ],
    [
      'On-site PPA',
      ['on-site PPAs', 'on-site PPA', 'On-site PPAs', 'On-site PPA'],
      'A PPA whose plant sits on the buyer\'s premises (a roof or adjacent land) and supplies power without the public grid. In Hinata Cloud it is the "On-site" PPA type and always physical.',
    ],
  ),
  entry(
    'off-site-ppa',
    'finance',
    ppaIntroduction,
    [
      'オフサイトPPA',
      ['オフサイトPPA'],
      '離れた場所の発電所から、系統を経由して需要家に電気や環境価値を届けるPPAです。Hinata Cloudでは「PPA種別」の「オフサイト」で、供給形態はフィジカルとバーチャルから選べます。',
    ],
    [
      'Off-site PPA',
      ['off-site PPAs', 'off-site PPA', 'Off-site PPAs', 'Off-site PPA'],
      'A PPA whose plant is remote, so the power or environmental value reaches the buyer over the grid. In Hinata Cloud it is the "Off-site" PPA type, with physical or virtual delivery.',
    ],
  ),
  entry(
    'physical-ppa',
    'finance',
    ppaIntroduction,
    [
      'フィジカルPPA',
      ['フィジカルPPA'],
      '電気と環境価値を一緒に需要家へ引き渡すPPAで、オフサイトの場合、国内では小売電気事業者を通じて供給します。Hinata Cloudでは「供給形態」の「フィジカル」で、オフサイトのときは「小売電気事業者」の入力が必要です。',
    ],
    [
      'Physical PPA',
      ['physical PPAs', 'physical PPA', 'Physical PPAs', 'Physical PPA'],
      'A PPA that delivers power and environmental value together; off-site, in Japan the power goes through a retail supplier. In Hinata Cloud it is "Physical" delivery, and an off-site one needs a "Retail supplier".',
    ],
  ),
  entry(
    'virtual-ppa',
    'finance',
    ppaIntroduction,
    [
      'バーチャルPPA',
      ['バーチャルPPA'],
      '環境価値（非化石証書）だけを需要家に移し、電気は発電事業者が市場で売って、契約価格と市場価格の差を金銭で精算するPPAです。Hinata Cloudでは「供給形態」の「バーチャル」で、オフサイトのときだけ選べます。',
    ],
    [
      'Virtual PPA',
      ['virtual PPAs', 'virtual PPA', 'Virtual PPAs', 'Virtual PPA'],
      'A PPA that moves only the environmental value (non-fossil certificates) to the buyer: the generator sells the power on the market, and the difference between the contract price and the market price is settled financially. In Hinata Cloud it is "Virtual" delivery, available only off-site.',
    ],
  ),
  entry(
    'spv',
    'finance',
    spvIntroduction,
    [
      '特別目的会社（SPV）',
      ['特別目的会社', 'SPV'],
      '1つのプロジェクトを保有・運営するためだけに設立する会社（SPCとも呼びます）で、その資産と借入をスポンサーのほかの事業から切り離します。Hinata Cloudでは、SPVに出資と借入の条件を設定し、シミュレーションで借入とエクイティのキャッシュフローを計算します。',
    ],
    [
      'SPV (special purpose vehicle)',
      ['special purpose vehicles', 'special purpose vehicle', 'SPVs', 'SPV'],
      "A company set up only to own and run one project (also called an SPC), keeping its assets and debt apart from the sponsors' other businesses. In Hinata Cloud, you give an SPV its equity and debt terms, and simulations compute the debt and equity cash flows.",
    ],
  ),
  entry(
    'gk-tk',
    'finance',
    spvIntroduction,
    [
      'GK-TKスキーム',
      ['GK-TKスキーム', 'GK-TK'],
      '合同会社（GK）が事業を営み、投資家が匿名組合（TK）契約でGKに出資するSPVの形で、GKが匿名組合員に分配する利益はGKの課税所得から差し引かれます。Hinata Cloudは、SPVの「匿名組合出資（TK）」の割合に応じてGKの税を計算します。',
    ],
    [
      'GK-TK structure',
      ['GK-TK structure', 'GK-TK'],
      'An SPV set up as a godo kaisha (GK) that runs the business, funded by investors through tokumei kumiai (TK) silent-partnership contracts; the profit the GK distributes to TK investors is deducted from its taxable income. Hinata Cloud computes the GK\'s tax from the SPV\'s "TK investment" share.',
    ],
  ),
  entry(
    'project-finance',
    'finance',
    spvIntroduction,
    [
      'プロジェクトファイナンス',
      ['プロジェクトファイナンス', 'ノンリコース'],
      'プロジェクト自身のキャッシュフローだけを返済原資とし、スポンサーには返済を求めない（ノンリコースの）融資です。Hinata Cloudでは、SPVの借入としてモデル化し、DSCRやDSRAなどレンダーが見る指標を計算します。',
    ],
    [
      'Project finance',
      ['project finance', 'non-recourse'],
      "Non-recourse lending repaid only from the project's own cash flow, without recourse to its sponsors. Hinata Cloud models it as an SPV's debt and computes the measures lenders watch, such as the DSCR and the DSRA.",
    ],
  ),
  entry(
    'irr',
    'finance',
    financialModel,
    [
      '内部収益率（IRR）',
      ['内部収益率', 'IRR'],
      'キャッシュフローの正味現在価値を0にする割引率（%）です。Hinata Cloudは、借入前・税引後のプロジェクトキャッシュフローから「プロジェクトIRR」を、出資と分配から「エクイティIRR」を計算します。',
    ],
    [
      'IRR (internal rate of return)',
      ['internal rate of return', 'IRR'],
      'The discount rate (%) at which the net present value of a series of cash flows is zero. Hinata Cloud computes the "Project IRR" from pre-debt, after-tax project cash flows and the "Equity IRR" from equity contributions and distributions.',
    ],
  ),
  entry(
    'npv',
    'finance',
    financialModel,
    [
      '正味現在価値（NPV）',
      ['正味現在価値', 'NPV'],
      '将来のキャッシュフローを割引率で現在の価値に直して合計した金額（円）で、初期投資はマイナスのキャッシュフローとして含みます。Hinata Cloudの「NPV」は、シナリオの名目の割引率でプロジェクトキャッシュフローを割り引いた値です。',
    ],
    [
      'NPV (net present value)',
      ['net present value', 'NPV'],
      'The sum (JPY) of future cash flows discounted to today, with the initial outlay counted as a negative cash flow. Hinata Cloud\'s "NPV" discounts project cash flows at the scenario\'s nominal discount rate.',
    ],
  ),
  entry(
    'cfads',
    'finance',
    financialModel,
    [
      '元利金返済前キャッシュフロー（CFADS）',
      ['元利金返済前キャッシュフロー', 'CFADS'],
      '各期間の収入から運転維持費などの費用、税、運転開始後の資本費を差し引いた、元利金の返済に充てられる現金（円）で、DSCRの分子です。Hinata Cloudは、DSRAの取り崩しをCFADSに含めません。',
    ],
    [
      'CFADS (cash flow available for debt service)',
      ['cash flow available for debt service', 'CFADS'],
      'The cash (JPY) left in a period after opex and other operating costs, tax, and capex after commissioning, available to pay principal and interest; the numerator of the DSCR. Hinata Cloud does not count DSRA drawdowns in CFADS.',
    ],
  ),
  entry(
    'dsra',
    'finance',
    '/reference/spvs/spv-settings',
    [
      '元利金返済準備口座（DSRA）',
      ['元利金返済準備口座', 'DSRA'],
      '返済が一時的に滞らないよう、翌期間の元利金返済額の一定月数分を残高として積み立てておく、借入人名義の準備口座です。Hinata Cloudでは、SPVの「DSRA」に月数（0〜12か月、spv-001は6か月）を入力し、初期積立額を運転開始時の必要資金に含めます。',
    ],
    [
      'DSRA (debt service reserve account)',
      ['debt service reserve account', 'DSRA'],
      "The borrower's reserve account that holds a set number of months of the next period's debt service, so that a weak period does not interrupt repayment. In Hinata Cloud, you enter the months (0–12; 6 for spv-001) as the SPV's \"DSRA\", and the initial balance is part of the funding need at commissioning.",
    ],
  ),
  entry(
    'dscr',
    'finance',
    spvIntroduction,
    [
      '元利金返済カバー率（DSCR）',
      ['元利金返済カバー率', 'DSCR'],
      '各期間のCFADSを、その期間に予定された元本と利息の合計で割った比率（倍）です。Hinata Cloudは、返済がある期間の最小値を「最小DSCR」、平均を「平均DSCR」として表示し、SPVの「目標DSCR」から借入額を算定できます。',
    ],
    [
      'DSCR (debt service coverage ratio)',
      ['debt service coverage ratio', 'DSCR'],
      'CFADS divided by the principal and interest scheduled for the same period (×). Hinata Cloud shows the lowest and the average value over the repayment years as "Minimum DSCR" and "Average DSCR", and can size debt to the SPV\'s "Target DSCR".',
    ],
  ),
  entry(
    'debt-sculpting',
    'finance',
    financialModel,
    [
      'スカルプティング',
      ['スカルプティング'],
      '各期間の元利金返済額を、その期間のCFADSを目標DSCRで割った額に合わせる返済方法で、返済額の現在価値が借入額になります。Hinata Cloudでは、SPVの「返済方法」で「スカルプティング」を選び、「目標DSCRで算定」と組み合わせます。',
    ],
    [
      'Debt sculpting',
      ['sculpting', 'sculpted'],
      'A repayment profile that sets each period\'s debt service to that period\'s CFADS divided by the target DSCR; the loan is the present value of that debt service. In Hinata Cloud, choose "Sculpted" as the SPV\'s "Repayment profile", together with "Size to target DSCR".',
    ],
  ),
  entry(
    'lock-up',
    'finance',
    '/reference/spvs/spv-settings',
    [
      'ロックアップ',
      ['ロックアップ'],
      'DSCRが融資契約で決めた水準を下回った期間に、エクイティへの分配を止めて現金をSPV内に留保させる財務制限条項です。Hinata Cloudでは、SPVの「ロックアップDSCR」（spv-001は1.10×）を下回った年の分配を留保し、水準を満たした最初の年にまとめて分配します。',
    ],
    [
      'Lock-up',
      ['lock-up'],
      'A loan covenant that stops distributions to equity, keeping the cash in the SPV, in any period whose DSCR falls below an agreed level. In Hinata Cloud, distributions in a year below the SPV\'s "Lock-up DSCR" (1.10× for spv-001) are retained and paid out in the first year that meets it.',
    ],
  ),
  entry(
    'lcoe',
    'finance',
    financialModel,
    [
      '均等化発電原価（LCOE）',
      ['均等化発電原価', 'LCOE'],
      '事業期間の費用の割引後合計を、発電量の割引後合計で割った1 kWhあたりの費用（円/kWh）です。Hinata Cloudの「LCOE」は、資本費、運転維持費、廃棄等費用の積立金、固定資産税を含み、法人税等と借入の費用は含みません。',
    ],
    [
      'LCOE (levelized cost of energy)',
      ['levelized cost of energy', 'levelized cost of electricity', 'LCOE'],
      'Discounted lifetime cost divided by discounted lifetime energy (JPY/kWh). Hinata Cloud\'s "LCOE" includes capex, opex, the decommissioning reserve and fixed-asset tax, but not income tax or financing costs.',
    ],
  ),
  entry(
    'capex',
    'finance',
    '/reference/library/capex',
    [
      '資本費（Capex）',
      ['資本費', 'Capex'],
      '設備、工事、造成、系統接続など、発電所や蓄電池を建てるときにかかる費用です。Hinata Cloudでは、「資本費（Capex）」ライブラリの項目としてkW（DCまたはAC）、kWh、一式のいずれかの単位で登録します。',
    ],
    [
      'Capex',
      ['capital expenditure', 'capex'],
      'The cost of building a plant or battery: equipment, construction, site preparation and grid connection. In Hinata Cloud, capex items live in "Library: Capex", priced per kW (DC or AC), per kWh or as a lump sum.',
    ],
  ),
  entry(
    'opex',
    'finance',
    '/reference/library/opex',
    [
      '運転維持費（Opex）',
      ['運転維持費', 'Opex'],
      '保守、土地の賃料、保険、監視など、運転中に毎年かかる費用です。Hinata Cloudでは、「運転維持費（Opex）」ライブラリの項目として円/kW/年、円/年、円/kWhなどの単位で登録し、発電側課金もここに入力します。',
    ],
    [
      'Opex',
      ['operating expenditure', 'opex'],
      'The recurring cost of running a plant: maintenance, land lease, insurance, monitoring and the like. In Hinata Cloud, opex items live in "Library: Opex", priced per kW per year, per year or per kWh, among others; the generation-side grid charge goes there too.',
    ],
  ),
  entry(
    'generation-side-grid-charge',
    'finance',
    financialModel,
    [
      '発電側課金',
      ['発電側課金'],
      '系統に接続する10 kW以上の発電設備が、送配電設備の費用の一部として2024年4月から一般送配電事業者に払う料金（kW単価は円/kW/月、kWh単価は円/kWh）で、2024年3月末までにFIT・FIPの認定を受けた発電所は支援期間中、対象外です。Hinata Cloudでは、kW単価の12倍とkWh単価を運転維持費の2つの項目として入力します。',
    ],
    [
      'Generation-side grid charge',
      ['generation-side grid charges', 'generation-side grid charge'],
      'A charge that grid-connected generating equipment of 10 kW or more has paid the transmission and distribution operator since April 2024 toward the cost of the grid, with a kW rate (JPY/kW/month) and a kWh rate (JPY/kWh); plants certified for FIT or FIP by the end of March 2024 are exempt for their support period. In Hinata Cloud, you enter 12 times the kW rate and the kWh rate as two opex items.',
    ],
  ),
  entry(
    'decommissioning-reserve',
    'finance',
    financialModel,
    [
      '廃棄等費用の積立',
      ['廃棄等費用の積立', '廃棄等費用'],
      '10 kW以上の太陽光のFIT・FIP認定事業で、撤去と処分の費用を、支援期間の最後の10年間にFITの買取費用やFIPのプレミアムから差し引いて積み立てる制度で、1 kWhあたりの積立額（円/kWh）は認定年度の調達価格・基準価格ごとに決まります。Hinata Cloudでは、運転維持費ライブラリのカテゴリ「撤去費用の積立」の項目1つで積立単価を入力し、財務モデルが運転維持費とは別の行として差し引きます。',
    ],
    [
      'Decommissioning reserve',
      ['decommissioning reserves', 'decommissioning reserve'],
      'Under FIT and FIP for solar of 10 kW and above, the removal and disposal cost withheld from FIT payments or the FIP premium during the last 10 years of the support period, at a per-kWh amount (JPY/kWh) set by the tariff or base price of the certification year. In Hinata Cloud, you enter the rate once, as one item of the opex library in the "Decommissioning reserve" category, and the financial model deducts it as a line separate from opex.',
    ],
  ),
  entry(
    'discount-rate',
    'finance',
    financialModel,
    [
      '割引率',
      ['割引率'],
      '将来の金額を現在の価値へ直すときに使う年あたりの率（%）で、NPVやLCOEの計算に使います。Hinata Cloudは、シナリオの「割引率」（名目、scn-001は5.0%）を使います。',
    ],
    [
      'Discount rate',
      ['discount rates', 'discount rate'],
      'The yearly rate (%) used to convert future amounts into present value, as in NPV and LCOE. Hinata Cloud uses the scenario\'s "Discount rate" (nominal; 5.0% in scn-001).',
    ],
  ),
  entry(
    'depreciation',
    'finance',
    financialModel,
    [
      '減価償却',
      ['減価償却'],
      '設備の取得費用を耐用年数にわたって費用として配分する会計処理で、課税所得を通じて税額に影響します。Hinata Cloudは、資本費の項目の「償却対象」と、SPVまたはシナリオの「耐用年数」から定額法で計算します。',
    ],
    [
      'Depreciation',
      ['depreciation'],
      'Spreading an asset\'s purchase cost as an expense over its useful life, which affects tax through taxable income. Hinata Cloud computes it on a straight-line basis from the "Depreciable" flag of capex items and the "Useful life" of the SPV or scenario.',
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
      '水平な面が受ける日射で、直達日射と散乱日射の両方を含みます（W/m²、期間の合計はkWh/m²）。Hinata Cloudが使う数値予報とナウキャストはGHIだけを出力するため、直達と散乱に分けてから傾斜面日射量を求めます。',
    ],
    [
      'GHI (global horizontal irradiance)',
      ['global horizontal irradiance', 'GHI'],
      'The irradiance on a horizontal surface, direct and diffuse together, in W/m² (kWh/m² summed over a period). In Hinata Cloud, numerical weather prediction and the nowcast deliver GHI only, which is split into direct and diffuse before the plane-of-array irradiance is computed.',
    ],
  ),
  entry(
    'dni',
    'solar',
    weatherModel,
    [
      '直達日射量（DNI）',
      ['直達日射量', 'DNI'],
      '太陽の方向に垂直な面が、太陽から直接受ける日射です（W/m²）。Hinata Cloudは、GHIから散乱比のモデルで求めます。',
    ],
    [
      'DNI (direct normal irradiance)',
      ['direct normal irradiance', 'DNI'],
      'The irradiance arriving straight from the sun on a surface facing it, in W/m². Hinata Cloud derives it from GHI with a diffuse-fraction model.',
    ],
  ),
  entry(
    'dhi',
    'solar',
    weatherModel,
    [
      '散乱日射量（DHI）',
      ['散乱日射量', 'DHI'],
      '空で散乱されてから水平な面に届く日射です（W/m²）。Hinata Cloudは、GHIから散乱比のモデルで求めます。',
    ],
    [
      'DHI (diffuse horizontal irradiance)',
      ['diffuse horizontal irradiance', 'DHI'],
      'The irradiance scattered by the sky that reaches a horizontal surface, in W/m². Hinata Cloud derives it from GHI with a diffuse-fraction model.',
    ],
  ),
  entry(
    'poa-irradiance',
    'solar',
    solarModel,
    [
      '傾斜面日射量',
      ['傾斜面日射量'],
      '傾けて設置したモジュールの面が受ける日射（W/m²）で、太陽光の発電量を最も大きく左右します。Hinata Cloudは、アセットの傾斜角と方位角に合わせて、直達成分、Perezモデルによる天空の散乱成分、地面からの反射成分を合計して求めます。',
    ],
    [
      'Plane-of-array irradiance',
      ['plane-of-array irradiance', 'POA irradiance'],
      "The irradiance reaching the tilted module plane (W/m²), the main driver of PV output. Hinata Cloud sums the direct component, the sky diffuse component from the Perez model and the ground-reflected component for the asset's tilt and azimuth.",
    ],
  ),
  entry(
    'nwp',
    'solar',
    solarForecasts,
    [
      '数値予報モデル',
      ['数値予報モデル', '数値予報'],
      '大気の状態を物理法則に基づいて格子の上で計算し、将来の気象を予測するモデルです。Hinata Cloudは、気象庁のMSMとGSMの日射量などを発電量予測に使います。',
    ],
    [
      'Numerical weather prediction (NWP)',
      ['numerical weather prediction', 'NWP'],
      "Forecasting the weather by solving the physics of the atmosphere on a grid. Hinata Cloud feeds irradiance and other fields from the JMA's MSM and GSM models into its generation forecasts.",
    ],
  ),
  entry(
    'msm',
    'solar',
    solarForecasts,
    [
      'メソモデル（MSM）',
      ['メソモデル', 'MSM'],
      '気象庁が日本周辺を5 kmの格子間隔により1日8回計算する数値予報モデルで、初期値によって39時間先または78時間先まで予測します。Hinata Cloudは当日と翌日の予測にMSMを使い、その先は全球モデル（GSM）に切り替えます。',
    ],
    [
      'MSM (Meso-Scale Model)',
      ['Meso-Scale Model', 'MSM'],
      "The Japan Meteorological Agency's numerical weather prediction model for the area around Japan, run 8 times a day on a 5 km grid and reaching 39 or 78 hours ahead depending on the run. Hinata Cloud uses it for today and tomorrow and switches to the global model (GSM) beyond its range.",
    ],
  ),
  entry(
    'himawari',
    'solar',
    weatherModel,
    [
      'ひまわり',
      ['ひまわり'],
      '日本の静止気象衛星（ひまわり8号・9号）で、日本域を約2.5分ごとに観測します。Hinata Cloudは、その画像を0〜6時間先のナウキャストと、シミュレーションで使う複数年の日射量データに使います。',
    ],
    [
      'Himawari',
      ['Himawari'],
      "Japan's geostationary weather satellites (Himawari-8 and -9), which image the Japan area about every 2.5 minutes. Hinata Cloud uses their images for its 0–6 hour nowcast and for the multi-year irradiance data behind simulations.",
    ],
  ),
  entry(
    'nowcast',
    'solar',
    solarForecasts,
    [
      'ナウキャスト',
      ['ナウキャスト'],
      '衛星画像などの最新の観測から雲の動きを外挿して、数時間先までを予測する短時間予測です。Hinata Cloudは、ひまわりの画像によるナウキャストで30分ごとに6時間先までの発電量予測を更新し、数値予報と重み付きで合成します。',
    ],
    [
      'Nowcast',
      ['nowcasts', 'nowcast'],
      'A short-range forecast, a few hours ahead, that extrapolates the motion of clouds from the latest observations such as satellite images. Hinata Cloud runs a Himawari-based nowcast every 30 minutes to update the next 6 hours of generation forecasts, blended with numerical weather prediction.',
    ],
  ),
  entry(
    'p50-p90',
    'solar',
    weatherModel,
    [
      'P50・P90（気象ケース）',
      ['P50', 'P90'],
      '年間の日射量や発電量がその値を上回る確率（超過確率）により表した水準で、P50を上回る確率が50%、P90を上回る確率が90%です。Hinata Cloudは代表年の日射量をP50とし、シミュレーションの「気象ケース」でP90を選ぶと、全コマの日射量を1年単位のP90の水準に下げて計算します。',
    ],
    [
      'P50 and P90 (weather cases)',
      ['P50', 'P90'],
      "Levels named by the probability that annual irradiation or energy exceeds them (exceedance probability): 50% for P50, 90% for P90. In Hinata Cloud, the typical year's irradiation is P50, and choosing P90 as a simulation's \"Weather case\" scales every slot's irradiance down to the one-year P90.",
    ],
  ),
  entry(
    'capacity-factor',
    'solar',
    solarModel,
    [
      '設備利用率',
      ['設備利用率'],
      '期間の発電量（kWh）を、定格容量（kW）に期間の時間数を掛けた値で割った比率（%）です。Hinata Cloudはパワコン容量（AC）と出力制御後の送電量で正味の設備利用率を計算し、「設備利用率（12か月）」やシミュレーション結果に表示します。',
    ],
    [
      'Capacity factor',
      ['capacity factors', 'capacity factor'],
      'Energy in a period (kWh) divided by rated capacity (kW) times the hours in the period (%). Hinata Cloud uses the AC capacity and the energy exported after curtailment, giving the net capacity factor shown as "Capacity factor (12 months)" and in simulation results.',
    ],
  ),
  entry(
    'pv-degradation',
    'solar',
    solarModel,
    [
      '経年劣化',
      ['経年劣化'],
      '太陽光モジュールの出力が年とともに少しずつ下がることで、年あたりの低下率（%/年）で表します。Hinata Cloudは、アセット設定の「経年劣化率」（既定0.5%/年）を予測とシミュレーションに使います。',
    ],
    [
      'Degradation (PV)',
      ['module degradation', 'annual degradation'],
      'The gradual loss of module output over the years, given as a rate in %/year. Hinata Cloud applies the asset\'s "Degradation" rate (0.5%/year by default) in forecasts and simulations.',
    ],
  ),
  entry(
    'dc-ac-ratio',
    'solar',
    assetSettings,
    [
      '過積載（過積載率）',
      ['過積載率', '過積載', 'DC/AC比'],
      'パワコン容量（AC）より多くのパネル容量（DC）を載せることで、朝夕や曇天時の発電量が増える一方、パワコン容量を超える日中の発電量はクリッピングされます。Hinata Cloudは、パネル容量 ÷ パワコン容量を「過積載率（DC/AC）」として自動計算し、1.0未満または2.0超で警告します。',
    ],
    [
      'DC/AC ratio (overloading)',
      ['DC/AC ratio', 'overloading'],
      'Installing more panel capacity (DC) than inverter capacity (AC), which lifts output in the morning, the evening and cloudy hours while midday output above the AC capacity is clipped. Hinata Cloud derives DC capacity ÷ AC capacity as the "DC/AC ratio" and warns below 1.0 or above 2.0.',
    ],
  ),
  entry(
    'clipping',
    'solar',
    solarModel,
    [
      'クリッピング',
      ['クリッピング', 'ピークカット'],
      'パネルの直流の発電量がパワコン容量を超えたとき、超えた分が交流へ変換されず失われることです。Hinata Cloudの太陽光発電モデルはコマごとにクリッピングを計算し、DC連系の蓄電池はこの電力量も充電に使えます。',
    ],
    [
      'Clipping',
      ['clipping', 'clipped'],
      "The DC output lost when the panels produce more than the inverter can convert. Hinata Cloud's solar model computes it slot by slot, and a DC-coupled battery can charge from it.",
    ],
  ),
  entry(
    'pcs',
    'solar',
    solarModel,
    [
      'パワーコンディショナ（パワコン、PCS）',
      ['パワーコンディショナ', 'パワコン', 'PCS'],
      'パネルや蓄電池の直流を系統の交流に変換する機器で、その定格が発電所のAC出力の上限になります。Hinata Cloudでは、アセットのパワコンの定格の合計を「パワコン容量（AC）」（kW）として登録します。',
    ],
    [
      'Inverter (PCS)',
      ['inverters', 'inverter', 'PCS'],
      'The device that converts DC from panels or batteries into grid AC; its rating caps the plant\'s AC output. In Hinata Cloud, the total inverter rating of an asset is its "AC capacity" (kW).',
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
      '蓄電池に蓄えているエネルギーを、使用可能容量に対する割合（%）で表した値です。Hinata Cloudでは、「最適化設定」で最小・最大のSoC（既定5%・95%）と1日の終わりのSoCの目標（既定50%）を設定します。',
    ],
    [
      'State of charge (SoC)',
      ['state of charge', 'SoC'],
      'The stored energy as a share (%) of usable capacity. In Hinata Cloud, the "Optimization spec" sets the minimum and maximum SoC (5% and 95% by default) and the end-of-day target (50% by default).',
    ],
  ),
  entry(
    'soh',
    'battery',
    batteryModel,
    [
      '健全度（SOH）',
      ['健全度', 'SOH'],
      '蓄電池の使える容量が、新品のときの容量の何%残っているかを表す値で、充放電のサイクルと経過年数で下がります。Hinata Cloudのシミュレーションは、SOHを経過年数と累積サイクル数の一次式で近似し、使用可能容量に反映します。',
    ],
    [
      'State of health (SOH)',
      ['state of health', 'SOH'],
      "The usable capacity left as a share (%) of the capacity when new, which falls with cycles and age. Hinata Cloud's simulations approximate it as a linear function of age and cumulative cycles and apply it to the usable capacity.",
    ],
  ),
  entry(
    'round-trip-efficiency',
    'battery',
    batteryModel,
    [
      '往復効率',
      ['往復効率'],
      '蓄電池に充電した電力量に対して、放電で取り出せる電力量の割合（%）です。Hinata Cloudの既定値は85%で、充電と放電に均等に割り当てます（それぞれ約92.2%）。',
    ],
    [
      'Round-trip efficiency',
      ['round-trip efficiency'],
      "The energy a battery gives back on discharge as a share (%) of the energy put in to charge it. Hinata Cloud's default is 85%, split evenly between charging and discharging (about 92.2% each).",
    ],
  ),
  entry(
    'c-rate',
    'battery',
    assetSettings,
    [
      'Cレート',
      ['Cレート'],
      '蓄電池の出力（kW）÷容量（kWh）の値で、0.25Cは満充電から約4時間かけて放電しきる蓄電池です。Hinata Cloudは、「蓄電池出力（kW）」と「蓄電池容量（kWh）」からCレートと持続時間を自動計算します。',
    ],
    [
      'C-rate',
      ['C-rate'],
      'Battery power (kW) divided by its energy capacity (kWh); a 0.25C battery empties from full in about four hours. Hinata Cloud derives the C-rate and the duration from the "Battery power" and "Battery energy" you enter.',
    ],
  ),
  entry(
    'cycle',
    'battery',
    batteryModel,
    [
      'サイクル',
      ['サイクル'],
      '蓄電池の充放電の量を数える単位で、部分的な充放電も取り出した電力量で1回分に換算して数えます（等価フルサイクル）。Hinata Cloudは最小SoCから最大SoCまでの蓄電量を取り出すことを1サイクルとし、「最適化設定」の1日の最大サイクル数（既定1.0）と劣化の計算に使います。',
    ],
    [
      'Cycle',
      ['cycles', 'cycle'],
      'The unit for counting how much a battery is charged and discharged, with partial cycles converted by the energy taken out (equivalent full cycles). In Hinata Cloud, one cycle takes out the energy stored between the minimum and maximum SoC; it caps dispatch through the maximum cycles per day of the "Optimization spec" (1.0 by default) and drives degradation.',
    ],
  ),
  entry(
    'realization-factor',
    'battery',
    batteryModel,
    [
      '実現率',
      ['実現率'],
      '完全予見で計算した蓄電池の収入のうち、予測に基づく実際の運用で得られると見込む割合（%）です。Hinata Cloudでは、シナリオの「蓄電池の実現率」（既定85%）で設定し、シミュレーションの蓄電池による収入の増分に掛けます。',
    ],
    [
      'Realization factor',
      ['realization factors', 'realization factor'],
      'The share (%) of a battery\'s perfect-foresight revenue that real operation on forecasts is expected to earn. In Hinata Cloud, you set it as "Battery realization factor" in the scenario (85% by default), and simulations apply it to the revenue the battery adds.',
    ],
  ),
  entry(
    'fip-shift',
    'battery',
    batteryOptimization,
    [
      'FIPシフト',
      ['FIPシフト'],
      '送電1 kWhの価値を市場価格とFIPのプレミアムの合計で評価し、プレミアムが付かないコマから付くコマへ蓄電池で送電を移す運用方針です。Hinata CloudではFIPのハイブリッドで選べる運用方針「FIPシフト」で、系統から充電した電力量にはプレミアムを付けません。',
    ],
    [
      'FIP shift',
      ['FIP shift'],
      'A battery strategy that values each exported kWh at the market price plus the FIP premium and moves exports from slots without the premium to slots with it. In Hinata Cloud, "FIP shift" is the strategy for FIP hybrids, and energy charged from the grid earns no premium.',
    ],
  ),
  entry(
    'ac-coupled',
    'battery',
    batteryModel,
    [
      'AC連系',
      ['AC連系', 'AC結合'],
      '蓄電池が専用のパワコンを持ち、太陽光発電所と交流側で接続する構成です。Hinata Cloudでは、ハイブリッドのアセットの「連系方式」で選びます。',
    ],
    [
      'AC-coupled',
      ['AC-coupled'],
      'A battery with its own inverter, joined to the solar plant on the AC side. In Hinata Cloud, you choose it as the "Coupling" of a hybrid asset.',
    ],
  ),
  entry(
    'dc-coupled',
    'battery',
    batteryModel,
    [
      'DC連系',
      ['DC連系', 'DC結合'],
      '蓄電池が太陽光のパワコンを共有し、直流側に接続する構成で、パワコン容量を超えてクリッピングされる電力量も充電できます。Hinata Cloudでは、ハイブリッドのアセットの「連系方式」で選びます。',
    ],
    [
      'DC-coupled',
      ['DC-coupled'],
      'A battery joined on the DC side, sharing the solar plant\'s inverter, which can also charge from energy the inverter would clip. In Hinata Cloud, you choose it as the "Coupling" of a hybrid asset.',
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
