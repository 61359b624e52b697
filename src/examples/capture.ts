/** price-forward-curves.md: ast-005's FY2027 capture price and capture rate, and ppa-001. */
import {defineExample} from './example';

const MONTHS: [string, number, number, number, number][] = [
  // month, days, exported kWh, Tohoku monthly mean, month's capture price
  ['2027-04', 30, 1854700, 10.8, 8.7],
  ['2027-05', 31, 2034500, 10.2, 7.9],
  ['2027-06', 30, 1708600, 11.0, 9.6],
  ['2027-07', 31, 1686100, 12.6, 11.5],
  ['2027-08', 31, 1809700, 13.4, 12.3],
  ['2027-09', 30, 1495000, 11.8, 10.4],
  ['2027-10', 31, 1337600, 11.2, 9.9],
  ['2027-11', 30, 1045400, 11.9, 11.0],
  ['2027-12', 31, 888000, 13.1, 12.4],
  ['2028-01', 31, 966700, 13.8, 13.1],
  ['2028-02', 29, 1180300, 13.5, 12.3],
  ['2028-03', 31, 1522520, 11.6, 9.5],
];

export const captureAst005 = defineExample(
  'capture-ast-005',
  'technology/simulations/price-forward-curves.md',
  (ex) => {
    ex.givens([2027, 2028, 4, 3, 2, 29, 1, 12]);
    let energy = 0;
    let sales = 0;
    let dayWeighted = 0;
    let days = 0;
    for (const [, monthDays, kwh, mean, capture] of MONTHS) {
      ex.given(monthDays);
      ex.given(kwh);
      ex.given(mean, 2);
      ex.given(capture, 2);
      ex.result(kwh * capture, 0);
      energy += kwh;
      sales += kwh * capture;
      dayWeighted += monthDays * mean;
      days += monthDays;
    }
    ex.result(days, 0);
    ex.result(days * 48, 0);
    ex.result(energy, 0);
    ex.result(sales, 0);
    const capturePrice = sales / energy;
    ex.result(capturePrice, 2);
    ex.result(capturePrice, 4);
    ex.result(dayWeighted, 1);
    const baseload = dayWeighted / days;
    ex.result(baseload, 2);
    ex.result(baseload, 4);
    ex.result(capturePrice / baseload, 3);
    ex.result((capturePrice / baseload) * 100, 1);
    const ppa = ex.given(13.8, 1);
    ex.result(ppa - capturePrice, 2);
    ex.result(ppa * energy, 0);
    ex.result(ppa * energy - sales, 0);
    ex.given(0.4, 2);
    ex.result(0.4 * energy, 0);
  },
);

/**
 * price-forward-curves.md, what the model leaves out: how much the averaged curve overstates a
 * solar capture price when sunny days clear lower. Two equally frequent kinds of day: output
 * 1.3 × and 0.7 × the month's mean, prices 1.0 JPY/kWh below and above the month's mean.
 */
export const captureDailyCovariance = defineExample(
  'capture-daily-covariance',
  'technology/simulations/price-forward-curves.md',
  (ex) => {
    // The year of the example, the two kinds of day, and the months whose premium is 0.
    ex.givens([2027, 2, 0]);
    const high = ex.given(1.3, 1);
    const low = ex.given(0.7, 1);
    const halfSpread = ex.given(1.0, 1);
    // Generation-weighted price minus the plain average the curve carries.
    const bias = ex.result((high * halfSpread - low * halfSpread) / 2, 2);
    let energy = 0;
    let sales = 0;
    for (const [, , kwh, , capture] of MONTHS) {
      energy += kwh;
      sales += kwh * capture;
    }
    const capturePrice = ex.result(sales / energy, 2);
    ex.result((bias / capturePrice) * 100, 1);
    ex.result(bias * energy, 0);
  },
);
