/** price-forward-curves.md: daytime calibration on business days, May 2027 (West anchor, Kyushu). */
import {defineExample} from './example';

/** Japanese holidays in May 2027 (Cabinet Office): Constitution, Greenery and Children's Day. */
const MAY_2027_HOLIDAYS = [3, 4, 5];

/** Non-holiday weekdays of a month (JST calendar). */
export function businessDays(year: number, month: number, holidays: readonly number[]): number[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({length: days}, (_, i) => i + 1).filter((day) => {
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !holidays.includes(day);
  });
}

export interface CurveRow {
  label: number[];
  rawShape: number;
  daytimeBusinessDay: boolean;
  basis: number;
}

export const forwardCurveMay2027 = defineExample(
  'forward-curve-may-2027',
  'technology/simulations/price-forward-curves.md',
  (ex) => {
    const base = ex.given(11.0, 2);
    const day = ex.given(9.4, 2);
    const days = ex.given(31);
    ex.givens([2027, 5, 3, 4, 5, 48, 17, 40, 8, 20, 1.0, 0.85, 0.01], 0);
    ex.givens([1.0, 0.85, 0.01], 2);
    const business = businessDays(2027, 5, MAY_2027_HOLIDAYS).length;
    if (business !== 18) throw new Error(`May 2027 has ${business} business days, not 18`);
    ex.result(business, 0);
    const weekendDays = Array.from(
      {length: days},
      (_, i) => new Date(Date.UTC(2027, 4, i + 1)),
    ).filter((date) => date.getUTCDay() === 0 || date.getUTCDay() === 6).length;
    ex.result(weekendDays, 0);
    ex.result(days - weekendDays - business, 0);
    ex.given(24);
    const slots = ex.result(days * 48, 0);
    const daytimeSlots = ex.result(business * 24, 0);
    const otherSlots = ex.result(slots - daytimeSlots, 0);
    const rawDay = ex.given(0.89, 2);
    const rawOther = ex.given(1.045, 3);
    const meanRaw = (daytimeSlots * rawDay + otherSlots * rawOther) / slots;
    if (Math.abs(meanRaw - 1) > 1e-12) throw new Error(`raw shape averages ${meanRaw}, not 1`);
    const alphaDenominator = ex.result(base * rawDay, 2);
    const alpha = day / (base * rawDay);
    ex.result(alpha, 5);
    const total = ex.result(slots * base, 0);
    const daytimeTotal = ex.result(daytimeSlots * day, 1);
    const betaDenominator = ex.result(otherSlots * base * rawOther, 2);
    const beta = (slots * base - daytimeSlots * day) / (otherSlots * base * rawOther);
    ex.result(beta, 5);
    ex.result(total - daytimeTotal, 1);
    void alphaDenominator;
    void betaDenominator;
    const otherMean = ex.result(base * beta * rawOther, 2);
    const check = (daytimeSlots * day + otherSlots * base * beta * rawOther) / slots;
    ex.result(check, 2);
    void otherMean;

    const rows: CurveRow[] = [
      {label: [2027, 5, 4, 12, 0, 25], rawShape: 0.3, daytimeBusinessDay: false, basis: -4.9},
      {label: [2027, 5, 8, 12, 0, 25], rawShape: 0.55, daytimeBusinessDay: false, basis: -4.9},
      {label: [2027, 5, 12, 12, 0, 25], rawShape: 0.7, daytimeBusinessDay: true, basis: -4.9},
      {label: [2027, 5, 12, 18, 0, 37], rawShape: 1.4, daytimeBusinessDay: true, basis: 0.3},
    ];
    for (const row of rows) {
      ex.givens(row.label);
      ex.given(row.rawShape, 2);
      ex.given(row.basis, 2);
      const multiplier = row.daytimeBusinessDay ? alpha : beta;
      const shape = ex.result(row.rawShape * multiplier, 5);
      void shape;
      const anchor = base * row.rawShape * multiplier;
      ex.result(anchor, 2);
      const area = anchor + row.basis;
      ex.result(area, 2);
      const scenario = Math.max(0.01, 0.85 * area);
      ex.result(scenario, 2);
    }
  },
);
