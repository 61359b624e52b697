import React, {type ReactNode, useId, useMemo, useState} from 'react';
import {translate} from '../shared/translate';
import {useInteractive} from '../shared/useInteractive';
import {parseNumber, useNumberFormats} from '../shared/format';
import {boundaryTime} from '../shared/chartMath';
import {ProfileChart, RevenueChart} from './FipCharts';
import {
  type Choices,
  MonthFieldset,
  PremiumFieldset,
  ShiftFieldset,
  type TextField,
  fieldRenderer,
} from './FipFields';
import {ComparisonTable, FormulaLines, ResultMetrics} from './FipResults';
import {
  type FipIssue,
  type FipMonthInputs,
  SLOTS_PER_DAY,
  consecutiveSlots,
  dailyProfileKwh,
  monthRevenue,
  typicalSolarShape,
  validateFipInputs,
} from './fip';
import shared from '../shared/Explainer.module.css';

/** The same clear-day shape for every render (pure, so it is safe on the server). */
const SOLAR_SHAPE = typicalSolarShape();

/**
 * Illustrative month for ast-001 (1,990 kW AC, FIP base price 9.50 JPY/kWh) in a Kyushu
 * spring month of FY2026 (balancing cost 0.90 + 1.00 JPY/kWh, as on the FIP page), 12 curtailment
 * days with the floor from 09:00 to 15:30.
 */
const DEFAULT_TEXTS: Record<TextField, string> = {
  basePrice: '9.50',
  previousFyAverage: '10.20',
  monthAverage: '7.20',
  sameMonthPreviousFy: '8.70',
  nonFossil: '0.40',
  balancingCost: '1.90',
  monthlyEnergy: '245000',
  daysInMonth: '30',
  floorDays: '12',
  floorSlotCount: '13',
  otherPrice: '8.40',
  eveningPrice: '17.90',
  shiftPct: '30',
  shiftEfficiency: '85',
};
const DEFAULT_FIRST_FLOOR_SLOT = 19;

function floorSlotsOf(choices: Choices): number[] {
  const count = parseNumber(choices.texts.floorSlotCount);
  // An impossible count becomes an impossible slot, which validation then reports.
  if (!Number.isInteger(count) || count < 0 || count > SLOTS_PER_DAY) return [Number.NaN];
  return consecutiveSlots(choices.firstFloorSlot, count);
}

function toInputs(choices: Choices, shiftedSharePct: number): FipMonthInputs {
  const value = (field: TextField) => parseNumber(choices.texts[field]);
  return {
    basePriceJpyPerKwh: value('basePrice'),
    reference: {
      previousFyAverageJpyPerKwh: value('previousFyAverage'),
      monthAverageJpyPerKwh: value('monthAverage'),
      sameMonthPreviousFyAverageJpyPerKwh: value('sameMonthPreviousFy'),
      nonFossilValueJpyPerKwh: value('nonFossil'),
      balancingCostJpyPerKwh: value('balancingCost'),
    },
    spreadFloorSlotPremium: choices.spreadFloorSlotPremium,
    monthlyEnergyKwh: value('monthlyEnergy'),
    daysInMonth: value('daysInMonth'),
    floorPriceDays: value('floorDays'),
    floorSlots: floorSlotsOf(choices),
    dailyShape: SOLAR_SHAPE,
    otherSlotPriceJpyPerKwh: value('otherPrice'),
    eveningPriceJpyPerKwh: value('eveningPrice'),
    shiftedSharePct,
    shiftRoundTripEfficiencyPct: value('shiftEfficiency'),
  };
}

const FIELDS_OF_ISSUE: Record<FipIssue, TextField[]> = {
  'price-value': [],
  energy: ['monthlyEnergy'],
  days: ['daysInMonth'],
  'floor-days': ['floorDays'],
  'floor-slots': ['floorSlotCount'],
  shift: ['shiftPct'],
  efficiency: ['shiftEfficiency'],
};

const PRICE_FIELDS: TextField[] = [
  'basePrice',
  'previousFyAverage',
  'monthAverage',
  'sameMonthPreviousFy',
  'nonFossil',
  'balancingCost',
  'otherPrice',
  'eveningPrice',
];

function invalidFieldsOf(choices: Choices, issues: readonly FipIssue[]): Set<TextField> {
  const fields = new Set(issues.flatMap((issue) => FIELDS_OF_ISSUE[issue]));
  for (const field of PRICE_FIELDS) {
    const value = parseNumber(choices.texts[field]);
    if (!Number.isFinite(value) || value < 0) fields.add(field);
  }
  return fields;
}

function issueMessage(issue: FipIssue): string {
  switch (issue) {
    case 'price-value':
      return translate({
        id: 'explainer.fip.issue.price',
        message: '価格の欄には0以上の値を入力してください。',
      });
    case 'energy':
      return translate({
        id: 'explainer.fip.issue.energy',
        message: '月間発電量には0以上の値を入力してください。',
      });
    case 'days':
      return translate({
        id: 'explainer.fip.issue.days',
        message: '月の日数は28〜31の整数で入力してください。',
      });
    case 'floor-days':
      return translate({
        id: 'explainer.fip.issue.floorDays',
        message: '0.01円/kWhのコマがある日数は、0から月の日数までの整数で入力してください。',
      });
    case 'floor-slots':
      return translate({
        id: 'explainer.fip.issue.floorSlots',
        message: '0.01円/kWhのコマ数は0〜48の整数で入力してください。',
      });
    case 'shift':
      return translate({
        id: 'explainer.fip.issue.shift',
        message: '夕方に移す割合は0〜100%の範囲で入力してください。',
      });
    case 'efficiency':
      return translate({
        id: 'explainer.fip.issue.efficiency',
        message: '蓄電池の往復効率は50〜100%の範囲で入力してください。',
      });
  }
}

/**
 * Interactive explainer for the FIP revenue page: the premium from the base price and the
 * reference price's parts, the 0.01 JPY/kWh rule, and what moving output with a battery earns.
 */
export default function FipPremiumExplainer(): ReactNode {
  const interactive = useInteractive();
  const formats = useNumberFormats();
  const titleId = useId();
  const resultsTitleId = useId();
  const [choices, setChoices] = useState<Choices>({
    texts: DEFAULT_TEXTS,
    firstFloorSlot: DEFAULT_FIRST_FLOOR_SLOT,
    spreadFloorSlotPremium: true,
  });
  const editText = (name: TextField, text: string) =>
    setChoices((old) => ({...old, texts: {...old.texts, [name]: text}}));
  const update = (patch: Partial<Choices>) => setChoices((old) => ({...old, ...patch}));

  const shiftedSharePct = parseNumber(choices.texts.shiftPct);
  const {inputs, issues, base, shifted} = useMemo(() => {
    const shiftedInputs = toInputs(choices, shiftedSharePct);
    const found = validateFipInputs(shiftedInputs);
    if (found.length > 0) return {inputs: shiftedInputs, issues: found, base: null, shifted: null};
    return {
      inputs: shiftedInputs,
      issues: found,
      base: monthRevenue({...shiftedInputs, shiftedSharePct: 0}),
      shifted: monthRevenue(shiftedInputs),
    };
  }, [choices, shiftedSharePct]);
  const invalid = invalidFieldsOf(choices, issues);
  const field = fieldRenderer(choices.texts, invalid, editText);

  const floorSlots = inputs.floorSlots;
  const floorRangeHint =
    issues.includes('floor-slots') || floorSlots.length === 0
      ? undefined
      : translate(
          {id: 'explainer.fip.field.floorSlots.hint', message: '{from}〜{to}の{count}コマです。'},
          {
            from: boundaryTime(floorSlots[0] - 1),
            to: boundaryTime(floorSlots[floorSlots.length - 1]),
            count: floorSlots.length,
          },
        );
  const movedPerDayHint =
    shifted && inputs.floorPriceDays > 0
      ? translate(
          {
            id: 'explainer.fip.field.shift.hint',
            message: '出力制御日1日あたり{kwh} kWhを蓄電池に充電し、18:00〜20:00に放電します。',
          },
          {kwh: formats.whole(shifted.shiftedKwh / inputs.floorPriceDays)},
        )
      : translate({
          id: 'explainer.fip.field.shift.hintNoFloor',
          message: '0.01円/kWhのコマの発電量を蓄電池に充電し、18:00〜20:00に放電します。',
        });

  return (
    <section className={shared.explainer} aria-labelledby={titleId} data-interactive={interactive}>
      <p id={titleId} className={shared.title}>
        {translate({id: 'explainer.fip.title', message: 'FIPの月間収入を試算する'})}
      </p>
      <p className={shared.intro}>
        {translate({
          id: 'explainer.fip.intro',
          message:
            '基準価格、参照価格の内訳、月間発電量、0.01円/kWhのコマを変えると、プレミアムと月間収入を計算し直します。初期値は、さつま日向台太陽光発電所（ast-001、パワコン容量1,990 kW、基準価格9.50円/kWh）の春の1か月を想定した例示の値です。',
        })}
      </p>

      <PremiumFieldset field={field} choices={choices} update={update} />

      <MonthFieldset
        field={field}
        choices={choices}
        update={update}
        floorRangeHint={floorRangeHint}
      />

      <ShiftFieldset
        field={field}
        choices={choices}
        update={update}
        movedPerDayHint={movedPerDayHint}
      />

      {base && <FormulaLines inputs={inputs} month={base} formats={formats} />}

      <div
        className={shared.results}
        role="status"
        aria-live="polite"
        aria-labelledby={resultsTitleId}>
        <p id={resultsTitleId} className={shared.resultsTitle}>
          {translate({id: 'explainer.fip.result.title', message: '計算結果'})}
        </p>
        {base && shifted ? (
          <ResultMetrics
            base={base}
            shifted={shifted}
            shiftedSharePct={shiftedSharePct}
            spread={choices.spreadFloorSlotPremium}
            formats={formats}
          />
        ) : (
          <ul className={shared.message}>
            {[...new Set(issues.map(issueMessage))].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>

      {base && shifted && (
        <>
          <div
            className={shared.chartScroller}
            role="group"
            aria-label={translate({
              id: 'explainer.fip.chart.group',
              message: '発電プロファイルと月間収入のグラフ',
            })}
            // Focusable so keyboard users can scroll the charts sideways on narrow screens.
            tabIndex={0}>
            <ProfileChart
              profileKwh={dailyProfileKwh(
                inputs.monthlyEnergyKwh / inputs.daysInMonth,
                SOLAR_SHAPE,
              )}
              floorSlots={floorSlots}
              shiftedSharePct={shiftedSharePct}
              roundTripEfficiencyPct={inputs.shiftRoundTripEfficiencyPct}
              formats={formats}
            />
            <RevenueChart
              rows={[
                {
                  label: translate({id: 'explainer.fip.table.withoutShift', message: '移動なし'}),
                  month: base,
                },
                {
                  label: translate(
                    {id: 'explainer.fip.table.withShift', message: '{pct}%を移動'},
                    {pct: formats.whole(shiftedSharePct)},
                  ),
                  month: shifted,
                },
              ]}
              formats={formats}
            />
          </div>
          <ComparisonTable
            base={base}
            shifted={shifted}
            shiftedSharePct={shiftedSharePct}
            spread={choices.spreadFloorSlotPremium}
            formats={formats}
          />
        </>
      )}

      <p className={shared.method}>
        {translate({
          id: 'explainer.fip.method',
          message:
            '計算方法：プレミアム ＝ 基準価格 − 参照価格（負なら0）、参照価格 ＝ 卸市場参照価格 ＋ 非化石価値 − バランシングコストです。参照価格が基準価格を上回る月はプレミアムが0で、差額を返すことはありません。0.01円/kWhのコマで販売した電力量にはプレミアムが交付されません。上乗せの方法はHinata Cloudの前提で、上乗せ率は出力を移しても変えません。数値はすべて例示です。',
        })}
      </p>
    </section>
  );
}
