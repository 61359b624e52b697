import React, {type ReactNode, useId} from 'react';
import {translate} from '../shared/translate';
import {niceScale} from '../shared/chartMath';
import type {NumberFormats} from '../shared/format';
import SlotChart, {CHART_WIDTH, ChartLegend} from '../shared/SlotChart';
import {EVENING_SLOTS, type FipMonthResult} from './fip';
import shared from '../shared/Explainer.module.css';
import styles from './FipPremium.module.css';

interface ProfileChartProps {
  /** kWh per slot on one day, before any shifting. */
  profileKwh: readonly number[];
  floorSlots: readonly number[];
  shiftedSharePct: number;
  roundTripEfficiencyPct: number;
  formats: NumberFormats;
}

/** The slot shapes of one curtailment day: sold normally, sold at the floor, moved, delivered later. */
export function ProfileChart({
  profileKwh,
  floorSlots,
  shiftedSharePct,
  roundTripEfficiencyPct,
  formats,
}: ProfileChartProps): ReactNode {
  const hatchId = `hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const floor = new Set(floorSlots);
  const share = shiftedSharePct / 100;
  const movedPerDay = floorSlots.reduce(
    (sum, slot) => sum + (profileKwh[slot - 1] ?? 0) * share,
    0,
  );
  const deliveredPerEveningSlot =
    (movedPerDay * roundTripEfficiencyPct) / 100 / EVENING_SLOTS.length;
  const deliveredIn = (slot: number) =>
    EVENING_SLOTS.includes(slot) ? deliveredPerEveningSlot : 0;
  const soldIn = (slot: number) => profileKwh[slot - 1] * (floor.has(slot) ? 1 - share : 1);
  const top = Math.max(...profileKwh.map((kwh, i) => kwh + deliveredIn(i + 1)), 1);
  const firstFloor = Math.min(...floorSlots);
  const lastFloor = Math.max(...floorSlots);

  return (
    <>
      <SlotChart
        label={translate({
          id: 'explainer.fip.chart.profile.label',
          message:
            '出力制御日1日分の発電プロファイル（kWh/コマ）のグラフ。0.01円/kWhのコマ、夕方に移した電力量を区別して示します。',
        })}
        yAxisLabel={translate({
          id: 'explainer.fip.chart.profile.axis',
          message: '発電量（kWh/コマ）',
        })}
        xAxisLabel={translate({id: 'explainer.fip.chart.timeAxis', message: '時刻（JST）'})}
        yScale={niceScale(0, top * 1.12)}
        formatY={formats.whole}
        height={240}>
        {(scale) => (
          <g>
            <defs>
              <pattern
                id={hatchId}
                width="6"
                height="6"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)">
                <line className={styles.hatchLine} x1="0" y1="0" x2="0" y2="6" />
              </pattern>
            </defs>
            {floorSlots.length > 0 && (
              <>
                <rect
                  className={shared.band}
                  x={scale.x(firstFloor - 1)}
                  width={scale.x(lastFloor) - scale.x(firstFloor - 1)}
                  y={scale.plotTop}
                  height={scale.plotBottom - scale.plotTop}
                />
                <text
                  className={shared.bandLabel}
                  x={(scale.x(firstFloor - 1) + scale.x(lastFloor)) / 2}
                  y={scale.plotTop + 14}
                  textAnchor="middle">
                  {translate({id: 'explainer.fip.chart.floorUnit', message: '0.01円/kWh'})}
                </text>
              </>
            )}
            {profileKwh.map((kwh, index) => {
              const slot = index + 1;
              if (kwh <= 0 && deliveredIn(slot) <= 0) return null;
              const x = scale.x(index) + 1;
              const width = scale.slotWidth - 2;
              const sold = soldIn(slot);
              const delivered = deliveredIn(slot);
              return (
                <g key={slot}>
                  <rect
                    className={floor.has(slot) ? shared.sunFill : shared.primaryFill}
                    x={x}
                    width={width}
                    y={scale.y(sold)}
                    height={scale.y(0) - scale.y(sold)}
                  />
                  {floor.has(slot) && share > 0 && (
                    <rect
                      className={styles.movedOutline}
                      x={x}
                      width={width}
                      y={scale.y(kwh)}
                      height={scale.y(sold) - scale.y(kwh)}
                    />
                  )}
                  {delivered > 0 && (
                    <rect
                      className={styles.deliveredBar}
                      fill={`url(#${hatchId})`}
                      x={x}
                      width={width}
                      y={scale.y(sold + delivered)}
                      height={scale.y(sold) - scale.y(sold + delivered)}
                    />
                  )}
                </g>
              );
            })}
          </g>
        )}
      </SlotChart>
      <ChartLegend
        items={[
          {
            key: 'sold',
            label: translate({
              id: 'explainer.fip.legend.sold',
              message: 'プレミアム対象のコマで販売',
            }),
            swatchClassName: shared.swatchPrimary,
          },
          {
            key: 'floor',
            label: translate({
              id: 'explainer.fip.legend.floor',
              message: '0.01円/kWhのコマで販売（プレミアムなし）',
            }),
            swatchClassName: shared.swatchSun,
          },
          {
            key: 'moved',
            label: translate({id: 'explainer.fip.legend.moved', message: '蓄電池に移した電力量'}),
            swatchClassName: styles.swatchMoved,
          },
          {
            key: 'delivered',
            label: translate({
              id: 'explainer.fip.legend.delivered',
              message: '夕方に放電した電力量',
            }),
            swatchClassName: styles.swatchDelivered,
          },
          {
            key: 'band',
            label: translate({id: 'explainer.fip.legend.band', message: '0.01円/kWhのコマ'}),
            swatchClassName: shared.swatchBand,
          },
        ]}
      />
    </>
  );
}

interface RevenueChartProps {
  rows: readonly {label: string; month: FipMonthResult}[];
  formats: NumberFormats;
}

const ROW_HEIGHT = 34;
const LABEL_WIDTH = 190;
const VALUE_WIDTH = 150;

/** Horizontal stacked bars: market revenue plus premium revenue, one bar per case. */
export function RevenueChart({rows, formats}: RevenueChartProps): ReactNode {
  const height = rows.length * (ROW_HEIGHT + 16) + 8;
  const largest = Math.max(...rows.map((row) => row.month.totalRevenueJpy), 1);
  const barSpace = CHART_WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const widthOf = (jpy: number) => (Math.max(0, jpy) / largest) * barSpace;
  const yen = (amount: number) =>
    translate(
      {id: 'explainer.fip.result.yen', message: '{amount}円'},
      {amount: formats.yen(amount)},
    );
  return (
    <>
      <svg
        className={shared.chart}
        viewBox={`0 0 ${CHART_WIDTH} ${height}`}
        role="img"
        aria-label={translate({
          id: 'explainer.fip.chart.revenue.label',
          message:
            '月間収入の内訳（市場収入とプレミアム収入）の横棒グラフ。数値は下の表にあります。',
        })}>
        {rows.map((row, index) => {
          const y = 8 + index * (ROW_HEIGHT + 16);
          const marketWidth = widthOf(row.month.marketRevenueJpy);
          const premiumWidth = widthOf(row.month.premiumRevenueJpy);
          return (
            <g key={row.label}>
              <text
                className={shared.tickLabel}
                x={LABEL_WIDTH - 10}
                y={y + ROW_HEIGHT / 2}
                textAnchor="end"
                dominantBaseline="middle">
                {row.label}
              </text>
              <rect
                className={shared.primaryFill}
                x={LABEL_WIDTH}
                y={y}
                width={marketWidth}
                height={ROW_HEIGHT}
              />
              <rect
                className={shared.sunFill}
                x={LABEL_WIDTH + marketWidth}
                y={y}
                width={premiumWidth}
                height={ROW_HEIGHT}
              />
              <text
                className={shared.tickLabel}
                x={LABEL_WIDTH + marketWidth + premiumWidth + 8}
                y={y + ROW_HEIGHT / 2}
                dominantBaseline="middle">
                {yen(row.month.totalRevenueJpy)}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartLegend
        items={[
          {
            key: 'market',
            label: translate({id: 'explainer.fip.legend.market', message: '市場収入'}),
            swatchClassName: shared.swatchPrimary,
          },
          {
            key: 'premium',
            label: translate({id: 'explainer.fip.legend.premium', message: 'プレミアム収入'}),
            swatchClassName: shared.swatchSun,
          },
        ]}
      />
    </>
  );
}
