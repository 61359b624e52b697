/** price-forecasts.md and solar-forecasts.md: the accuracy-score examples. */
import {defineExample} from './example';

export const priceForecastScores = defineExample(
  'price-forecast-scores',
  'technology/operations/price-forecasts.md',
  (ex) => {
    ex.givens([1, 2, 3, 4, 2026, 11, 16, 25, 10, 50, 90]);
    const actual = ex.given(8.42, 2);
    const quantiles: [number, number][] = [
      [0.1, 0.01],
      [0.5, 7.1],
      [0.9, 10.9],
    ];
    let sum = 0;
    for (const [tau, forecast] of quantiles) {
      ex.given(tau, 1);
      ex.given(forecast, 2);
      const loss = actual >= forecast ? tau * (actual - forecast) : (tau - 1) * (actual - forecast);
      ex.step(actual - forecast, 2);
      sum += ex.result(loss, 3);
    }
    ex.given(1, 0);
    ex.result(sum / 3, 3);
    ex.result(Math.abs(actual - 7.1), 2);

    const probabilities = [0.63, 0.66, 0.61, 0.52];
    const outcomes = [1, 1, 0, 1];
    ex.givens(probabilities, 2);
    let brier = 0;
    probabilities.forEach((p, i) => {
      const miss = outcomes[i] - p;
      ex.result(Math.abs(miss), 2);
      ex.result(miss * miss, 4);
      brier += miss * miss;
    });
    ex.result(brier / 4, 4);
  },
);

export const solarForecastNmae = defineExample(
  'solar-forecast-nmae',
  'technology/operations/solar-forecasts.md',
  (ex) => {
    ex.givens([4, 5, 50, 100, 1990, 0]);
    ex.given(0.5, 1);
    const errors = [40.2, -12.6, 55.0, -21.8];
    ex.givens(errors, 1);
    const capacity = ex.result(0.5 * 1990, 0);
    const absolute = errors.reduce((s, e) => s + Math.abs(e), 0) / 4;
    ex.result(absolute, 1);
    ex.result((absolute / capacity) * 100, 2);
    const bias = errors.reduce((s, e) => s + e, 0) / 4;
    ex.result(bias, 1);
    ex.result((bias / capacity) * 100, 2);
  },
);

export const priceForecastSunnySaturday = defineExample(
  'price-forecast-sunny-saturday',
  'technology/operations/price-forecasts.md',
  (ex) => {
    ex.givens([2026, 11, 21, 18, 25, 12, 0, 30, 1, 2, 3, 4, 10, 50, 90]);
    ex.givens([0.1, 0.5, 0.9, 0.7, 0.75, 0.35, 0.4, 0.85, 0.9], 2);
    ex.givens([0.1, 0.5, 0.9, 0.7, 1], 1);
    ex.givens([0.01, 0.05], 2);
    const interpolate = (u: number, lo: number, hi: number, qLo: number, qHi: number) => {
      ex.given(qLo, 2);
      ex.given(qHi, 2);
      const weight = (u - lo) / (hi - lo);
      ex.result(weight, 4);
      ex.result(qHi - qLo, 2);
      ex.step(weight * (qHi - qLo), 2);
      return ex.result(qLo + weight * (qHi - qLo), 2);
    };
    // Saturday: π = 0.63; p90 interpolates between Q+(0.70) and Q+(0.75).
    const pi = ex.given(0.63, 2);
    ex.result(0.9 - pi, 2);
    ex.result(1 - pi, 2);
    const u = (0.9 - pi) / (1 - pi);
    ex.result(u, 4);
    interpolate(u, 0.7, 0.75, 4.95, 5.37);
    // Weekday: π = 0.18.
    const weekday = ex.given(0.18, 2);
    ex.result(1 - weekday, 2);
    const u50 = (0.5 - weekday) / (1 - weekday);
    ex.result(u50, 4);
    interpolate(u50, 0.35, 0.4, 6.44, 6.89);
    const u90 = (0.9 - weekday) / (1 - weekday);
    ex.result(u90, 4);
    interpolate(u90, 0.85, 0.9, 10.02, 10.7);
  },
);
