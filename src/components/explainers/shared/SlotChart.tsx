// No chart library: three small plots do not justify a new dependency, and plain SVG renders the same on the server and in both colour modes.
import React, {type ReactNode} from 'react';
import {boundaryTime, type NiceScale} from './chartMath';
import styles from './Explainer.module.css';

export const CHART_WIDTH = 720;
const MARGIN = {top: 14, right: 28, bottom: 48, left: 76};

/** Maps slot boundaries (0–48) and values to SVG coordinates inside the plot area. */
export interface ChartScale {
  x: (boundary: number) => number;
  y: (value: number) => number;
  slotWidth: number;
  plotTop: number;
  plotBottom: number;
}

interface SlotChartProps {
  /** Accessible name of the chart; the exact numbers are in the table next to it. */
  label: string;
  yAxisLabel: string;
  xAxisLabel: string;
  yScale: NiceScale;
  formatY: (value: number) => string;
  height?: number;
  children: (scale: ChartScale) => ReactNode;
}

const X_TICKS = [0, 6, 12, 18, 24, 30, 36, 42, 48];

/** Axes, grid and labels for one JST day of 48 slots; the caller draws the data. */
export default function SlotChart({
  label,
  yAxisLabel,
  xAxisLabel,
  yScale,
  formatY,
  height = 220,
  children,
}: SlotChartProps): ReactNode {
  const plotLeft = MARGIN.left;
  const plotRight = CHART_WIDTH - MARGIN.right;
  const plotTop = MARGIN.top;
  const plotBottom = height - MARGIN.bottom;
  const slotWidth = (plotRight - plotLeft) / 48;
  const span = yScale.max - yScale.min || 1;
  const scale: ChartScale = {
    x: (boundary) => plotLeft + boundary * slotWidth,
    y: (value) => plotBottom - ((value - yScale.min) / span) * (plotBottom - plotTop),
    slotWidth,
    plotTop,
    plotBottom,
  };
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      role="img"
      aria-label={label}>
      {yScale.ticks.map((tick) => (
        <g key={tick}>
          <line
            className={styles.gridLine}
            x1={plotLeft}
            x2={plotRight}
            y1={scale.y(tick)}
            y2={scale.y(tick)}
          />
          <text
            className={styles.tickLabel}
            x={plotLeft - 6}
            y={scale.y(tick)}
            textAnchor="end"
            dominantBaseline="middle">
            {formatY(tick)}
          </text>
        </g>
      ))}
      {X_TICKS.map((boundary) => (
        <g key={boundary}>
          <line
            className={styles.axisLine}
            x1={scale.x(boundary)}
            x2={scale.x(boundary)}
            y1={plotBottom}
            y2={plotBottom + 5}
          />
          <text
            className={styles.tickLabel}
            x={scale.x(boundary)}
            y={plotBottom + 20}
            textAnchor="middle">
            {boundaryTime(boundary)}
          </text>
        </g>
      ))}
      {children(scale)}
      <line className={styles.axisLine} x1={plotLeft} x2={plotLeft} y1={plotTop} y2={plotBottom} />
      <line
        className={styles.axisLine}
        x1={plotLeft}
        x2={plotRight}
        y1={plotBottom}
        y2={plotBottom}
      />
      <text
        className={styles.axisLabel}
        x={(plotLeft + plotRight) / 2}
        y={height - 6}
        textAnchor="middle">
        {xAxisLabel}
      </text>
      <text
        className={styles.axisLabel}
        transform={`translate(16 ${(plotTop + plotBottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        dominantBaseline="middle">
        {yAxisLabel}
      </text>
    </svg>
  );
}

/** A step line: one horizontal piece per slot, the way day-ahead prices are set. */
export function stepPath(values: readonly number[], scale: ChartScale): string {
  return values
    .map((value, index) => {
      const y = scale.y(value).toFixed(1);
      const start = scale.x(index).toFixed(1);
      const end = scale.x(index + 1).toFixed(1);
      return `${index === 0 ? 'M' : 'L'}${start} ${y} H${end}`;
    })
    .join(' ');
}

interface LegendItem {
  key: string;
  label: string;
  /** Class of the swatch; the swatch repeats the chart's fill or stroke style. */
  swatchClassName: string;
}

/** A legend in HTML text, so it wraps and scales with the page font. */
export function ChartLegend({items}: {items: readonly LegendItem[]}): ReactNode {
  return (
    <ul className={styles.legend}>
      {items.map((item) => (
        <li key={item.key}>
          <span className={`${styles.swatch} ${item.swatchClassName}`} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
