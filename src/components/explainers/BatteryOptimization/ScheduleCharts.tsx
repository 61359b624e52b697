import React, {type ReactNode} from 'react';
import {translate} from '../shared/translate';
import {niceScale} from '../shared/chartMath';
import type {NumberFormats} from '../shared/format';
import SlotChart, {ChartLegend, stepPath} from '../shared/SlotChart';
import type {BatteryParameters, OptimalSchedule} from './solver';
import shared from '../shared/Explainer.module.css';

function timeAxisLabel(): string {
  return translate({id: 'explainer.battery.chart.timeAxis', message: '時刻（JST）'});
}

export function PriceChart({
  prices,
  formats,
}: {
  prices: readonly number[];
  formats: NumberFormats;
}): ReactNode {
  const yScale = niceScale(0, Math.max(...prices));
  // Very cheap custom curves get ticks such as 0.25, which whole numbers would hide.
  const formatY = yScale.ticks.every(Number.isInteger) ? formats.whole : formats.price;
  return (
    <SlotChart
      label={translate({
        id: 'explainer.battery.chart.price.label',
        message: '各コマの価格（円/kWh）のグラフ。数値は充放電スケジュールの表にあります。',
      })}
      yAxisLabel={translate({id: 'explainer.battery.chart.price.axis', message: '価格（円/kWh）'})}
      xAxisLabel={timeAxisLabel()}
      yScale={yScale}
      formatY={formatY}
      height={200}>
      {(scale) => <path className={shared.lineSeries} d={stepPath(prices, scale)} />}
    </SlotChart>
  );
}

interface ScheduleChartProps {
  schedule: OptimalSchedule;
  params: BatteryParameters;
  formats: NumberFormats;
}

/** Bars per slot: discharge above zero, charge below it, so the sign is visible without colour. */
export function PowerChart({schedule, params, formats}: ScheduleChartProps): ReactNode {
  return (
    <>
      <SlotChart
        label={translate({
          id: 'explainer.battery.chart.power.label',
          message: '各コマの充放電出力（kW）のグラフ。放電をプラス、充電をマイナスで示します。',
        })}
        yAxisLabel={translate({id: 'explainer.battery.chart.power.axis', message: '出力（kW）'})}
        xAxisLabel={timeAxisLabel()}
        yScale={niceScale(-params.powerKw, params.powerKw)}
        formatY={formats.whole}>
        {(scale) => (
          <g>
            {schedule.slots.map((slot) => {
              if (slot.netPowerKw === 0) return null;
              const top = scale.y(Math.max(0, slot.netPowerKw));
              const bottom = scale.y(Math.min(0, slot.netPowerKw));
              return (
                <rect
                  key={slot.slot}
                  className={slot.netPowerKw > 0 ? shared.primaryFill : shared.sunFill}
                  x={scale.x(slot.slot - 1) + 1}
                  width={scale.slotWidth - 2}
                  y={top}
                  height={Math.max(1, bottom - top)}
                />
              );
            })}
            <line
              className={shared.axisLine}
              x1={scale.x(0)}
              x2={scale.x(48)}
              y1={scale.y(0)}
              y2={scale.y(0)}
            />
          </g>
        )}
      </SlotChart>
      <ChartLegend
        items={[
          {
            key: 'discharge',
            label: translate({id: 'explainer.battery.legend.discharge', message: '放電（プラス）'}),
            swatchClassName: shared.swatchPrimary,
          },
          {
            key: 'charge',
            label: translate({id: 'explainer.battery.legend.charge', message: '充電（マイナス）'}),
            swatchClassName: shared.swatchSun,
          },
        ]}
      />
    </>
  );
}

/** SoC at every slot boundary, starting from the start SoC at 00:00. */
export function SocChart({schedule, params, formats}: ScheduleChartProps): ReactNode {
  const socAtBoundaries = [params.startSocPct, ...schedule.slots.map((slot) => slot.socEndPct)];
  return (
    <>
      <SlotChart
        label={translate({
          id: 'explainer.battery.chart.soc.label',
          message: '各コマ終了時のSoC（%）のグラフ。破線はSoCの下限と上限です。',
        })}
        yAxisLabel={translate({id: 'explainer.battery.chart.soc.axis', message: 'SoC（%）'})}
        xAxisLabel={timeAxisLabel()}
        yScale={niceScale(0, 100)}
        formatY={formats.whole}
        height={200}>
        {(scale) => (
          <g>
            {[params.minSocPct, params.maxSocPct].map((limit) => (
              <line
                key={limit}
                className={shared.limitLine}
                x1={scale.x(0)}
                x2={scale.x(48)}
                y1={scale.y(limit)}
                y2={scale.y(limit)}
              />
            ))}
            <polyline
              className={shared.baseLine}
              points={socAtBoundaries
                .map((soc, i) => `${scale.x(i).toFixed(1)},${scale.y(soc).toFixed(1)}`)
                .join(' ')}
            />
          </g>
        )}
      </SlotChart>
      <ChartLegend
        items={[
          {
            key: 'soc',
            label: translate({id: 'explainer.battery.legend.soc', message: 'SoC'}),
            swatchClassName: shared.swatchBaseLine,
          },
          {
            key: 'limits',
            label: translate({
              id: 'explainer.battery.legend.socLimits',
              message: 'SoCの下限と上限',
            }),
            swatchClassName: shared.swatchDashed,
          },
        ]}
      />
    </>
  );
}
