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
