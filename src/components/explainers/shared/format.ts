import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export interface NumberFormats {
  /** Whole yen: 104,967 */
  yen: (value: number) => string;
  /** Yen with a sign, for differences: +1,234 / −1,234 */
  signedYen: (value: number) => string;
  /** Prices: 9.50 */
  price: (value: number) => string;
  /** Whole kWh or kW: 7,960 */
  whole: (value: number) => string;
  /** Percentages: 92.2 */
  percent: (value: number) => string;
  /** Cycles: 1.38 */
  cycles: (value: number) => string;
}

/** Rounds first, so a tiny negative value never prints as "-0". */
function formatter(locale: string, digits: number, signDisplay: 'auto' | 'exceptZero' = 'auto') {
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay,
  });
  return (value: number) => {
    const rounded = Number(value.toFixed(digits));
    return format.format(rounded === 0 ? 0 : rounded);
  };
}

export function makeNumberFormats(locale: string): NumberFormats {
  return {
    yen: formatter(locale, 0),
    signedYen: formatter(locale, 0, 'exceptZero'),
    price: formatter(locale, 2),
    whole: formatter(locale, 0),
    percent: formatter(locale, 1),
    cycles: formatter(locale, 2),
  };
}

/** Number formats of the page's locale (ja or en), so both sites group digits their own way. */
export function useNumberFormats(): NumberFormats {
  const {i18n} = useDocusaurusContext();
  return useMemo(() => makeNumberFormats(i18n.currentLocale), [i18n.currentLocale]);
}

/** Parses what a number input holds; an empty or partial entry is NaN, not 0. */
export function parseNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}
