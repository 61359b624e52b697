import React, {type ReactNode, useId, useMemo, useState} from 'react';
import {translate} from '../shared/translate';
import {useInteractive} from '../shared/useInteractive';
import Metrics from '../shared/Metrics';
import NumberField from '../shared/NumberField';
import {type NumberFormats, parseNumber, useNumberFormats} from '../shared/format';
import {PresetPicker, PriceEditor} from './PriceEditor';
import {DEFAULT_BATTERY, PRICE_PRESETS, type PricePresetId} from './presets';
import {PowerChart, PriceChart, SocChart} from './ScheduleCharts';
import ScheduleTable from './ScheduleTable';
import {
  type BatteryParameters,
  type InputIssue,
  type OptimalSchedule,
  solveSchedule,
} from './solver';
import shared from '../shared/Explainer.module.css';

type BatteryField = keyof BatteryParameters;
type FieldTexts = Record<BatteryField, string>;

const INITIAL_PRESET: PricePresetId = 'kyushu-spring';

function toFieldTexts(params: BatteryParameters): FieldTexts {
  return {
    powerKw: String(params.powerKw),
    usableEnergyKwh: String(params.usableEnergyKwh),
    roundTripEfficiencyPct: String(params.roundTripEfficiencyPct),
    minSocPct: String(params.minSocPct),
    maxSocPct: String(params.maxSocPct),
    startSocPct: String(params.startSocPct),
    endOfDaySocPct: String(params.endOfDaySocPct ?? ''),
    maxCyclesPerDay: String(params.maxCyclesPerDay ?? ''),
    exportLimitKw: String(params.exportLimitKw ?? ''),
    importLimitKw: String(params.importLimitKw ?? ''),
    degradationCostJpyPerKwh: String(params.degradationCostJpyPerKwh),
  };
}

/** Optional fields: an empty field means "no target" or "no limit". */
const parseOptional = (text: string): number | null =>
  text.trim() === '' ? null : parseNumber(text);

function toParameters(texts: FieldTexts): BatteryParameters {
  return {
    powerKw: parseNumber(texts.powerKw),
    usableEnergyKwh: parseNumber(texts.usableEnergyKwh),
    roundTripEfficiencyPct: parseNumber(texts.roundTripEfficiencyPct),
    minSocPct: parseNumber(texts.minSocPct),
    maxSocPct: parseNumber(texts.maxSocPct),
    startSocPct: parseNumber(texts.startSocPct),
    endOfDaySocPct: parseOptional(texts.endOfDaySocPct),
    maxCyclesPerDay: parseOptional(texts.maxCyclesPerDay),
    exportLimitKw: parseOptional(texts.exportLimitKw),
    importLimitKw: parseOptional(texts.importLimitKw),
    // An empty degradation cost means "no degradation cost": the field is optional.
    degradationCostJpyPerKwh:
      texts.degradationCostJpyPerKwh.trim() === ''
        ? 0
        : parseNumber(texts.degradationCostJpyPerKwh),
  };
}

const presetPriceTexts = (id: PricePresetId) => PRICE_PRESETS[id].map((price) => price.toFixed(2));

/** Which fields an input issue points at, so those inputs can be marked invalid. */
const FIELDS_OF_ISSUE: Partial<Record<InputIssue, BatteryField[]>> = {
  power: ['powerKw'],
  energy: ['usableEnergyKwh'],
  efficiency: ['roundTripEfficiencyPct'],
  'soc-window': ['minSocPct', 'maxSocPct'],
  'start-soc': ['startSocPct'],
  'end-soc': ['endOfDaySocPct'],
  cycles: ['maxCyclesPerDay'],
  'export-limit': ['exportLimitKw'],
  'import-limit': ['importLimitKw'],
  degradation: ['degradationCostJpyPerKwh'],
};

function issueMessage(issue: InputIssue): string {
  switch (issue) {
    case 'price-count':
    case 'price-value':
      return translate({
        id: 'explainer.battery.issue.price',
        message: '48コマすべての価格に0以上の値を入力してください。',
      });
    case 'power':
      return translate({
        id: 'explainer.battery.issue.power',
        message: '出力には0より大きい値を入力してください。',
      });
    case 'energy':
      return translate({
        id: 'explainer.battery.issue.energy',
        message: '使用可能容量には0より大きい値を入力してください。',
      });
    case 'efficiency':
      return translate({
        id: 'explainer.battery.issue.efficiency',
        message: '往復効率は50〜100%の範囲で入力してください。',
      });
    case 'soc-window':
      return translate({
        id: 'explainer.battery.issue.socWindow',
        message: 'SoCの下限と上限は0〜100%の範囲で、下限を上限より小さくしてください。',
      });
    case 'start-soc':
      return translate({
        id: 'explainer.battery.issue.startSoc',
        message: '開始時のSoCは、SoCの下限と上限の間の値にしてください。',
      });
    case 'end-soc':
      return translate({
        id: 'explainer.battery.issue.endSoc',
        message: '終了時のSoC目標は、SoCの下限と上限の間の値にするか、空欄にしてください。',
      });
    case 'cycles':
      return translate({
        id: 'explainer.battery.issue.cycles',
        message: '1日の最大サイクル数には0より大きい値を入力するか、空欄にしてください。',
      });
    case 'export-limit':
      return translate({
        id: 'explainer.battery.issue.exportLimit',
        message: '送電上限には0より大きい値を入力するか、空欄にしてください。',
      });
    case 'import-limit':
      return translate({
        id: 'explainer.battery.issue.importLimit',
        message: '受電上限には0より大きい値を入力するか、空欄にしてください。',
      });
    case 'degradation':
      return translate({
        id: 'explainer.battery.issue.degradation',
        message: '劣化コストには0以上の値を入力するか、空欄にしてください。',
      });
  }
}

interface BatteryFieldsProps {
  texts: FieldTexts;
  invalidFields: ReadonlySet<BatteryField>;
  formats: NumberFormats;
  onChange: (field: BatteryField, text: string) => void;
}

function BatteryFields({texts, invalidFields, formats, onChange}: BatteryFieldsProps): ReactNode {
  const field = (
    name: BatteryField,
    label: string,
    limits: {min?: number; max?: number},
    hint?: string,
  ) => (
    <NumberField
      label={label}
      value={texts[name]}
      onChange={(text) => onChange(name, text)}
      min={limits.min}
      max={limits.max}
      hint={hint}
      invalid={invalidFields.has(name)}
    />
  );
  const roundTrip = parseNumber(texts.roundTripEfficiencyPct);
  const oneWayHint =
    Number.isFinite(roundTrip) && roundTrip > 0
      ? translate(
          {
            id: 'explainer.battery.field.efficiency.hint',
            message: '充電と放電の効率は、それぞれ√η = {pct}%です。',
          },
          {pct: formats.percent(Math.sqrt(roundTrip / 100) * 100)},
        )
      : undefined;
  return (
    <fieldset className={shared.fieldset}>
      <legend>{translate({id: 'explainer.battery.field.legend', message: '蓄電池の条件'})}</legend>
      <div className={shared.fieldGrid}>
        {field('powerKw', translate({id: 'explainer.battery.field.power', message: '出力（kW）'}), {
          min: 0,
        })}
        {field(
          'usableEnergyKwh',
          translate({id: 'explainer.battery.field.energy', message: '使用可能容量（kWh）'}),
          {min: 0},
        )}
        {field(
          'roundTripEfficiencyPct',
          translate({id: 'explainer.battery.field.efficiency', message: '往復効率（%）'}),
          {min: 50, max: 100},
          oneWayHint,
        )}
        {field(
          'minSocPct',
          translate({id: 'explainer.battery.field.minSoc', message: 'SoCの下限（%）'}),
          {
            min: 0,
            max: 100,
          },
        )}
        {field(
          'maxSocPct',
          translate({id: 'explainer.battery.field.maxSoc', message: 'SoCの上限（%）'}),
          {
            min: 0,
            max: 100,
          },
        )}
        {field(
          'startSocPct',
          translate({id: 'explainer.battery.field.startSoc', message: '開始時のSoC（%）'}),
          {
            min: 0,
            max: 100,
          },
        )}
        {field(
          'endOfDaySocPct',
          translate({id: 'explainer.battery.field.endSoc', message: '終了時のSoC目標（%）'}),
          {min: 0, max: 100},
          translate({
            id: 'explainer.battery.field.endSoc.hint',
            message: '24:00のSoCをこの値以上にします。空欄なら目標なしです。',
          }),
        )}
        {field(
          'maxCyclesPerDay',
          translate({id: 'explainer.battery.field.cycles', message: '1日の最大サイクル数'}),
          {min: 0},
          translate({
            id: 'explainer.battery.field.cycles.hint',
            message:
              '1サイクルは、SoCの下限から上限までの蓄電量を取り出すことです。空欄なら上限なしです。',
          }),
        )}
        {field(
          'exportLimitKw',
          translate({id: 'explainer.battery.field.exportLimit', message: '送電上限（kW）'}),
          {min: 0},
          translate({
            id: 'explainer.battery.field.gridLimit.hint',
            message: '系統連系点の上限です。空欄なら出力だけで決まります。',
          }),
        )}
        {field(
          'importLimitKw',
          translate({id: 'explainer.battery.field.importLimit', message: '受電上限（kW）'}),
          {min: 0},
          translate({
            id: 'explainer.battery.field.gridLimit.hint',
            message: '系統連系点の上限です。空欄なら出力だけで決まります。',
          }),
        )}
        {field(
          'degradationCostJpyPerKwh',
          translate({
            id: 'explainer.battery.field.degradation',
            message: '劣化コスト（円/kWh、任意）',
          }),
          {min: 0},
          translate({
            id: 'explainer.battery.field.degradation.hint',
            message: '放電した電力量1 kWhあたりの費用です。0または空欄なら考慮しません。',
          }),
        )}
      </div>
    </fieldset>
  );
}

function yen(formats: NumberFormats, amount: number): string {
  return translate(
    {id: 'explainer.battery.result.yen', message: '{amount}円'},
    {amount: formats.yen(amount)},
  );
}

function ScheduleMetrics({
  schedule,
  formats,
}: {
  schedule: OptimalSchedule;
  formats: NumberFormats;
}): ReactNode {
  const metrics: [string, string][] = [
    [
      translate({id: 'explainer.battery.result.revenue', message: '1日の収益'}),
      yen(formats, schedule.revenueJpy),
    ],
    [
      translate({id: 'explainer.battery.result.degradation', message: '劣化コスト'}),
      yen(formats, schedule.degradationCostJpy),
    ],
    [
      translate({id: 'explainer.battery.result.profit', message: '劣化コスト控除後の利益'}),
      yen(formats, schedule.profitJpy),
    ],
    [
      translate({id: 'explainer.battery.result.charged', message: '充電量（系統から）'}),
      `${formats.whole(schedule.chargedKwh)} kWh`,
    ],
    [
      translate({id: 'explainer.battery.result.discharged', message: '放電量（系統へ）'}),
      `${formats.whole(schedule.dischargedKwh)} kWh`,
    ],
    [
      translate({id: 'explainer.battery.result.cycles', message: '等価サイクル数'}),
      formats.cycles(schedule.equivalentCycles),
    ],
  ];
  return <Metrics items={metrics} />;
}

function ResultBody({
  result,
  formats,
}: {
  result: ReturnType<typeof solveSchedule>;
  formats: NumberFormats;
}): ReactNode {
  if (result.status === 'invalid') {
    const messages = [...new Set(result.issues.map(issueMessage))];
    return (
      <ul className={shared.message}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    );
  }
  if (result.status === 'infeasible') {
    return (
      <p className={shared.message}>
        {translate({
          id: 'explainer.battery.result.infeasible',
          message:
            'この出力では、開始時のSoCから終了時のSoC目標まで1日で届きません。出力を上げるか、目標を見直してください。',
        })}
      </p>
    );
  }
  const idle = result.chargedKwh === 0 && result.dischargedKwh === 0;
  return (
    <>
      <ScheduleMetrics schedule={result} formats={formats} />
      {idle && (
        <p className={shared.message}>
          {translate({
            id: 'explainer.battery.result.idle',
            message:
              'この価格では、効率損失と劣化コストを上回る値差がありません。充放電しないことが最適です。',
          })}
        </p>
      )}
    </>
  );
}

/**
 * Interactive explainer for the battery-optimisation page: edit a JEPX-like price curve
 * and the battery settings, and see the exact profit-maximising schedule (see solver.ts).
 */
export default function BatteryOptimizationExplainer(): ReactNode {
  const interactive = useInteractive();
  const formats = useNumberFormats();
  const titleId = useId();
  const resultsTitleId = useId();
  const [fieldTexts, setFieldTexts] = useState<FieldTexts>(() => toFieldTexts(DEFAULT_BATTERY));
  const [priceTexts, setPriceTexts] = useState<string[]>(() => presetPriceTexts(INITIAL_PRESET));
  const [activePreset, setActivePreset] = useState<PricePresetId | null>(INITIAL_PRESET);

  const prices = useMemo(() => priceTexts.map(parseNumber), [priceTexts]);
  const params = useMemo(() => toParameters(fieldTexts), [fieldTexts]);
  const result = useMemo(() => solveSchedule(params, prices), [params, prices]);
  const invalidFields = new Set<BatteryField>(
    result.status === 'invalid'
      ? result.issues.flatMap((issue) => FIELDS_OF_ISSUE[issue] ?? [])
      : [],
  );
  const pricesValid = prices.every((price) => Number.isFinite(price) && price >= 0);

  const selectPreset = (id: PricePresetId) => {
    setPriceTexts(presetPriceTexts(id));
    setActivePreset(id);
  };
  const editPrice = (slotIndex: number, text: string) => {
    setPriceTexts((texts) => texts.map((old, i) => (i === slotIndex ? text : old)));
    setActivePreset(null);
  };
  const editField = (field: BatteryField, text: string) =>
    setFieldTexts((texts) => ({...texts, [field]: text}));

  return (
    <section className={shared.explainer} aria-labelledby={titleId} data-interactive={interactive}>
      <p id={titleId} className={shared.title}>
        {translate({id: 'explainer.battery.title', message: '充放電スケジュールの最適化を試す'})}
      </p>
      <p className={shared.intro}>
        {translate({
          id: 'explainer.battery.intro',
          message:
            '価格カーブや蓄電池の条件を変えると、1日の収益が最大になる充放電スケジュールをこのページ上で計算し直します。初期値は豊後大野蓄電所（ast-004）の最適化設定です。',
        })}
      </p>

      <PresetPicker activePreset={activePreset} onSelect={selectPreset} />
      <PriceEditor priceTexts={priceTexts} onChange={editPrice} />
      <BatteryFields
        texts={fieldTexts}
        invalidFields={invalidFields}
        formats={formats}
        onChange={editField}
      />

      <div
        className={shared.results}
        role="status"
        aria-live="polite"
        aria-labelledby={resultsTitleId}>
        <p id={resultsTitleId} className={shared.resultsTitle}>
          {translate({id: 'explainer.battery.result.title', message: '計算結果'})}
        </p>
        <ResultBody result={result} formats={formats} />
      </div>

      <div
        className={shared.chartScroller}
        role="group"
        aria-label={translate({
          id: 'explainer.battery.chart.group',
          message: '価格と充放電スケジュールのグラフ',
        })}
        // Focusable so keyboard users can scroll the charts sideways on narrow screens.
        tabIndex={0}>
        {pricesValid && <PriceChart prices={prices} formats={formats} />}
        {result.status === 'optimal' && (
          <>
            <PowerChart schedule={result} params={params} formats={formats} />
            <SocChart schedule={result} params={params} formats={formats} />
          </>
        )}
      </div>
      {result.status === 'optimal' && <ScheduleTable schedule={result} formats={formats} />}

      <p className={shared.method}>
        {translate({
          id: 'explainer.battery.method',
          message:
            '計算方法：SoCを連続値のまま扱う動的計画法で、線形計画の最適解を厳密に求めています（SoCを格子に区切る近似はしていません）。1日のサイクル数の上限は、取り出す蓄電量1 kWhあたりの価格（ラグランジュ乗数）に置き換え、その値を厳密に探索して満たします。価格は0以上なので、同じコマで充電と放電を同時に行っても得にならず、そのような計画にはなりません。',
        })}
      </p>
    </section>
  );
}
