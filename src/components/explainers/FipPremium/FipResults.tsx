/* Results of the FIP explainer: the formulas with the numbers, the summary and the comparison table. */
import React, {type ReactNode} from 'react';
import {translate} from '../shared/translate';
import Metrics from '../shared/Metrics';
import type {NumberFormats} from '../shared/format';
import type {FipMonthInputs, FipMonthResult} from './fip';
import shared from '../shared/Explainer.module.css';
import styles from './FipPremium.module.css';

/** "1.40円/kWh" / "1.40 JPY/kWh" */
export const pricePerKwh = (formats: NumberFormats, value: number) =>
  translate(
    {id: 'explainer.fip.result.pricePerKwh', message: '{value}円/kWh'},
    {value: formats.price(value)},
  );

/** "1,778,332円" / "1,778,332 JPY" */
export const yenAmount = (formats: NumberFormats, amount: number) =>
  translate({id: 'explainer.fip.result.yen', message: '{amount}円'}, {amount: formats.yen(amount)});

export function FormulaLines({
  inputs,
  month,
  formats,
}: {
  inputs: FipMonthInputs;
  month: FipMonthResult;
  formats: NumberFormats;
}) {
  const p = formats.price;
  const premiumLine = translate(
    {
      id: 'explainer.fip.formula.premiumFloored',
      message: 'プレミアム ＝ max(0, {base} − {reference}) ＝ {result}円/kWh',
    },
    {
      base: p(inputs.basePriceJpyPerKwh),
      reference: p(month.referencePriceJpyPerKwh),
      result: p(month.premiumJpyPerKwh),
    },
  );
  return (
    <ul className={shared.formula}>
      <li>
        {translate(
          {
            id: 'explainer.fip.formula.wholesale',
            message: '卸市場参照価格 ＝ {previous} ＋（{month} − {sameMonth}） ＝ {result}円/kWh',
          },
          {
            previous: p(inputs.reference.previousFyAverageJpyPerKwh),
            month: p(inputs.reference.monthAverageJpyPerKwh),
            sameMonth: p(inputs.reference.sameMonthPreviousFyAverageJpyPerKwh),
            result: p(month.wholesaleReferenceJpyPerKwh),
          },
        )}
      </li>
      <li>
        {translate(
          {
            id: 'explainer.fip.formula.reference',
            message: '参照価格 ＝ {wholesale} ＋ {nonFossil} − {balancing} ＝ {result}円/kWh',
          },
          {
            wholesale: p(month.wholesaleReferenceJpyPerKwh),
            nonFossil: p(inputs.reference.nonFossilValueJpyPerKwh),
            balancing: p(inputs.reference.balancingCostJpyPerKwh),
            result: p(month.referencePriceJpyPerKwh),
          },
        )}
      </li>
      <li>{premiumLine}</li>
    </ul>
  );
}

export interface ComparisonProps {
  base: FipMonthResult;
  shifted: FipMonthResult;
  shiftedSharePct: number;
  spread: boolean;
  formats: NumberFormats;
}

export function ResultMetrics({
  base,
  shifted,
  shiftedSharePct,
  spread,
  formats,
}: ComparisonProps): ReactNode {
  const metrics: [string, ReactNode][] = [
    [
      translate({id: 'explainer.fip.result.premium', message: 'プレミアム単価'}),
      pricePerKwh(formats, base.premiumJpyPerKwh),
    ],
  ];
  if (spread) {
    metrics.push([
      translate({id: 'explainer.fip.result.appliedPremium', message: '上乗せ後のプレミアム単価'}),
      pricePerKwh(formats, base.appliedPremiumJpyPerKwh),
    ]);
  }
  metrics.push(
    [
      translate({id: 'explainer.fip.result.eligible', message: 'プレミアム対象の電力量'}),
      `${formats.whole(base.eligibleEnergyKwh)} kWh`,
    ],
    [
      translate({id: 'explainer.fip.result.total', message: '月間収入'}),
      <>
        {yenAmount(formats, base.totalRevenueJpy)}
        <span className={styles.split}>
          {translate(
            {
              id: 'explainer.fip.result.split',
              message: '市場収入{market}円 ＋ プレミアム収入{premium}円',
            },
            {
              market: formats.yen(base.marketRevenueJpy),
              premium: formats.yen(base.premiumRevenueJpy),
            },
          )}
        </span>
      </>,
    ],
  );
  return (
    <>
      <Metrics items={metrics} />
      <p className={styles.shiftSentence}>
        {translate(
          {
            id: 'explainer.fip.result.shiftSentence',
            message:
              '0.01円/kWhのコマの発電量の{pct}%を夕方に移すと、プレミアム対象の電力量は{eligible} kWh、月間収入は{total}円になり、移動なしとの差は{difference}円です。',
          },
          {
            pct: formats.whole(shiftedSharePct),
            eligible: formats.whole(shifted.eligibleEnergyKwh),
            total: formats.yen(shifted.totalRevenueJpy),
            // Differences of the rounded figures, so the numbers on screen add up.
            difference: formats.signedYen(
              Math.round(shifted.totalRevenueJpy) - Math.round(base.totalRevenueJpy),
            ),
          },
        )}
      </p>
    </>
  );
}

export function ComparisonTable({
  base,
  shifted,
  shiftedSharePct,
  formats,
}: ComparisonProps): ReactNode {
  const kwh = (value: number) => formats.whole(value);
  const rows: [string, number, number, (value: number) => string][] = [
    [
      translate({
        id: 'explainer.fip.table.floorSales',
        message: '0.01円/kWhのコマで販売した電力量（kWh）',
      }),
      base.floorSlotSalesKwh,
      shifted.floorSlotSalesKwh,
      kwh,
    ],
    [
      translate({id: 'explainer.fip.table.loss', message: '蓄電池の損失（kWh）'}),
      base.batteryLossKwh,
      shifted.batteryLossKwh,
      kwh,
    ],
    [
      translate({id: 'explainer.fip.table.eligible', message: 'プレミアム対象の電力量（kWh）'}),
      base.eligibleEnergyKwh,
      shifted.eligibleEnergyKwh,
      kwh,
    ],
    [
      translate({id: 'explainer.fip.table.market', message: '市場収入（円）'}),
      base.marketRevenueJpy,
      shifted.marketRevenueJpy,
      formats.yen,
    ],
    [
      translate({id: 'explainer.fip.table.premium', message: 'プレミアム収入（円）'}),
      base.premiumRevenueJpy,
      shifted.premiumRevenueJpy,
      formats.yen,
    ],
    [
      translate({id: 'explainer.fip.table.total', message: '月間収入（円）'}),
      base.totalRevenueJpy,
      shifted.totalRevenueJpy,
      formats.yen,
    ],
  ];
  // Every row shows whole kWh or yen; the difference is taken of the rounded figures so it adds up.
  const signed = (value: number, format: (v: number) => string) =>
    value > 0 ? `+${format(value)}` : value < 0 ? `−${format(-value)}` : format(0);
  return (
    <table className={`${shared.table} ${styles.comparison}`}>
      <caption>
        {translate({id: 'explainer.fip.table.caption', message: '出力を移す前と後の月間収入'})}
      </caption>
      <thead>
        <tr>
          <th scope="col">{translate({id: 'explainer.fip.table.item', message: '項目'})}</th>
          <th scope="col" className={shared.number}>
            {translate({id: 'explainer.fip.table.withoutShift', message: '移動なし'})}
          </th>
          <th scope="col" className={shared.number}>
            {translate(
              {id: 'explainer.fip.table.withShift', message: '{pct}%を移動'},
              {pct: formats.whole(shiftedSharePct)},
            )}
          </th>
          <th scope="col" className={shared.number}>
            {translate({id: 'explainer.fip.table.difference', message: '差'})}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, before, after, format]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className={shared.number}>{format(before)}</td>
            <td className={shared.number}>{format(after)}</td>
            <td className={shared.number}>
              {signed(Math.round(after) - Math.round(before), format)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
