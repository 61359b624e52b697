/** Axis helpers for the explainers' SVG charts (pure, so they can be unit-tested). */

export interface NiceScale {
  min: number;
  max: number;
  ticks: number[];
}

/** Round axis limits and about `target` evenly spaced ticks at 1, 2 or 5 × 10^k. */
export function niceScale(min: number, max: number, target = 4): NiceScale {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return {min: 0, max: 1, ticks: [0, 1]};
  if (max - min < 1e-9) {
    // A flat series still needs a visible axis around its value.
    const pad = Math.max(1, Math.abs(max) * 0.1);
    return niceScale(min - (min === 0 ? 0 : pad), max + pad, target);
  }
  const rough = (max - min) / target;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const lo = Math.floor(min / step + 1e-9) * step;
  const hi = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = lo; value <= hi + step / 2; value += step) ticks.push(Number(value.toFixed(10)));
  return {min: lo, max: hi, ticks};
}

/** "HH:MM" at a slot boundary (0 = 00:00, 48 = 24:00), JST. */
export function boundaryTime(boundary: number): string {
  const minutes = boundary * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
